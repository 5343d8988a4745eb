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
import { getUser } from './users.ts';
import { userDataState } from './registration.ts';
import { ADRESS_POOL_META } from './address-meta.ts';
import { SHOP_URLS } from '../platform/urls.ts';

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

/** The account's own pages: login and logout, registration, the address book. */
export const accountPages = new Hono<AppEnv>();
accountPages.route('/account', loginRoutes);

accountPages.get(SHOP_URLS.register, (c) => {
  if (c.get('session').userId != null) return c.redirect(SHOP_URLS.orders, 302);
  const body = html`<h1>Kundenkonto eröffnen</h1>
<p>Mit einem Kundenkonto sehen Sie Ihre individuellen Preise, verwalten Adressen und Merklisten und finden alle Bestellungen und Rechnungen wieder.</p>
<shop-register meta='${json(ADRESS_POOL_META)}'></shop-register>
<p>Bereits registriert? <a href="/account/login">Anmelden</a></p>`;
  return renderPage(c, { title: 'Registrieren', body });
});

accountPages.use(SHOP_URLS.addresses, requireLoginPage());

accountPages.get(SHOP_URLS.addresses, async (c) =>
  renderPage(c, {
    title: 'Adressen',
    body: accountLayout(
      SHOP_URLS.addresses,
      'Adressen',
      await customerTag(c, 'shop-address-book', { initial: listAdressPool(c.get('db'), userIdOf(ctxOf(c))), meta: ADRESS_POOL_META }),
    ),
  }),
);
