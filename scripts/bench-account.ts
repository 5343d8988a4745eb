/**
 * Account figures of ARCHITECTURE.md §8 against the demo shop in Chromium (run by `npm run bench` after the build):
 * all JS each account page loads for a logged-in customer, the header included (budget 120 KB gzip).
 */
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { DESKTOP, newVisitor, startDemoShop } from '../tests/e2e/support/demo-shop.ts';

const BUDGET_KB = 120;
const shop = await startDemoShop({ articles: 300 });
const browser = await launchBrowser();
let failed = false;

/** All JS a page loads, gzip -9, in a new tab (routing turns the HTTP cache off, so shared chunks count too). */
async function jsOf(context: Awaited<ReturnType<typeof newVisitor>>['context'], path: string): Promise<number> {
  const tab = await context.newPage();
  await tab.route('**/*', (route) => route.continue());
  const sizes: Promise<number>[] = [];
  tab.on('response', (response) => {
    if (/\.m?js(\?|$)/.test(response.url()))
      sizes.push(
        response.body().then(
          (body) => gzipSync(body, { level: 9 }).length,
          () => 0,
        ),
      );
  });
  await tab.goto(shop.url + path, { waitUntil: 'networkidle' });
  const kb = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0) / 1024;
  await tab.close();
  return kb;
}

function row(path: string, kb: number) {
  const ok = kb <= BUDGET_KB;
  if (!ok) failed = true;
  const what = `JS per page ${path.replace(/\/\d+$/, '/{id}')}`;
  console.log(`${what.padEnd(48)}  ${`${kb.toFixed(1)} KB gzip`.padStart(14)}  ${ok ? 'ok  ' : 'OVER'} budget ≤ ${BUDGET_KB} KB gzip`);
}

try {
  const { page, context } = await newVisitor(browser, DESKTOP);
  row('/account/registrieren', await jsOf(context, '/account/registrieren'));
  await page.goto(`${shop.url}/account/login`);
  await page.getByLabel('E-Mail').fill('demo@vinothek.ch');
  await page.getByLabel('Passwort').fill('demo1234');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForLoadState('networkidle');
  const invoiceUrl = await page.evaluate(
    async () => ((await (await fetch('/api/account/rechnungen')).json()) as { items: { detailUrl: string }[] }).items[0]!.detailUrl,
  );
  for (const path of ['/account/adressen', '/account/bestellungen', '/account/rechnungen', invoiceUrl])
    row(path, await jsOf(context, path));
  await context.close();
} finally {
  await browser.close();
  await shop.close();
}
if (failed) process.exitCode = 1;
