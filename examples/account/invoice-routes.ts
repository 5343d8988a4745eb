import { Hono } from 'hono';
import type { AppEnv } from '../platform/context.ts';
import { ctxOf, notFound, userIdOf } from '../platform/http.ts';
import { idParam, pageParam } from '../platform/params.ts';
import { serve } from '../platform/serve.ts';
import { validationFailed } from '../platform/validate.ts';
import { accountInvoicePay, accountInvoices } from '../../src/core/api/routes/account.ts';
import { INVOICE_ZAHLUNGSARTEN, invoicePaymentUrl, isPayable } from './invoice-payment.ts';
import { findInvoice, invoicePage } from './invoices.ts';

/** The customer's invoices, a page at a time, and paying one (under /api/account like the rest of the account). */
export const invoiceRoutes = new Hono<AppEnv>();

serve(invoiceRoutes, accountInvoices, (c) => {
  const ctx = ctxOf(c);
  return c.json(invoicePage(ctx.db, userIdOf(ctx), pageParam(c)));
});

/** Issue 35: start paying an invoice online; the answer is the demo payment page, which returns to the invoice. */
serve(invoiceRoutes, accountInvoicePay, (c, body) => {
  const ctx = ctxOf(c);
  const row = findInvoice(ctx.db, userIdOf(ctx), idParam(c, 'rechnungId'));
  if (!row) notFound();
  if (!isPayable(row)) validationFailed({ '': { isValid: false, message: 'Diese Rechnung ist nicht mehr offen.' } });
  if (!INVOICE_ZAHLUNGSARTEN.some((z) => z.id === body.zahlungsartId))
    validationFailed({ zahlungsartId: { isValid: false, message: 'Diese Zahlungsart gibt es für Rechnungen nicht.' } });
  return c.json({ url: invoicePaymentUrl(row.id, body.zahlungsartId) });
});
