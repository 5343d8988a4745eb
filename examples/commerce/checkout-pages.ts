import { Hono } from 'hono';
import type { AppEnv } from '../platform/context.ts';
import { pageQuery } from '../platform/params.ts';
import { requireLoginPage } from '../platform/require-login.ts';
import { basketFor, checkoutModelFor, invoiceDetail, invoicesPage, orderConfirmationFor, orderSummaryFor, ordersPage } from './views.ts';
import { html } from '../platform/html.ts';
import { customerTag } from '../platform/prerender.ts';
import { renderPage } from '../platform/layout.ts';
import { accountLayout, breadcrumbs } from '../platform/components.ts';
import { SHOP_URLS } from '../platform/urls.ts';

export const checkoutPages = new Hono<AppEnv>();

checkoutPages.get(SHOP_URLS.basket, async (c) => {
  const body = html`${breadcrumbs([{ label: 'Startseite', href: '/' }, { label: 'Warenkorb' }])}
<h1>Warenkorb</h1>
${await customerTag(c, 'shop-basket', { initial: basketFor(c) })}`;
  return renderPage(c, { title: 'Warenkorb', body });
});

checkoutPages.get(SHOP_URLS.checkout, async (c) => {
  const body = html`${breadcrumbs([{ label: 'Startseite', href: '/' }, { label: 'Warenkorb', href: '/checkout/basket' }, { label: 'Kasse' }])}
<h1>Kasse</h1>
${
  c.get('session').userId == null
    ? html`<p class="notice">Sie haben bereits ein Kundenkonto? <a href="/account/login?returnUrl=%2Fcheckout">Jetzt anmelden</a> und mit Ihren Adressen und individuellen Preisen bestellen.</p>`
    : ''
}
${await customerTag(c, 'shop-checkout', { initial: checkoutModelFor(c) })}`;
  return renderPage(c, { title: 'Kasse', body });
});

checkoutPages.get('/checkout/bestaetigung', async (c) => {
  const uid = c.req.query('uid') ?? '';
  const model = orderConfirmationFor(c, uid);
  const summary = orderSummaryFor(c, uid);
  if (!model || !summary) return c.notFound();
  const back = c.req.query('back') === '1';
  const body = html`${back ? html`<p><a class="back-link" href="/account/bestellungen">Zurück zu den Bestellungen</a></p>` : ''}
<h1>${back ? `Bestellung ${summary.bestellNr}` : 'Vielen Dank für Ihre Bestellung!'}</h1>
${back ? '' : html`<p class="lead">Ihre Bestellnummer lautet <strong>${summary.bestellNr}</strong>. Sie erhalten in Kürze eine Bestätigung per E-Mail.</p>`}
${summary.bezahlungOffen ? html`<p class="notice">Die Zahlung ist noch offen. <a href="/checkout/zahlung?uid=${encodeURIComponent(uid)}">Jetzt bezahlen</a></p>` : ''}
${await customerTag(c, 'shop-checkout', { initial: model, readonly: 'true' })}`;
  return renderPage(c, { title: `Bestellung ${summary.bestellNr}`, body });
});

checkoutPages.use(SHOP_URLS.orders, requireLoginPage());
checkoutPages.use(SHOP_URLS.invoices, requireLoginPage());
checkoutPages.use('/account/rechnungen/*', requireLoginPage());

checkoutPages.get(SHOP_URLS.orders, async (c) =>
  renderPage(c, {
    title: 'Bestellungen',
    body: accountLayout(SHOP_URLS.orders, 'Bestellungen', await customerTag(c, 'shop-orders', { initial: ordersPage(c, pageQuery(c)) })),
  }),
);

checkoutPages.get(SHOP_URLS.invoices, async (c) =>
  renderPage(c, {
    title: 'Rechnungen',
    body: accountLayout(
      SHOP_URLS.invoices,
      'Rechnungen',
      await customerTag(c, 'shop-invoices', { initial: invoicesPage(c, pageQuery(c)) }),
    ),
  }),
);

checkoutPages.get('/account/rechnungen/:id', async (c) => {
  const id = Number(c.req.param('id'));
  const invoice = Number.isInteger(id) ? invoiceDetail(c, id) : null;
  if (!invoice) return c.notFound();
  const title = `Rechnung ${invoice.rechnungsNummer}`;
  const content = html`<p><a class="back-link" href="/account/rechnungen">Zurück zu den Rechnungen</a></p>
${await customerTag(c, 'shop-invoice-detail', { invoice })}`;
  return renderPage(c, { title, body: accountLayout(SHOP_URLS.invoices, title, content) });
});
