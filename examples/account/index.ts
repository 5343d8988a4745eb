/** The account area: customers, login, registration, address book, invoices. What other areas and createApp use. */
export { accountModule, DEMO_PASSWORD, DEMO_USER_ID, FIRMA_USER_ID } from './module.ts';
export { accountApi } from './api.ts';
export { accountPages, shellCustomer } from './pages.ts';
export { loginWaitHook } from './registration.ts';
export { getUser } from './users.ts';
export { ADRESS_POOL_META } from './address-meta.ts';
export { addressTooLong, findPoolAddress, listAdressPool, normalizeAddress, primaryAddress, validateAddress } from './adresspool.ts';
export { USER_DATA_PENDING_MS } from './registration.ts';
export {
  ACCOUNT_PAGE_SIZE,
  BELEGART_GUTSCHRIFT,
  BELEGART_RECHNUNG,
  BELEGART_SAMMELRECHNUNG,
  ZAHLUNGSFRIST_TAGE,
  insertInvoice,
  markInvoicePaid,
  type StoredPosition,
} from './invoices.ts';
export { invoiceDetail } from './invoice-views.ts';
