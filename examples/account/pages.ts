import { Hono, type Context } from 'hono';
import type { AppEnv, ShellCustomer } from '../platform/context.ts';
import { ctxOf, userIdOf } from '../platform/http.ts';
import { requireLoginPage } from '../platform/require-login.ts';
import { html, json } from '../platform/html.ts';
import { renderPage } from '../platform/layout.ts';
import { customerTag } from '../platform/prerender.ts';
import { accountLayout } from '../platform/components.ts';
import { listAdressPool } from './adresspool.ts';
import { loginRoutes } from './login-routes.ts';
import { invoicePages } from './invoice-pages.ts';
import { getUser } from './users.ts';
import { userDataState } from './registration.ts';
import { ADRESS_POOL_META } from './address-meta.ts';
import { SHOP_URLS } from '../platform/urls.ts';
import { pageLanguage, pageTexts } from '../platform/page-language.ts';
import { localizeData } from '../platform/backoffice-texts/index.ts';

/** The logged-in customer for the page shell (header, shop config, footer). */
export function shellCustomer(c: Context<AppEnv>): ShellCustomer | null {
  const userId = c.get('session').userId;
  const user = userId == null ? null : getUser(c.get('db'), userId);
  if (!user) return null;
  const db = c.get('db');
  const pending = userDataState(db, user.id, c.get('now')(), c.get('loginWaitMs')) === 'Pending';
  const primary = pending ? listAdressPool(db, user.id).find((address) => address.istPrimaereAdresse) : undefined;
  return {
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    kundeInklMwst: user.kundeInklMwst,
    loginWaitAdresseId: pending ? (primary?.adressPoolId ?? user.id) : null,
  };
}

/** The account's own pages: login and logout, registration, the address book, the invoices. */
export const accountPages = new Hono<AppEnv>();
accountPages.route('/account', loginRoutes);
accountPages.route('/', invoicePages);

accountPages.get(SHOP_URLS.register, (c) => {
  if (c.get('session').userId != null) return c.redirect(SHOP_URLS.orders, 302);
  const t = pageTexts(c);
  const body = html`<h1>${t.registerHeading}</h1>
<p>${t.registerIntro}</p>
<shop-register meta='${json(localizeData(ADRESS_POOL_META, pageLanguage(c)))}'></shop-register>
<p>${t.registerAlready} <a href="/account/login">${t.logIn}</a></p>`;
  return renderPage(c, { title: t.registerTitle, body });
});

accountPages.use(SHOP_URLS.addresses, requireLoginPage());

accountPages.get(SHOP_URLS.addresses, async (c) => {
  const title = pageTexts(c).addresses;
  const book = await customerTag(c, 'shop-address-book', {
    initial: listAdressPool(c.get('db'), userIdOf(ctxOf(c))),
    meta: ADRESS_POOL_META,
  });
  return renderPage(c, { title, body: accountLayout(c, SHOP_URLS.addresses, title, book) });
});
