import { AddressValidateResponseSchema, AdressPoolRemoveResponseSchema, AdressPoolSaveResponseSchema } from '../schemas/adresspool.ts';
import type { ApiRoute } from '../route.ts';

/** The adresspool calls (core/api/adresspool.ts); one file per area, so a widget's chunks keep only the answer schemas it parses. */
export const adresspoolSave = { method: 'POST', path: 'adresspool/addorupdate', answer: AdressPoolSaveResponseSchema } satisfies ApiRoute;
export const adresspoolRemove = { method: 'POST', path: 'adresspool/remove', answer: AdressPoolRemoveResponseSchema } satisfies ApiRoute;
export const adresspoolValidate = { method: 'POST', path: 'adresspool/validate/{addressType}', answer: AddressValidateResponseSchema } satisfies ApiRoute;
