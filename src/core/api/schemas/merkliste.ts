import * as v from 'valibot';
import { ArtikelSchema, BestelleinheitSchema } from './artikel.ts';
import { ValidationResultSchema } from './validation.ts';

/** Spec §3 Merkliste item: the article comes in full so a list renders without another call. */
export const MerklisteItemSchema = v.object({
  id: v.number(),
  merklisteId: v.number(),
  bestelleinheit: BestelleinheitSchema,
  mengeBestelleinheit: v.number(),
  artikel: ArtikelSchema,
});
export type MerklisteItem = v.InferOutput<typeof MerklisteItemSchema>;

export const MerklisteSchema = v.object({
  merklisteId: v.number(),
  bezeichnung: v.string(),
  isDefault: v.boolean(),
  appIdentityUserId: v.number(),
  dateCreated: v.date(),
  items: v.array(MerklisteItemSchema),
});
export type Merkliste = v.InferOutput<typeof MerklisteSchema>;

/** Spec §3 Merkliste state; every merkliste call answers it (or carries it as `store`). */
export const MerklisteStateSchema = v.object({
  merklisteEnabled: v.boolean(),
  multipleMerklisteEnabled: v.boolean(),
  manageUrl: v.string(),
  merklisten: v.array(MerklisteSchema),
});
export type MerklisteState = v.InferOutput<typeof MerklisteStateSchema>;

/** AddToMerkliste / RemoveFromMerkliste body; merklisteId null = the default list. */
export const MerklisteToggleRequestSchema = v.object({
  artikelId: v.number(),
  merklisteId: v.nullish(v.number()),
});
export type MerklisteToggleRequest = v.InferOutput<typeof MerklisteToggleRequestSchema>;

/** The name rule of a list (spec §5: validated by the server). */
export const MerklisteBezeichnungSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Bitte geben Sie einen Namen ein.'),
  v.maxLength(50, 'Der Name darf höchstens 50 Zeichen lang sein.'),
);

/** POST /api/merkliste/Add: a new list, optionally starting with one article. Answers the state. */
export const MerklisteAddRequestSchema = v.object({
  bezeichnung: MerklisteBezeichnungSchema,
  artikelId: v.nullish(v.number()),
});
export type MerklisteAddRequest = v.InferOutput<typeof MerklisteAddRequestSchema>;

/** POST /api/merkliste/update/{merklisteId} body. */
export const MerklisteUpdateRequestSchema = v.object({ bezeichnung: MerklisteBezeichnungSchema });
export type MerklisteUpdateRequest = v.InferOutput<typeof MerklisteUpdateRequestSchema>;

/** Answer of update: the state as `store`; a taken name gives success false and its validationResult. */
export const MerklisteUpdateResponseSchema = v.object({
  success: v.boolean(),
  store: MerklisteStateSchema,
  validationResult: ValidationResultSchema,
  warningMessages: v.array(v.string()),
});
export type MerklisteUpdateResponse = v.InferOutput<typeof MerklisteUpdateResponseSchema>;
