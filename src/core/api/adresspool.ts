import { apiFor, type CallHandlers } from './client.ts';
import type {
  AddressInput,
  AddressType,
  AddressValidateResponse,
  AdressPoolRemoveResponse,
  AdressPoolSaveResponse,
} from './schemas/adresspool.ts';
import { adresspoolRemove, adresspoolSave, adresspoolValidate } from './routes/adresspool.ts';
import type { ShopStore } from '../state/store.ts';
import { withLoginOnExpiry } from './session-expired.ts';

/** POST /api/adresspool/addorupdate (customers): the saved address book, or validationResult; 401 → login. */
export function saveAddress(store: ShopStore, address: AddressInput, handlers: CallHandlers = {}): Promise<AdressPoolSaveResponse> {
  return apiFor(store).route(adresspoolSave, { json: address, ...withLoginOnExpiry(store, handlers) });
}

/** POST /api/adresspool/remove (customers); the primary address cannot be removed (spec §6); 401 → login. */
export function removeAddress(store: ShopStore, adressPoolId: number, handlers: CallHandlers = {}): Promise<AdressPoolRemoveResponse> {
  return apiFor(store).route(adresspoolRemove, { json: { adressPoolId }, ...withLoginOnExpiry(store, handlers) });
}

/** POST /api/adresspool/validate/{rechnung|lieferung}: checks an address without storing it (guests). */
export function validateAddress(
  store: ShopStore,
  addressType: AddressType,
  address: AddressInput,
  handlers: CallHandlers = {},
): Promise<AddressValidateResponse> {
  return apiFor(store).route(adresspoolValidate, { params: { addressType }, json: address, ...handlers });
}
