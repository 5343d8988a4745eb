import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Invoice, InvoiceList } from '../../src/core/api/schemas/account.ts';
import { DEMO_CREDITOR } from '../../examples/platform/shop-config.ts';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, logIn, newVisitor, PHONE, screenshot, withDemoShop } from './support/demo-shop.ts';
import { hydrated, trackRequests } from './support/hydration.ts';
import { decodeSwissQr, expectSwissQrBill, pdfPagesAsPng, type ExpectedBill } from './support/swiss-qr.ts';

/** Issue 35: paying an open invoice from the account, with a QR-bill any banking app reads, or online. */
const demo = withDemoShop();

/** The demo customer's invoices as the API gives them (the page's cookies), each kind in the seeded order. */
async function invoices(page: Page): Promise<Invoice[]> {
  const all: Invoice[] = [];
  for (let n = 1; ; n++) {
    const list = (await (await page.request.get(`${demo.shop.url}/api/account/rechnungen?page=${n}`)).json()) as InvoiceList;
    all.push(...list.items);
    if (n * list.pageSize >= list.totalItems) return all;
  }
}

/** Logs the demo customer in and picks the `skip`-th Rechnung (type 10) in this state. */
async function loggedInWith(page: Page, belegstatus: 'Offen' | 'Teilbezahlt', skip = 0): Promise<Invoice> {
  await logIn(page, demo.shop.url, 'demo@vinothek.ch', '/account/rechnungen');
  const found = (await invoices(page)).filter((invoice) => invoice.belegstatus === belegstatus && invoice.belegartID === 10)[skip];
  if (!found?.zahlung) throw new Error(`no payable ${belegstatus} invoice #${skip}`);
  return found;
}

/** The demo customer's billing addresses as the payment part must carry them: street and number apart (type S). */
const DEBTORS: Record<string, { name: string; strasse: string; hausnummer: string }> = {
  'Rebweg 5': { name: 'Anna Muster', strasse: 'Rebweg', hausnummer: '5' },
  'Via Cantonale 12': { name: 'Anna Muster', strasse: 'Via Cantonale', hausnummer: '12' },
  'Bahnhofstrasse 50': { name: 'Muster Treuhand AG', strasse: 'Bahnhofstrasse', hausnummer: '50' },
};

function expectedBill(invoice: Invoice): ExpectedBill {
  const address = invoice.rechnungsAdresse!;
  return {
    iban: DEMO_CREDITOR.iban,
    creditor: { ...DEMO_CREDITOR },
    amount: invoice.totalOpen,
    debtor: { ...DEBTORS[address.strasse!]!, plz: address.plz!, ort: address.ort!, land: 'CH' },
    referenz: invoice.zahlung!.referenz!,
    belegNr: invoice.belegNr,
  };
}

/** The payment part once drawn (its chunk loads after the first paint), as pixels of the page. */
async function paymentPartPng(page: Page): Promise<Buffer> {
  const part = page.getByRole('img', { name: /^Zahlteil der QR-Rechnung/ });
  // Its chunk comes when the part nears the viewport (QrBill.tsx), as a shopper scrolls to it.
  await part.scrollIntoViewIfNeeded();
  await part.locator(':scope > svg').waitFor();
  return part.screenshot();
}

