import * as v from 'valibot';
import { FormResultSchema } from './validation.ts';

/** Spec §3 Stock reminder form. Content rules (required, e-mail) are checked by the server. */
export const ArtikelErinnerungRequestSchema = v.object({
  artikelId: v.number(),
  vorname: v.nullish(v.string()),
  nachname: v.nullish(v.string()),
  email: v.nullish(v.string()),
});
export type ArtikelErinnerungRequest = v.InferOutput<typeof ArtikelErinnerungRequestSchema>;

export const ArtikelErinnerungResponseSchema = v.object({
  ...FormResultSchema.entries,
  successText: v.nullable(v.string()),
});
export type ArtikelErinnerungResponse = v.InferOutput<typeof ArtikelErinnerungResponseSchema>;
