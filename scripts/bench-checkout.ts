/**
 * Checkout figures of ARCHITECTURE.md §8 against the demo shop in Chromium (run by `npm run bench` after the build):
 * all JS the checkout page loads (header included) and the requests each changed choice makes (spec §4:
 * one validate per change). The checkout chunk's own size is reported by bench.ts with the other widgets.
 */
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { budgetRow } from './lib/budget-row.ts';
import { DESKTOP, newVisitor, startDemoShop } from '../tests/e2e/support/demo-shop.ts';

const shop = await startDemoShop();
const browser = await launchBrowser();
const row = budgetRow;

try {
  const { page, context } = await newVisitor(browser, DESKTOP);
  await page.goto(`${shop.url}/account/login?returnUrl=/shop/1001`);
  await page.getByLabel(/E-Mail|Benutzername/i).fill('demo@vinothek.ch');
  await page.getByLabel(/Passwort/i).fill('demo1234');
  await page.getByRole('button', { name: /anmelden/i }).click();
  await page.waitForURL(/\/shop\/1001/);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await page.getByText('Der Artikel wurde in den Warenkorb gelegt.').waitFor();

  const sizes: Promise<number>[] = [];
  const onResponse = (response: { url(): string; body(): Promise<Buffer> }) => {
    if (/\.m?js(\?|$)/.test(response.url()))
      sizes.push(
        response.body().then(
          (body) => gzipSync(body, { level: 9 }).length,
          () => 0,
        ),
      );
  };
  page.on('response', onResponse);
  await page.goto(`${shop.url}/checkout`, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  row('JS on /checkout (header included)', (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0) / 1024, 'KB gzip', 150);

  let validates = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/checkout/validate')) validates++;
  });
  const changes: [string, () => Promise<void>][] = [
    ['delivery type', () => page.getByRole('radio', { name: /Kurier/ }).check()],
    ['payment method', () => page.getByRole('radio', { name: /Rechnung/ }).check()],
    [
      'delivery date',
      async () => {
        await page.getByRole('textbox', { name: /Wunschdatum/ }).fill('24.12.2026');
        await page.keyboard.press('Enter');
      },
    ],
    ['terms', () => page.getByRole('checkbox', { name: 'Ich akzeptiere die AGB.' }).check()],
    [
      'remarks',
      async () => {
        await page.getByRole('textbox', { name: 'Bemerkungen zu Ihrer Bestellung' }).fill('Bitte klingeln');
        await page.keyboard.press('Tab');
      },
    ],
  ];
  const counts: number[] = [];
  for (const [, change] of changes) {
    validates = 0;
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/checkout/validate'));
    await change();
    await answered;
    // Anything a change sends goes out at once; a short quiet spell shows there is no second request.
    await page.waitForTimeout(300);
    counts.push(validates);
  }
  row(`requests per changed choice (${changes.map(([kind]) => kind).join(', ')}: most)`, Math.max(...counts), 'request', 1);
  if (Math.min(...counts) < 1) process.exitCode = 1;
  await context.close();
} finally {
  await browser.close();
  await shop.close();
}
