import { Hono } from 'hono';
import type { AppEnv } from '../platform/context.ts';
import { pageQuery } from '../platform/params.ts';
import { requireLoginPage } from '../platform/require-login.ts';
import { html } from '../platform/html.ts';
import { customerTag } from '../platform/prerender.ts';
import { renderPage } from '../platform/layout.ts';
import { accountLayout } from '../platform/components.ts';
import { SHOP_URLS } from '../platform/urls.ts';
import { pageTexts } from '../platform/page-language.ts';
import { fill } from '../platform/texts/index.ts';
import { invoiceDetail, invoicesPage } from './invoice-views.ts';
import { invoicePaymentPages } from './invoice-payment-pages.ts';

/** The customer's invoices: the list, one invoice, and the demo payment page of an open one. */
export const invoicePages = new Hono<AppEnv>();

// Every page below /account/rechnungen is the customer's, the reorder page commerce serves too.
invoicePages.use(SHOP_URLS.invoices, requireLoginPage());
invoicePages.use(`${SHOP_URLS.invoices}/*`, requireLoginPage());

invoicePages.get(SHOP_URLS.invoices, async (c) => {
  const title = pageTexts(c).invoices;
  const invoices = await customerTag(c, 'shop-invoices', { initial: invoicesPage(c, pageQuery(c)) });
  return renderPage(c, { title, body: accountLayout(c, SHOP_URLS.invoices, title, invoices) });
});

invoicePages.get(`${SHOP_URLS.invoices}/:id`, async (c) => {
  const id = Number(c.req.param('id'));
  const invoice = Number.isInteger(id) ? invoiceDetail(c, id) : null;
  if (!invoice) return c.notFound();
  const t = pageTexts(c);
  const title = fill(t.invoice, { number: invoice.rechnungsNummer });
  const content = html`<p><a class="back-link" href="${SHOP_URLS.invoices}">${t.backToInvoices}</a></p>
${await customerTag(c, 'shop-invoice-detail', { invoice })}`;
  return renderPage(c, { title, body: accountLayout(c, SHOP_URLS.invoices, title, content) });
});

invoicePages.route('/', invoicePaymentPages);
