import { apiFor, type CallHandlers } from './client.ts';
import type {
  InvoiceList,
  InvoicePaymentResponse,
  OrderList,
  RegisterRequest,
  RegisterResponse,
  UserDataState,
} from './schemas/account.ts';
import { accountInvoicePay, accountInvoices, accountOrders, accountRegister, accountUserDataState } from './routes/account.ts';
import { withLoginOnExpiry } from './session-expired.ts';
import type { ShopStore } from '../state/store.ts';

/** GET /api/{account}/UserDataState?adresseId=…: 'Pending' while the back office loads the customer (login wait). */
export function fetchUserDataState(store: ShopStore, adresseId: number, handlers: CallHandlers = {}): Promise<UserDataState> {
  return apiFor(store).route(accountUserDataState, { searchParams: { adresseId }, ...withLoginOnExpiry(store, handlers) });
}

/** POST /api/{account}/register: redirectUrl on success, else validationResultUserData and validationResultAdresse. */
export function register(store: ShopStore, request: RegisterRequest, handlers: CallHandlers = {}): Promise<RegisterResponse> {
  return apiFor(store).route(accountRegister, { json: request, ...handlers });
}

/** GET /api/{account}/bestellungen?page=n: one page of orders; pages supersede each other. */
export function fetchOrders(store: ShopStore, page: number): Promise<OrderList> {
  return apiFor(store).route(accountOrders, { searchParams: { page }, supersedeKey: 'account-bestellungen', ...withLoginOnExpiry(store) });
}

/** GET /api/{account}/rechnungen?page=n: one page of invoices; pages supersede each other. */
export function fetchInvoices(store: ShopStore, page: number): Promise<InvoiceList> {
  return apiFor(store).route(accountInvoices, { searchParams: { page }, supersedeKey: 'account-rechnungen', ...withLoginOnExpiry(store) });
}

/** POST /api/{account}/rechnungen/{rechnungId}/zahlung: the payment page for paying the invoice online. */
export function startInvoicePayment(
  store: ShopStore,
  rechnungId: number,
  zahlungsartId: number,
  handlers: CallHandlers = {},
): Promise<InvoicePaymentResponse> {
  return apiFor(store).route(accountInvoicePay, {
    params: { rechnungId },
    json: { zahlungsartId },
    ...withLoginOnExpiry(store, handlers),
  });
}
