import {
  AddressInputSchema,
  AddressTypeSchema,
  AddressValidateResponseSchema,
  AdressPoolRemoveRequestSchema,
  AdressPoolRemoveResponseSchema,
  AdressPoolSaveResponseSchema,
  type AddressInput,
} from '../schemas/adresspool.ts';
import { UNKNOWN_ID, testAddress, type ApiRoute } from '../route.ts';

/** check-api's address (the page builds, which drop every contract, skip making it). */
const address = !globalThis.VINOTHEK_PAGE_BUILD && testAddress('check-api');

/**
 * The adresspool calls (core/api/adresspool.ts); one file per area, so an element's chunks keep only the answer schemas it parses.
 * Each route carries its contract (what a CMS back end must do beyond the 200 answer, read by contract.ts);
 * the page builds drop it with its request schemas (VINOTHEK_PAGE_BUILD in tsup.config.ts).
 */
export const adresspoolSave = {
  method: 'POST',
  path: 'adresspool/addorupdate',
  answer: AdressPoolSaveResponseSchema,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && {
    area: 'Adresspool',
    summary: 'Adds or updates an address of the address book',
    customer: true,
    request: AddressInputSchema,
    unknownId: 'adressPoolId',
    probes: {
      harmless: { json: { ...(address as AddressInput), adressPoolId: UNKNOWN_ID } },
      unknown: { json: { ...(address as AddressInput), adressPoolId: UNKNOWN_ID } },
      bad: { json: { plz: 3800 } },
    },
  },
} satisfies ApiRoute;
export const adresspoolRemove = {
  method: 'POST',
  path: 'adresspool/remove',
  answer: AdressPoolRemoveResponseSchema,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && {
    area: 'Adresspool',
    summary: 'Removes an address (never the primary one)',
    customer: true,
    request: AdressPoolRemoveRequestSchema,
    unknownId: 'adressPoolId',
    probes: {
      harmless: { json: { adressPoolId: UNKNOWN_ID } },
      unknown: { json: { adressPoolId: UNKNOWN_ID } },
      bad: { json: { adressPoolId: 'eins' } },
    },
  },
} satisfies ApiRoute;
export const adresspoolValidate = {
  method: 'POST',
  path: 'adresspool/validate/{addressType}',
  answer: AddressValidateResponseSchema,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && {
    area: 'Adresspool',
    summary: 'Checks an address without storing it (guests too)',
    request: AddressInputSchema,
    pathParams: { addressType: AddressTypeSchema },
    unknownId: 'addressType',
    probes: {
      unknown: { params: { addressType: 'unbekannt' }, json: address as AddressInput },
      bad: { params: { addressType: 'lieferung' }, json: { plz: 3800 } },
    },
  },
} satisfies ApiRoute;
