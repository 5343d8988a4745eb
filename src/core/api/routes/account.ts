import { InvoiceListSchema, OrderListSchema, RegisterResponseSchema, UserDataStateSchema } from '../schemas/account.ts';
import type { ApiRoute } from '../route.ts';

/** The account calls (core/api/account.ts); one file per area, so a widget's chunks keep only the answer schemas it parses. */
export const accountUserDataState = { method: 'GET', path: '{account}/UserDataState', answer: UserDataStateSchema } satisfies ApiRoute;
export const accountRegister = { method: 'POST', path: '{account}/register', answer: RegisterResponseSchema } satisfies ApiRoute;
export const accountOrders = { method: 'GET', path: '{account}/bestellungen', answer: OrderListSchema } satisfies ApiRoute;
export const accountInvoices = { method: 'GET', path: '{account}/rechnungen', answer: InvoiceListSchema } satisfies ApiRoute;
