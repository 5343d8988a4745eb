/** The shop's page addresses: one home for the routes, the links between pages and the page config. */
export const SHOP_URLS = {
  login: '/account/login',
  logout: '/account/logout',
  register: '/account/registrieren',
  /** the link in the registration's e-mail (issue 34) */
  confirm: '/account/bestaetigen',
  addresses: '/account/adressen',
  orders: '/account/bestellungen',
  invoices: '/account/rechnungen',
  merklisten: '/account/merklisten',
  basket: '/checkout/basket',
  checkout: '/checkout',
  search: '/suche',
  shop: '/shop',
  agb: '/agb',
} as const;
