import type { Context } from 'hono';
import { isCacheablePage } from './cacheable-page.ts';
import type { AppEnv } from './context.ts';
import { pageLanguage } from './page-language.ts';
import { SHOP_URLS } from './urls.ts';

/**
 * The shop as the creditor of its QR-bills (issue 35): a structured address (QR-bill 2.3) and the account. A
 * QR-IBAN (institution id 30000–31999), so the invoices carry QR references; SIX's example account.
 */
export const DEMO_CREDITOR = {
  name: 'Vinothek Muster AG',
  strasse: 'Rebgasse',
  hausnummer: '7',
  plz: '8001',
  ort: 'Zürich',
  land: 'CH',
  iban: 'CH44 3199 9123 0008 8901 2',
} as const;

/**
 * The page config of ARCHITECTURE.md §4, per request (csrf token and user of this session). A cacheable page
 * (platform/cacheable-page.ts) is rendered for nobody's session: no token, no user, and `cacheable: true`.
 */
export function shopConfig(c: Context<AppEnv>): Record<string, unknown> {
  const { csrfToken } = c.get('session');
  const user = c.get('pageShell').customer(c);
  const language = pageLanguage(c);
  return {
    apiBase: '/api',
    language,
    culture: `${language}-CH`,
    currency: 'CHF',
    csrfToken,
    user: user
      ? {
          authenticated: true,
          userName: user.userName,
          firstName: user.firstName,
          lastName: user.lastName,
          kundeInklMwst: user.kundeInklMwst,
        }
      : { authenticated: false },
    features: { merkliste: true, multipleMerkliste: true },
    urls: {
      login: SHOP_URLS.login,
      logout: SHOP_URLS.logout,
      register: SHOP_URLS.register,
      // The header's account link: the demo's account pages start with the orders.
      account: SHOP_URLS.orders,
      basket: SHOP_URLS.basket,
      checkout: SHOP_URLS.checkout,
      search: SHOP_URLS.search,
      shop: SHOP_URLS.shop,
      agb: SHOP_URLS.agb,
      merklisten: SHOP_URLS.merklisten,
    },
    backoffice: 'Backoffice',
    mapboxToken: null,
    creditor: DEMO_CREDITOR,
    ...(isCacheablePage(c) ? { cacheable: true } : {}),
  };
}

/** JSON inside <script>: `<`, `>`, `&` and the JS line separators escaped so nothing can close the tag. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