describe('QR-bill of an open invoice', () => {
  it('shows the payment part whose Swiss QR code two decoders read field by field, and the same in the A4 PDF', async () => {
    const { context, page, errors } = await newVisitor(demo.browser, DESKTOP);
    const row = await loggedInWith(page, 'Offen');
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
    await page.goto(`${demo.shop.url}${row.detailUrl}`);
    await page.getByRole('heading', { name: 'Rechnung bezahlen', exact: true }).waitFor();
    const png = await paymentPartPng(page);
    expectSwissQrBill(await decodeSwissQr(png), expectedBill(row));
    await screenshot(page, 'qr-bill-offen-1440');
    expect(await axeViolations(page)).toEqual([]);

    // The PDF's code (PDFKit) is not part of the page's load: it comes with the first click.
    expect(chunks.filter((path) => /qr-bill-pdf/.test(path))).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'QR-Rechnung herunterladen (PDF)' }).click(),
    ]);
    expect(chunks.filter((path) => /qr-bill-pdf/.test(path))).toHaveLength(1);
    expect(download.suggestedFilename()).toBe(`QR-Rechnung-${row.belegNr}.pdf`);
    // The browser is shared by the run (a remote connection): the file is copied here.
    const saved = join(mkdtempSync(join(tmpdir(), 'qr-bill-download-')), download.suggestedFilename());
    await download.saveAs(saved);
    const pdf = readFileSync(saved);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(execFileSync('pdfinfo', ['-'], { input: pdf }).toString()).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expectSwissQrBill(await decodeSwissQr(readFileSync(pdfPagesAsPng(pdf))), expectedBill(row));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a partly paid invoice’s code carries only the rest still open, readable on a phone', async () => {
    const context = await demo.browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, locale: 'de-CH' });
    const page = await context.newPage();
    trackRequests(page); // hydrated() waits for the requests it counts
    const row = await loggedInWith(page, 'Teilbezahlt');
    expect(row.totalOpen).toBeLessThan(row.totalNetto);
    const encoder: string[] = [];
    page.on('request', (request) => void (/qr-bill-svg/.test(request.url()) && encoder.push(request.url())));
    await page.goto(`${demo.shop.url}${row.detailUrl}`);
    await page.getByText('Teilbezahlt', { exact: true }).first().waitFor();
    await hydrated(page);
    // Far below the fold on a phone: the QR encoder is not part of the page's load (its JS budget), only of a scroll.
    expect(encoder).toEqual([]);
    const png = await paymentPartPng(page);
    expect(encoder).toHaveLength(1);
    expectSwissQrBill(await decodeSwissQr(png), expectedBill(row));
    // The part scales to the phone's width, nothing sticks out of the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'qr-bill-teilbezahlt-375');
    await context.close();
  });

  it('draws the payment part’s headings in the page’s language', async () => {
    const { context, page } = await newVisitor(demo.browser, DESKTOP);
    const row = await loggedInWith(page, 'Offen', 1);
    await page.goto(`${demo.shop.url}${row.detailUrl}?lang=fr`);
    const part = page.getByRole('img', { name: /^Section paiement de la QR-facture/ });
    await part.scrollIntoViewIfNeeded();
    await part.locator(':scope > svg').waitFor();
    const text = await part.locator(':scope > svg').evaluate((svg) => svg.textContent ?? '');
    expect(text).toContain('Section paiement');
    expect(text).toContain('Payable par');
    expect(text).not.toContain('Zahlteil');
    await context.close();
  });
});

describe('paying an invoice online', () => {
  it('logs in, opens an open invoice, pays it with TWINT and is back on the invoice, now paid', async () => {
    const { context, page, errors } = await newVisitor(demo.browser, DESKTOP);
    // logs in on the invoice list
    const row = await loggedInWith(page, 'Offen', 2);
    await page
      .getByRole('link', { name: new RegExp(row.belegNr) })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === `/account/rechnungen/${row.id}`);
    await page.getByRole('heading', { level: 2, name: `Rechnung ${row.belegNr}` }).waitFor();
    const badge = page.locator('.vk-invoice__header .vk-payment-badge');
    await expect.poll(() => badge.textContent()).toBe('Offen');

    await page.getByRole('button', { name: /mit TWINT bezahlen$/ }).click();
    await page.getByRole('heading', { name: 'Bezahlung mit TWINT' }).waitFor();
    await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();

    await page.waitForURL((url) => url.pathname === `/account/rechnungen/${row.id}`);
    await screenshot(page, 'qr-bill-bezahlt-1440');
    await expect.poll(() => badge.textContent()).toBe('Bezahlt');
    expect(await page.getByRole('heading', { name: 'Rechnung bezahlen', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /QR-Rechnung/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
