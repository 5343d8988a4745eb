import { Hono, type Context } from 'hono';
import type { AppEnv } from '../platform/context.ts';
import { html } from '../platform/html.ts';
import { renderPage } from '../platform/layout.ts';
import { CSRF_FORM_FIELD } from '../platform/csrf.ts';
import { requireLoginPage } from '../platform/require-login.ts';
import { ctxOf } from '../platform/http.ts';
import { formFields } from '../platform/validate.ts';
import { findInvoice, invoiceDetailUrl } from './invoices.ts';
import { INVOICE_ZAHLUNGSARTEN, bookInvoicePayment, isPayable } from './invoice-payment.ts';

/**
 * The demo payment provider for invoices (issue 35), as /checkout/zahlung is for orders: one click pays and
 * returns to the invoice. The amount can be lowered, so the demo can also show a partly paid invoice.
 */
export const invoicePaymentPages = new Hono<AppEnv>();

const chf = new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' });

function payment(c: Context<AppEnv>) {
  const ctx = ctxOf(c);
  const id = c.req.param('id') ?? '';
  const userId = ctx.session.userId;
  const row = /^\d{1,15}$/.test(id) && userId != null ? findInvoice(ctx.db, userId, Number(id)) : null;
  const zahlungsart = INVOICE_ZAHLUNGSARTEN.find((z) => String(z.id) === c.req.query('zahlungsart'));
  return row && zahlungsart ? { row, zahlungsart } : null;
}

function paymentPage(c: Context<AppEnv>, found: NonNullable<ReturnType<typeof payment>>, error?: string) {
  const { row, zahlungsart } = found;
  const open = row.totalOpen.toFixed(2);
  const body = html`<section class="demo-payment" aria-labelledby="payment-title">
  <h1 id="payment-title">Bezahlung mit ${zahlungsart.recordDisplayName}</h1>
  <p>Demo-Zahlungsseite: Hier würde der Zahlungsanbieter die Zahlung abwickeln.</p>
  <p>${row.belegart} ${row.belegNr}, offener Betrag <strong>${chf.format(row.totalOpen)}</strong></p>
  <form method="post">
    <input type="hidden" name="${CSRF_FORM_FIELD}" value="${c.get('session').csrfToken}">
    <p>
      <label for="betrag">Betrag in CHF</label>
      <input id="betrag" name="betrag" type="number" inputmode="decimal" step="0.01" min="0.01" max="${open}" value="${open}" required${error ? html` aria-invalid="true" aria-describedby="betrag-fehler"` : ''}>
      ${error ? html`<span id="betrag-fehler" class="field-error">${error}</span>` : ''}
    </p>
    <p>Ein kleinerer Betrag bezahlt die Rechnung nur teilweise (für die Demo).</p>
    <button type="submit" class="button button--primary">Jetzt bezahlen</button>
    <a class="button" href="${invoiceDetailUrl(row.id)}">Abbrechen</a>
  </form>
</section>`;
  return renderPage(c, { title: `Bezahlung mit ${zahlungsart.recordDisplayName}`, body, status: error ? 400 : 200 });
}

invoicePaymentPages.get('/account/rechnungen/:id/zahlung', requireLoginPage(), (c) => {
  const found = payment(c);
  if (!found) return c.notFound();
  if (!isPayable(found.row)) return c.redirect(invoiceDetailUrl(found.row.id), 302);
  return paymentPage(c, found);
});

invoicePaymentPages.post('/account/rechnungen/:id/zahlung', requireLoginPage(), async (c) => {
  const found = payment(c);
  if (!found) return c.notFound();
  if (isPayable(found.row)) {
    const betrag = Number(String((await formFields(c)).betrag ?? '').replace(',', '.'));
    if (!Number.isFinite(betrag) || betrag < 0.01 || betrag > found.row.totalOpen + 0.001)
      return paymentPage(c, found, `Bitte geben Sie einen Betrag von 0.01 bis ${found.row.totalOpen.toFixed(2)} ein.`);
    bookInvoicePayment(ctxOf(c).db, found.row, betrag);
  }
  return c.redirect(invoiceDetailUrl(found.row.id), 303);
});
