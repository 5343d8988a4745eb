import { apiFor, type CallHandlers } from './client.ts';
import {
  InvoiceListSchema, OrderListSchema, RegisterResponseSchema, UserDataStateSchema,
  type InvoiceList, type OrderList, type RegisterRequest, type RegisterResponse, type UserDataState,
} from './schemas/account.ts';
import { configAtom } from '../state/config.ts';
import { withLoginOnExpiry } from './session-expired.ts';
import type { ShopStore } from '../state/store.ts';

/** `{account}/…`: the account segment of the API comes from the page config (spec §7). */
function accountPath(store: ShopStore, path: string): string {
  return `${store.get(configAtom).accountSegment}/${path}`;
}

/** GET /api/{account}/UserDataState?adresseId=…: 'Pending' while the back office loads the customer (login wait). */
export function fetchUserDataState(store: ShopStore, adresseId: number, handlers: CallHandlers = {}): Promise<UserDataState> {
  return apiFor(store).get(accountPath(store, 'UserDataState'), UserDataStateSchema, { searchParams: { adresseId }, ...withLoginOnExpiry(store, handlers) });
}

/** POST /api/{account}/register: redirectUrl on success, else validationResultUserData and validationResultAdresse. */
export function register(store: ShopStore, request: RegisterRequest, handlers: CallHandlers = {}): Promise<RegisterResponse> {
  return apiFor(store).post(accountPath(store, 'register'), RegisterResponseSchema, { json: request, ...handlers });
}

/** GET /api/{account}/bestellungen?page=n: one page of orders; pages supersede each other. */
export function fetchOrders(store: ShopStore, page: number): Promise<OrderList> {
  return apiFor(store).get(accountPath(store, 'bestellungen'), OrderListSchema, { searchParams: { page }, supersedeKey: 'account-bestellungen', ...withLoginOnExpiry(store) });
}

/** GET /api/{account}/rechnungen?page=n: one page of invoices; pages supersede each other. */
export function fetchInvoices(store: ShopStore, page: number): Promise<InvoiceList> {
  return apiFor(store).get(accountPath(store, 'rechnungen'), InvoiceListSchema, { searchParams: { page }, supersedeKey: 'account-rechnungen', ...withLoginOnExpiry(store) });
}
