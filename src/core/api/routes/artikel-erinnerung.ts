import { ArtikelErinnerungResponseSchema } from '../schemas/artikel-erinnerung.ts';
import type { ApiRoute } from '../route.ts';

/** The artikel-erinnerung calls (core/api/artikel-erinnerung.ts); one file per area, so a widget's chunks keep only the answer schemas it parses. */
export const artikelErinnerungAdd = { method: 'POST', path: 'artikel-erinnerung/add', answer: ArtikelErinnerungResponseSchema } satisfies ApiRoute;
