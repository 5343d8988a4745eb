import { apiFor, type CallHandlers } from './client.ts';
import {
  AddressValidateResponseSchema, AdressPoolRemoveResponseSchema, AdressPoolSaveResponseSchema,
  type AddressInput, type AddressType, type AddressValidateResponse, type AdressPoolRemoveResponse, type AdressPoolSaveResponse,
} from './schemas/adresspool.ts';
import type { ShopStore } from '../state/store.ts';
import { withLoginOnExpiry } from './session-expired.ts';

/** POST /api/adresspool/addorupdate (customers): the saved address book, or validationResult; 401 → login. */
export function saveAddress(store: ShopStore, address: AddressInput, handlers: CallHandlers = {}): Promise<AdressPoolSaveResponse> {
  return apiFor(store).post('adresspool/addorupdate', AdressPoolSaveResponseSchema, { json: address, ...withLoginOnExpiry(store, handlers) });
}

/** POST /api/adresspool/remove (customers); the primary address cannot be removed (spec §6); 401 → login. */
export function removeAddress(store: ShopStore, adressPoolId: number, handlers: CallHandlers = {}): Promise<AdressPoolRemoveResponse> {
  return apiFor(store).post('adresspool/remove', AdressPoolRemoveResponseSchema, { json: { adressPoolId }, ...withLoginOnExpiry(store, handlers) });
}

/** POST /api/adresspool/validate/{rechnung|lieferung}: checks an address without storing it (guests). */
export function validateAddress(store: ShopStore, addressType: AddressType, address: AddressInput, handlers: CallHandlers = {}): Promise<AddressValidateResponse> {
  return apiFor(store).post(`adresspool/validate/${addressType}`, AddressValidateResponseSchema, { json: address, ...handlers });
}
