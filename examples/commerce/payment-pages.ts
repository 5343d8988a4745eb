import { Hono, type Context } from 'hono';
import type { BasketAddRequest } from '../../src/core/api/schemas/basket.ts';
import type { Invoice } from '../../src/core/api/schemas/account.ts';
import type { AppEnv } from '../platform/context.ts';
import { html } from '../platform/html.ts';
import { renderPage } from '../platform/layout.ts';
import { CSRF_FORM_FIELD } from '../platform/csrf.ts';
import { requireLoginPage } from '../platform/require-login.ts';
import { currentBasket } from './basket-service.ts';
import { findOrderByUid, markOrderPaid } from './orders.ts';
import { findZahlungsart } from './backoffice/reference-data.ts';
import { logExchange } from './backoffice/rest-log.ts';
import { addToBasket } from './basket-actions.ts';
import { ownsOrder } from './checkout.ts';
import { ctxOf } from '../platform/http.ts';
import { invoiceDetail } from '../account/index.ts';
import { SHOP_URLS } from '../platform/urls.ts';

/** Commerce pages that are not CMS content: the demo payment provider and reordering from an invoice. */
export const commercePageRoutes = new Hono<AppEnv>();

const chf = new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' });

function pendingOrder(c: Context<AppEnv>) {
  const ctx = ctxOf(c);
  const order = findOrderByUid(ctx.db, c.req.query('uid') ?? '');
  return order && ownsOrder(ctx, order) ? order : null;
}

const confirmationUrl = (uid: string): string => `/checkout/bestaetigung?uid=${encodeURIComponent(uid)}`;

/** The demo payment page (TWINT, cards, PostFinance, wallets): one click pays and returns to the confirmation. */
commercePageRoutes.get('/checkout/zahlung', (c) => {
  const order = pendingOrder(c);
  if (!order) return c.notFound();
  if (order.status !== 'bezahlung_offen') return c.redirect(confirmationUrl(order.bestellungUid), 302);
  const zahlungsart = findZahlungsart(order.zahlungsartId)?.recordDisplayName ?? 'Online-Zahlung';
  const body = html`<section class="demo-payment" aria-labelledby="payment-title">
  <h1 id="payment-title">Bezahlung mit ${zahlungsart}</h1>
  <p>Demo-Zahlungsseite: Hier würde der Zahlungsanbieter die Zahlung abwickeln.</p>
  <p>Bestellung ${order.bestellNr}, Betrag <strong>${chf.format(order.totalInklMwst)}</strong></p>
  <form method="post" action="/checkout/zahlung?uid=${encodeURIComponent(order.bestellungUid)}">
    <input type="hidden" name="${CSRF_FORM_FIELD}" value="${c.get('session').csrfToken}">
    <button type="submit" class="button button--primary">Jetzt bezahlen</button>
  </form>
</section>`;
  return renderPage(c, { title: `Bezahlung mit ${zahlungsart}`, body });
});

commercePageRoutes.post('/checkout/zahlung', (c) => {
  const order = pendingOrder(c);
  if (!order) return c.notFound();
  if (order.status === 'bezahlung_offen') {
    const ctx = ctxOf(c);
    markOrderPaid(ctx.db, order);
    logExchange(ctx.db, order.bestellungUid, ctx.now, {
      url: 'POST /Backoffice/api/zahlungen',
      request: { bestellNr: order.bestellNr, betrag: order.totalInklMwst, zahlungsartId: order.zahlungsartId },
      response: { status: 'bezahlt' },
      error: null,
    });
  }
  return c.redirect(confirmationUrl(order.bestellungUid), 303);
});

/** The customer's invoice named in the path, or null (the page then answers the HTML 404 page, not JSON). */
function invoiceOfPath(c: Context<AppEnv>) {
  const id = c.req.param('id') ?? '';
  return /^\d{1,15}$/.test(id) ? invoiceDetail(c, Number(id)) : null;
}

/** The positions a reorder takes: all, or those of the delivery `?lieferschein=` names (Sammelrechnung). */
function positionsToReorder(c: Context<AppEnv>, invoice: Invoice) {
  const lieferschein = c.req.query('lieferschein');
  const positionen = invoice.positionen ?? [];
  return lieferschein ? positionen.filter((p) => p.lieferscheinNr === lieferschein) : positionen;
}

/** Reorder from an invoice: a confirmation form (GET) and the action (POST, CSRF-checked) that fills the basket. */
commercePageRoutes.get('/account/rechnungen/:id/nachbestellen', requireLoginPage(), (c) => {
  const invoice = invoiceOfPath(c);
  if (!invoice) return c.notFound();
  const rows = positionsToReorder(c, invoice).map(
    (p) => html`<li>${p.mengeAbfuellung} × ${p.bezeichnung}${p.artikel?.bestellbar ? '' : html` <em>(nicht bestellbar)</em>`}</li>`,
  );
  const body = html`<section aria-labelledby="reorder-title">
  <h1 id="reorder-title">Nachbestellen: ${invoice.belegart} ${invoice.belegNr}</h1>
  <ul>${rows}</ul>
  <form method="post">
    <input type="hidden" name="${CSRF_FORM_FIELD}" value="${c.get('session').csrfToken}">
    <button type="submit" class="button button--primary">In den Warenkorb legen</button>
    <a class="button" href="${invoice.detailUrl}">Zurück zur Rechnung</a>
  </form>
</section>`;
  return renderPage(c, { title: 'Nachbestellen', body });
});

commercePageRoutes.post('/account/rechnungen/:id/nachbestellen', requireLoginPage(), (c) => {
  const invoice = invoiceOfPath(c);
  if (!invoice) return c.notFound();
  const ctx = ctxOf(c);
  const inBasket = new Map(
    currentBasket(ctx, { callBackoffice: false }).basket.items.map((i) => [`${i.artikelId}|${i.bestelleinheit}`, i.mengeBestelleinheit]),
  );
  const lines: BasketAddRequest = [];
  for (const p of positionsToReorder(c, invoice)) {
    const a = p.artikel;
    if (!a?.bestellbar || p.mengeAbfuellung <= 0) continue;
    const unit = a.bestelleinheitAbfuellung ?? a.bestelleinheitGrossgebinde;
    if (!unit) continue;
    const menge = Math.ceil(p.mengeAbfuellung / unit.mengeAbfuellung);
    const key = `${a.artikelId}|${unit.bestelleinheit}`;
    lines.push({ artikelId: a.artikelId, bestelleinheit: unit.bestelleinheit, mengeBestelleinheit: (inBasket.get(key) ?? 0) + menge });
  }
  if (lines.length > 0) addToBasket(ctx, lines);
  return c.redirect(SHOP_URLS.basket, 303);
});
