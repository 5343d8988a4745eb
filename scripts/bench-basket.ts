/**
 * Basket figures of ARCHITECTURE.md §8, measured in headless Chromium on the demo shop (built dist/):
 * click on add-to-basket → badge updated (requests and ms), typing a new quantity fast (requests),
 * and the basket elements' own chunk sizes. One line per figure.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join, relative } from 'node:path';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { DESKTOP, startDemoShop } from '../tests/e2e/support/demo-shop.ts';

const line = (what: string, value: string, ok: boolean, budget: string): void =>
  console.log(`${what.padEnd(44)}${value.padStart(10)}   ${ok ? 'ok  ' : 'OVER'} budget ${budget}`);

const shop = await startDemoShop();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'de-CH' });
  const page = await context.newPage();
  const basketPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/basket/')) basketPosts.push(request.url());
  });

  // 1006 has one unit and is orderable; the control sits in <shop-article-detail>, or alone if that element is absent.
  await page.goto(`${shop.url}/shop/1006`);
  await page.waitForFunction(() => customElements.get('shop-header') !== undefined);
  await page.evaluate(async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (customElements.get('shop-article-detail')) return;
    const detail = document.querySelector('shop-article-detail');
    const control = document.createElement('shop-add-to-basket');
    control.setAttribute('artikel', detail?.getAttribute('artikel') ?? '');
    detail?.after(control);
  });
  const button = page.getByRole('button', { name: 'In den Warenkorb' });
  await button.waitFor();
  await page.waitForFunction(() => document.querySelector('.vk-basket-badge')?.getAttribute('data-count') === '0');

  // Timed inside the page: from the click event to the badge's new count in the DOM.
  const clickMs = await button.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        const badge = document.querySelector('.vk-basket-badge')!;
        let start = 0;
        new MutationObserver(() => {
          if (badge.getAttribute('data-count') === '1') resolve(performance.now() - start);
        }).observe(badge, { attributes: true, subtree: true, childList: true });
        start = performance.now();
        (element as HTMLButtonElement).click();
      }),
  );
  line('click → badge: requests', String(basketPosts.length), basketPosts.length === 1, '1');
  line('click → badge: time', `${clickMs.toFixed(0)} ms`, clickMs <= 100, '≤ 100 ms');

  // Typing a new quantity fast on the basket page: one request once the 800 ms debounce settles.
  await page.goto(`${shop.url}/checkout/basket`);
  const quantity = page.getByRole('spinbutton', { name: /^Menge von/ });
  await quantity.waitFor();
  basketPosts.length = 0;
  await quantity.click();
  await quantity.press('ControlOrMeta+a');
  await quantity.pressSequentially('12345', { delay: 60 });
  await page.waitForTimeout(1500);
  line('typing a quantity fast: requests', String(basketPosts.length), basketPosts.length === 1, '1');
  await context.close();
} finally {
  await browser.close();
  await shop.close();
}

// What each basket tag loads beyond the shared runtime: its file and the static imports not in runtime.js's closure.
const dist = new URL('../dist/', import.meta.url).pathname;
function closure(file: string, seen = new Set<string>()): Set<string> {
  for (const match of readFileSync(join(dist, file), 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+)["']/g)) {
    const target = relative(dist, join(dist, dirname(file), match[1]!));
    if (!seen.has(target)) closure(target, seen.add(target));
  }
  return seen;
}
const runtime = closure('runtime.js').add('runtime.js');
for (const name of ['basket', 'add-to-basket', 'basket-badge', 'basket-preview']) {
  const file = `widgets/${name}.js`;
  const own = [file, ...[...closure(file)].filter((chunk) => !runtime.has(chunk))];
  const kb = own.reduce((sum, chunk) => sum + gzipSync(readFileSync(join(dist, chunk)), { level: 9 }).length / 1024, 0);
  line(`widget ${name} (own chunks, gzip)`, `${kb.toFixed(1)} KB`, kb <= 15, '≤ 15 KB');
}
