import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, newVisitor, withDemoShop } from './support/demo-shop.ts';
import { hydrated } from './support/hydration.ts';

/**
 * The first Intl formatter of a page loads ICU data: a 110–150 ms long task on a throttled phone
 * (src/i18n/format-number.ts). No page may pay it on its first render. Intl.PluralRules (lingui's
 * plural category) is cheap and allowed; the checkout's delivery date needs Intl for its time zone.
 */
const demo = withDemoShop();

/** Counts every use, with where it came from, in `window.__intlUses`. */
function countIntlUses() {
  const uses: string[] = [];
  (window as unknown as { __intlUses: string[] }).__intlUses = uses;
  const record = (what: string) => uses.push(`${what} ${new Error().stack?.split('\n').slice(2, 5).join(' ← ') ?? ''}`);
  const intl = Intl as unknown as Record<string, object>;
  for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator']) {
    const original = intl[name] as (...args: unknown[]) => object;
    intl[name] = new Proxy(original, {
      construct(target, args, newTarget) {
        record(`new Intl.${name}`);
        return Reflect.construct(target, args, newTarget);
      },
      apply(target, self, args) {
        record(`Intl.${name}()`);
        return Reflect.apply(target, self, args);
      },
    });
  }
  // These build an ICU formatter inside the engine, without the constructors above.
  const methods: [object, string, string][] = [
    [Number.prototype, 'toLocaleString', 'Number'],
    [String.prototype, 'localeCompare', 'String'],
    [Date.prototype, 'toLocaleString', 'Date'],
    [Date.prototype, 'toLocaleDateString', 'Date'],
    [Date.prototype, 'toLocaleTimeString', 'Date'],
  ];
  for (const [prototype, method, type] of methods) {
    const target = prototype as Record<string, (...args: unknown[]) => unknown>;
    const original = target[method]!;
    target[method] = function (this: unknown, ...args: unknown[]) {
      record(`${type}.prototype.${method}`);
      return original.apply(this, args);
    };
  }
}

/** Every island on the page defined and rendered, and the browser idle after its transitions. */
async function intlUsesAfterFirstRender(page: Page, path: string, rendered: string): Promise<string[]> {
  await page.goto(demo.shop.url + path);
  // The page's own requests answered, each one (hydrated() counts them), not a quiet half second.
  await hydrated(page);
  await page.waitForFunction(() =>
    [...document.querySelectorAll(':not(:defined)')].every((element) => !element.localName.startsWith('shop-')),
  );
  await page.locator(rendered).first().waitFor({ state: 'attached' });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
  return page.evaluate(() => (window as unknown as { __intlUses: string[] }).__intlUses);
}

describe('no Intl formatter on first render', () => {
  it('home, shop, article detail, basket with a line and invoices use none', async () => {
    const { context, page, errors } = await newVisitor(demo.browser);
    await context.addInitScript(countIntlUses);

    expect(await intlUsesAfterFirstRender(page, '/', '.vk-basket-badge'), '/').toEqual([]);
    expect(await intlUsesAfterFirstRender(page, '/shop', 'shop-article-list :text("CHF")'), '/shop').toEqual([]);
    expect(
      await intlUsesAfterFirstRender(page, '/shop/1001-dezaley-grand-cru', 'shop-article-detail .vk-attributes'),
      'article detail',
    ).toEqual([]);

    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.getByText('Der Artikel wurde in den Warenkorb gelegt.').waitFor();
    expect(await intlUsesAfterFirstRender(page, '/checkout/basket', '.vk-basket-line__bottles'), '/checkout/basket').toEqual([]);

    await logIn(page, demo.shop.url, 'demo@vinothek.ch', '/account/rechnungen');
    expect(await intlUsesAfterFirstRender(page, '/account/rechnungen', 'shop-invoices :text("CHF")'), '/account/rechnungen').toEqual([]);
    // fr-CH and it-CH numbers are written without Intl too (issue 26).
    expect(await intlUsesAfterFirstRender(page, '/shop?lang=fr', 'shop-article-list :text("CHF")'), '/shop in French').toEqual([]);
    expect(
      await intlUsesAfterFirstRender(page, '/account/rechnungen?lang=it', 'shop-invoices :text("CHF")'),
      'invoices in Italian',
    ).toEqual([]);

    expect(errors).toEqual([]);
    await context.close();
  });
});
