import {
  MerklisteAddRequestSchema,
  MerklisteStateSchema,
  MerklisteToggleRequestSchema,
  MerklisteUpdateRequestSchema,
  MerklisteUpdateResponseSchema,
} from '../schemas/merkliste.ts';
import { type ApiRoute, IdSchema, UNKNOWN_ID } from '../route.ts';

const toggle = { json: { artikelId: UNKNOWN_ID, merklisteId: null } };

/**
 * The merkliste calls (core/api/merkliste.ts); one file per area, so an element's chunks keep only the answer schemas it parses.
 * Each route carries its contract (what a CMS back end must do beyond the 200 answer, read by contract.ts);
 * the page builds drop it with its request schemas (VINOTHEK_PAGE_BUILD in tsup.config.ts).
 */
export const merklisteGet = {
  method: 'GET',
  path: 'merkliste',
  answer: MerklisteStateSchema,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && { area: 'Merkliste', summary: "The customer's lists", customer: true, sample: {} },
} satisfies ApiRoute;
export const merklisteAddTo = {
  method: 'POST',
  path: 'merkliste/AddToMerkliste',
  answer: MerklisteStateSchema,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && {
    area: 'Merkliste',
    summary: 'Puts an article on a list (merklisteId null: the default list)',
    customer: true,
    request: MerklisteToggleRequestSchema,
    unknownId: 'artikelId or merklisteId',
    probes: { harmless: toggle, unknown: toggle, bad: { json: { artikelId: 'eins' } } },
  },
} satisfies ApiRoute;
export const merklisteRemoveFrom = {
  method: 'POST',
  path: 'merkliste/RemoveFromMerkliste',
  answer: MerklisteStateSchema,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && {
    area: 'Merkliste',
    summary: 'Takes an article off a list (merklisteId null: the default list)',
    customer: true,
    request: MerklisteToggleRequestSchema,
    unknownId: 'artikelId or merklisteId',
    probes: { harmless: toggle, unknown: toggle, bad: { json: { artikelId: 'eins' } } },
  },
} satisfies ApiRoute;
export const merklisteCreate = {
  method: 'POST',
  path: 'merkliste/Add',
  answer: MerklisteStateSchema,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && {
    area: 'Merkliste',
    summary: 'Creates a list, optionally with a first article',
    customer: true,
    request: MerklisteAddRequestSchema,
    probes: { harmless: { json: { bezeichnung: 'check-api', artikelId: null } }, bad: { json: { bezeichnung: '' } } },
  },
} satisfies ApiRoute;
export const merklisteUpdate = {
  method: 'POST',
  path: 'merkliste/update/{merklisteId}',
  answer: MerklisteUpdateResponseSchema,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && {
    area: 'Merkliste',
    summary: 'Renames a list; a taken name answers success false',
    customer: true,
    request: MerklisteUpdateRequestSchema,
    pathParams: { merklisteId: IdSchema },
    unknownId: 'merklisteId',
    probes: (known) => ({
      harmless: { params: { merklisteId: UNKNOWN_ID }, json: { bezeichnung: 'check-api' } },
      unknown: { params: { merklisteId: UNKNOWN_ID }, json: { bezeichnung: 'check-api' } },
      bad: { params: { merklisteId: known.merklisteId ?? UNKNOWN_ID }, json: { bezeichnung: '' } },
    }),
  },
} satisfies ApiRoute;
export const merklisteDelete = {
  method: 'DELETE',
  path: 'merkliste/RemoveMerkliste/{merklisteId}',
  answer: MerklisteStateSchema,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && {
    area: 'Merkliste',
    summary: 'Deletes a list (never the default one: 400)',
    customer: true,
    pathParams: { merklisteId: IdSchema },
    unknownId: 'merklisteId',
    probes: { harmless: { params: { merklisteId: UNKNOWN_ID } }, unknown: { params: { merklisteId: UNKNOWN_ID } } },
  },
} satisfies ApiRoute;
