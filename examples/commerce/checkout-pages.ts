import { Hono } from 'hono';
import type { AppEnv } from '../platform/context.ts';
import { pageQuery } from '../platform/params.ts';
import { requireLoginPage } from '../platform/require-login.ts';
import { basketFor, checkoutModelFor, orderConfirmationFor, orderSummaryFor, ordersPage } from './views.ts';
import { html } from '../platform/html.ts';
import { customerTag } from '../platform/prerender.ts';
import { renderPage } from '../platform/layout.ts';
import { accountLayout, breadcrumbs } from '../platform/components.ts';
import { SHOP_URLS } from '../platform/urls.ts';
import { pageTexts } from '../platform/page-language.ts';
import { fill } from '../platform/texts/index.ts';

export const checkoutPages = new Hono<AppEnv>();

checkoutPages.get(SHOP_URLS.basket, async (c) => {
  const t = pageTexts(c);
  const body = html`${breadcrumbs(c, [{ label: t.basket }])}
<h1>${t.basket}</h1>
${await customerTag(c, 'shop-basket', { initial: basketFor(c) })}`;
  return renderPage(c, { title: t.basket, body });
});

checkoutPages.get(SHOP_URLS.checkout, async (c) => {
  const t = pageTexts(c);
  const body = html`${breadcrumbs(c, [{ label: t.basket, href: SHOP_URLS.basket }, { label: t.checkout }])}
<h1>${t.checkout}</h1>
${
  c.get('session').userId == null
    ? html`<p class="notice">${t.checkoutHaveAccount} <a href="/account/login?returnUrl=%2Fcheckout">${t.checkoutLogIn}</a> ${t.checkoutLogInWhy}</p>`
    : ''
}
${await customerTag(c, 'shop-checkout', { initial: checkoutModelFor(c) })}`;
  return renderPage(c, { title: t.checkout, body });
});

checkoutPages.get('/checkout/bestaetigung', async (c) => {
  const uid = c.req.query('uid') ?? '';
  const model = orderConfirmationFor(c, uid);
  const summary = orderSummaryFor(c, uid);
  if (!model || !summary) return c.notFound();
  const back = c.req.query('back') === '1';
  const t = pageTexts(c);
  const order = fill(t.order, { number: summary.bestellNr });
  const body = html`${back ? html`<p><a class="back-link" href="/account/bestellungen">${t.backToOrders}</a></p>` : ''}
<h1>${back ? order : t.confirmationThanks}</h1>
${back ? '' : html`<p class="lead">${t.confirmationNumber} <strong>${summary.bestellNr}</strong>. ${t.confirmationMail}</p>`}
${summary.bezahlungOffen ? html`<p class="notice">${t.confirmationPaymentOpen} <a href="/checkout/zahlung?uid=${encodeURIComponent(uid)}">${t.payNow}</a></p>` : ''}
${await customerTag(c, 'shop-checkout', { initial: model, readonly: 'true' })}`;
  return renderPage(c, { title: order, body });
});

checkoutPages.use(SHOP_URLS.orders, requireLoginPage());

checkoutPages.get(SHOP_URLS.orders, async (c) => {
  const title = pageTexts(c).orders;
  const orders = await customerTag(c, 'shop-orders', { initial: ordersPage(c, pageQuery(c)) });
  return renderPage(c, { title, body: accountLayout(c, SHOP_URLS.orders, title, orders) });
});
