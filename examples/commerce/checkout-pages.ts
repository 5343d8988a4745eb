import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { requireLoginPage } from '../middleware/require-login.ts';
import {
  adressPoolFor, basketFor, checkoutModelFor, invoiceDetail, invoicesPage, orderConfirmationFor, orderSummaryFor, ordersPage,
} from '../commerce/views.ts';
import { html, json } from './html.ts';
import { renderPage } from './layout.ts';
import { accountLayout, breadcrumbs } from './components.ts';

export const checkoutAccountPages = new Hono<AppEnv>();

const pageOf = (c: Context<AppEnv>): number => Math.max(1, Math.floor(Number(c.req.query('page'))) || 1);

checkoutAccountPages.get('/checkout/basket', (c) => {
  const body = html`${breadcrumbs([{ label: 'Startseite', href: '/' }, { label: 'Warenkorb' }])}
<h1>Warenkorb</h1>
<shop-basket initial='${json(basketFor(c))}'></shop-basket>`;
  return renderPage(c, { title: 'Warenkorb', body });
});

checkoutAccountPages.get('/checkout', (c) => {
  const body = html`${breadcrumbs([{ label: 'Startseite', href: '/' }, { label: 'Warenkorb', href: '/checkout/basket' }, { label: 'Kasse' }])}
<h1>Kasse</h1>
${c.get('session').userId == null
  ? html`<p class="notice">Sie haben bereits ein Kundenkonto? <a href="/account/login?returnUrl=%2Fcheckout">Jetzt anmelden</a> und mit Ihren Adressen und individuellen Preisen bestellen.</p>`
  : ''}
<shop-checkout initial='${json(checkoutModelFor(c))}'></shop-checkout>`;
  return renderPage(c, { title: 'Kasse', body });
});

checkoutAccountPages.get('/checkout/bestaetigung', (c) => {
  const uid = c.req.query('uid') ?? '';
  const model = orderConfirmationFor(c, uid);
  const summary = orderSummaryFor(c, uid);
  if (!model || !summary) return c.notFound();
  const back = c.req.query('back') === '1';
  const body = html`${back ? html`<p><a class="back-link" href="/account/bestellungen">Zurück zu den Bestellungen</a></p>` : ''}
<h1>${back ? `Bestellung ${summary.bestellNr}` : 'Vielen Dank für Ihre Bestellung!'}</h1>
${back ? '' : html`<p class="lead">Ihre Bestellnummer lautet <strong>${summary.bestellNr}</strong>. Sie erhalten in Kürze eine Bestätigung per E-Mail.</p>`}
${summary.bezahlungOffen ? html`<p class="notice">Die Zahlung ist noch offen. <a href="/checkout/zahlung?uid=${encodeURIComponent(uid)}">Jetzt bezahlen</a></p>` : ''}
<shop-checkout initial='${json(model)}' readonly="true"></shop-checkout>`;
  return renderPage(c, { title: `Bestellung ${summary.bestellNr}`, body });
});

checkoutAccountPages.get('/account/registrieren', (c) => {
  if (c.get('session').userId != null) return c.redirect('/account/bestellungen', 302);
  const body = html`<h1>Kundenkonto eröffnen</h1>
<p>Mit einem Kundenkonto sehen Sie Ihre individuellen Preise, verwalten Adressen und Merklisten und finden alle Bestellungen und Rechnungen wieder.</p>
<shop-register></shop-register>
<p>Bereits registriert? <a href="/account/login">Anmelden</a></p>`;
  return renderPage(c, { title: 'Registrieren', body });
});

checkoutAccountPages.use('/account/adressen', requireLoginPage());
checkoutAccountPages.use('/account/bestellungen', requireLoginPage());
checkoutAccountPages.use('/account/rechnungen', requireLoginPage());
checkoutAccountPages.use('/account/rechnungen/*', requireLoginPage());
checkoutAccountPages.use('/account/merklisten', requireLoginPage());

checkoutAccountPages.get('/account/adressen', (c) =>
  renderPage(c, { title: 'Adressen', body: accountLayout('/account/adressen', 'Adressen', html`<shop-address-book initial='${json(adressPoolFor(c))}'></shop-address-book>`) }),
);

checkoutAccountPages.get('/account/bestellungen', (c) =>
  renderPage(c, { title: 'Bestellungen', body: accountLayout('/account/bestellungen', 'Bestellungen', html`<shop-orders initial='${json(ordersPage(c, pageOf(c)))}'></shop-orders>`) }),
);

checkoutAccountPages.get('/account/rechnungen', (c) =>
  renderPage(c, { title: 'Rechnungen', body: accountLayout('/account/rechnungen', 'Rechnungen', html`<shop-invoices initial='${json(invoicesPage(c, pageOf(c)))}'></shop-invoices>`) }),
);

checkoutAccountPages.get('/account/rechnungen/:id', (c) => {
  const id = Number(c.req.param('id'));
  const invoice = Number.isInteger(id) ? invoiceDetail(c, id) : null;
  if (!invoice) return c.notFound();
  const title = `Rechnung ${invoice.rechnungsNummer}`;
  const content = html`<p><a class="back-link" href="/account/rechnungen">Zurück zu den Rechnungen</a></p>
<shop-invoice-detail invoice='${json(invoice)}'></shop-invoice-detail>`;
  return renderPage(c, { title, body: accountLayout('/account/rechnungen', title, content) });
});

checkoutAccountPages.get('/account/merklisten', (c) =>
  renderPage(c, { title: 'Merklisten', body: accountLayout('/account/merklisten', 'Merklisten', html`<shop-my-lists></shop-my-lists>`) }),
);
