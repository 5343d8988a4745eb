import {
  InvoiceListSchema,
  InvoicePaymentRequestSchema,
  InvoicePaymentResponseSchema,
  OrderListSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  UserDataStateSchema,
} from '../schemas/account.ts';
import { IdSchema, page, UNKNOWN_ID, type ApiRoute } from '../route.ts';

/**
 * The account calls (core/api/account.ts); one file per area, so an element's chunks keep only the answer schemas it parses.
 * Each route carries its contract (what a CMS back end must do beyond the 200 answer, read by contract.ts);
 * the page builds drop it with its request schemas (VINOTHEK_PAGE_BUILD in tsup.config.ts).
 */
export const accountUserDataState = {
  method: 'GET',
  path: '{account}/UserDataState',
  answer: UserDataStateSchema,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && {
    area: 'Kundenkonto',
    summary: "'Pending' while the back office loads the customer after a login, then 'Ready'",
    customer: true,
    query: { adresseId: { schema: IdSchema, required: false, description: "the customer's address id" } },
    sample: {},
  },
} satisfies ApiRoute;
export const accountRegister = {
  method: 'POST',
  path: '{account}/register',
  answer: RegisterResponseSchema,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && {
    area: 'Kundenkonto',
    summary: 'Registers a customer and logs them in',
    request: RegisterRequestSchema,
    probes: { bad: { json: { adresse: 'keine' } } },
  },
} satisfies ApiRoute;
export const accountOrders = {
  method: 'GET',
  path: '{account}/bestellungen',
  answer: OrderListSchema,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && {
    area: 'Kundenkonto',
    summary: "A page of the customer's orders",
    customer: true,
    query: { page },
    badQuery: true,
    sample: { query: { page: 1 } },
    probes: { harmless: { query: { page: 1 } }, bad: { query: { page: 'eins' } } },
  },
} satisfies ApiRoute;
export const accountInvoices = {
  method: 'GET',
  path: '{account}/rechnungen',
  answer: InvoiceListSchema,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && {
    area: 'Kundenkonto',
    summary: "A page of the customer's invoices",
    customer: true,
    query: { page },
    badQuery: true,
    sample: { query: { page: 1 } },
    probes: { harmless: { query: { page: 1 } }, bad: { query: { page: 'eins' } } },
  },
} satisfies ApiRoute;
export const accountInvoicePay = {
  method: 'POST',
  path: '{account}/rechnungen/{rechnungId}/zahlung',
  answer: InvoicePaymentResponseSchema,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && {
    area: 'Kundenkonto',
    summary:
      "Starts the online payment of an invoice's open amount: the payment page to go to, which returns to the invoice (paid, or the rest still open); an invoice with nothing open or a method not offered answers bad input",
    customer: true,
    request: InvoicePaymentRequestSchema,
    pathParams: { rechnungId: IdSchema },
    unknownId: 'rechnungId',
    // Its happy path needs an invoice with something open: walked by hand (check-api/customer-walk.ts).
    probes: {
      harmless: { params: { rechnungId: UNKNOWN_ID }, json: { zahlungsartId: UNKNOWN_ID } },
      unknown: { params: { rechnungId: UNKNOWN_ID }, json: { zahlungsartId: UNKNOWN_ID } },
      bad: { params: { rechnungId: UNKNOWN_ID }, json: { zahlungsartId: 'eins' } },
    },
  },
} satisfies ApiRoute;
