import * as v from 'valibot';
import {
  BasketAddRequestSchema,
  BasketAddResponseSchema,
  BasketCalculateResponseSchema,
  BasketRemoveRequestSchema,
  BasketRemoveResponseSchema,
  BasketSchema,
  RestCommunicationResponseSchema,
} from '../schemas/basket.ts';
import { UNKNOWN_ID, type ApiRoute } from '../route.ts';

/**
 * The basket calls (core/api/basket.ts); one file per area, so an element's chunks keep only the answer schemas it parses.
 * Each route carries its contract (what a CMS back end must do beyond the 200 answer, read by contract.ts);
 * the page builds drop it with its request schemas (VINOTHEK_PAGE_BUILD in tsup.config.ts).
 */
export const basketGet = {
  method: 'GET',
  path: 'basket',
  answer: BasketSchema,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && {
    area: 'Warenkorb',
    summary: 'The current basket as last calculated (for islands without initial data)',
  },
} satisfies ApiRoute;
export const basketAdd = {
  method: 'POST',
  path: 'basket/add',
  answer: BasketAddResponseSchema,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && {
    area: 'Warenkorb',
    summary: 'Upserts lines per (artikelId, bestelleinheit); quantity 0 removes the line',
    request: BasketAddRequestSchema,
    unknownId: 'artikelId',
    probes: { unknown: { json: [{ artikelId: UNKNOWN_ID, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 }] }, bad: { json: [] } },
  },
} satisfies ApiRoute;
export const basketRemove = {
  method: 'POST',
  path: 'basket/remove',
  answer: BasketRemoveResponseSchema,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && {
    area: 'Warenkorb',
    summary: 'Removes basket lines by id',
    request: BasketRemoveRequestSchema,
    unknownId: 'line id',
    probes: { unknown: { json: [{ id: UNKNOWN_ID }] }, bad: { json: [] } },
  },
} satisfies ApiRoute;
export const basketCalculate = {
  method: 'POST',
  path: 'basket/calculate',
  answer: BasketCalculateResponseSchema,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && { area: 'Warenkorb', summary: 'Prices the basket through the back office' },
} satisfies ApiRoute;
export const basketRestCommunication = {
  method: 'POST',
  path: 'basket/Get{backoffice}RestCommunication',
  answer: RestCommunicationResponseSchema,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && {
    area: 'Warenkorb',
    summary: "The back-office exchange of one of the caller's baskets or orders (debug dialog)",
    query: { bestellungUid: { schema: v.string(), required: true, description: 'bestellungUid of the basket or order' } },
    unknownId: 'bestellungUid',
    probes: { harmless: { query: { bestellungUid: 'check-api-unbekannt' } }, unknown: { query: { bestellungUid: 'check-api-unbekannt' } } },
  },
} satisfies ApiRoute;
