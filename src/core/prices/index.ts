export { customerPricesAtom, wantCustomerPrice } from './customer-prices.ts';
export { useCustomerArtikel } from './use-customer-artikel.ts';
