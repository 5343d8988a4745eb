import { ArtikelErinnerungRequestSchema, ArtikelErinnerungResponseSchema } from '../schemas/artikel-erinnerung.ts';
import { UNKNOWN_ID, type ApiRoute } from '../route.ts';

/**
 * The artikel-erinnerung calls (core/api/artikel-erinnerung.ts); one file per area, so an element's chunks keep only the answer schemas it parses.
 * Each route carries its contract (what a CMS back end must do beyond the 200 answer, read by contract.ts);
 * the page builds drop it with its request schemas (VINOTHEK_PAGE_BUILD in tsup.config.ts).
 */
export const artikelErinnerungAdd = {
  method: 'POST',
  path: 'artikel-erinnerung/add',
  answer: ArtikelErinnerungResponseSchema,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && {
    area: 'Formulare',
    summary: 'Stock reminder for an article that is not orderable',
    request: ArtikelErinnerungRequestSchema,
    unknownId: 'artikelId',
    probes: {
      unknown: { json: { artikelId: UNKNOWN_ID, vorname: 'Heidi', nachname: 'Muster', email: 'heidi.muster@example.ch' } },
      bad: { json: { artikelId: 'eins' } },
    },
  },
} satisfies ApiRoute;
