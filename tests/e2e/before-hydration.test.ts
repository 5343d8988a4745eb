import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newVisitor, PHONE, screenshot, withDemoShop } from './support/demo-shop.ts';
import { collectHydrationWarnings, hydrated, openWithScriptsHeld } from './support/hydration.ts';
import { scrollToSettled } from './support/scroll.ts';
import { startStreamingProxy } from './support/streaming-proxy.ts';

/**
 * Issue 25: with the server-rendered list or detail on screen and the scripts still on their way (seconds on a
 * slow phone), what the shopper does takes effect. The loader runs (it is tiny and comes first) and marks what
 * was pressed or changed; the runtime and the element files are held back, then released: the island replays
 * it as it hydrates. Links need no script at all.
 */
const demo = withDemoShop();
const DESKTOP_1280 = { width: 1280, height: 800 };
const DETAIL = '/shop/1001-dezaley-grand-cru';

const openWithRuntimeHeld = (page: Page, path: string, tag: string) =>
  openWithScriptsHeld(page, `${demo.shop.url}${path}`, tag, 'runtime.js');

/** The article ids of the cards on screen, in order. */
const cardIds = (page: Page) =>
  page.locator('shop-article-list .vk-card').evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.artikelId));

/** The article ids the server renders for `path`: what the list must show for the same address. */
async function serverCardIds(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(`${demo.shop.url}${path}`)).text();
  return [...html.matchAll(/data-artikel-id="(\d+)"/g)].map((match) => match[1]!);
}

/** The bodies of the page's basket additions, parsed. */
function basketAdds(page: Page): unknown[] {
  const adds: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/basket/add')) adds.push(request.postDataJSON());
  });
  return adds;
}

const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sortieren nach' });
const rotwein = (page: Page) => page.getByRole('group', { name: 'Weinart' }).getByRole('checkbox', { name: /Rotwein/ });

describe('before hydration: the article list', () => {
  it('1280 px: a sort, a filter and "In den Warenkorb" chosen before the scripts all take effect once they run', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, DESKTOP_1280);
    const warnings = collectHydrationWarnings(page);
    const adds = basketAdds(page);
    const { release } = await openWithRuntimeHeld(page, '/shop', 'shop-article-list');

    // The filters are there before any script, in the sidebar's column.
    await sortSelect(page).selectOption({ label: 'Preis aufsteigend' });
    await rotwein(page).check();
    const firstCard = page.locator('shop-article-list .vk-card').first();
    const pressedId = await firstCard.getAttribute('data-artikel-id');
    await firstCard.getByRole('button', { name: 'In den Warenkorb' }).click();
    expect(adds).toEqual([]);
    await screenshot(page, 'before-hydration-list-1280-chosen');

    await release();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'preis-asc' && url.searchParams.get('egruppe') === 'rotwein');
    const expected = await serverCardIds(page, '/shop?egruppe=rotwein&sort=preis-asc');
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => cardIds(page)).toEqual(expected);
    const prices = await page
      .locator('shop-article-list .vk-card .vk-price__amount')
      .allTextContents()
      .then((texts) => texts.map((text) => Number(text.replace(/[^\d.]/g, ''))));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(await sortSelect(page).inputValue()).toBe('preis-asc');
    expect(await rotwein(page).isChecked()).toBe(true);

    await expect.poll(() => page.locator('.vk-basket-badge').getAttribute('data-count')).toBe('1');
    expect(adds).toEqual([[expect.objectContaining({ artikelId: Number(pressedId), mengeBestelleinheit: 1 })]]);
    await hydrated(page);
    await screenshot(page, 'before-hydration-list-1280-replayed');
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('before any script, the loader too: a filter ticked is found by comparing with the server’s render and takes effect', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, DESKTOP_1280);
    const warnings = collectHydrationWarnings(page);
    // loader.js held: nothing marks anything; the change is only in the DOM.
    const { release } = await openWithScriptsHeld(page, `${demo.shop.url}/shop`, 'shop-article-list');
    await rotwein(page).check();
    expect(await page.locator('[data-early]').count()).toBe(0);

    await release();
    await page.waitForURL((url) => url.searchParams.get('egruppe') === 'rotwein');
    await expect.poll(() => cardIds(page)).toEqual(await serverCardIds(page, '/shop?egruppe=rotwein'));
    expect(await rotwein(page).isChecked()).toBe(true);
    await hydrated(page);
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a filter ticked and unticked again before the scripts is nothing; another ticked alone is one search', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, DESKTOP_1280);
    const warnings = collectHydrationWarnings(page);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/artikelsearch')) searches.push(request.url());
    });
    const { release } = await openWithRuntimeHeld(page, '/shop', 'shop-article-list');
    const weinart = page.getByRole('group', { name: 'Weinart' });
    await rotwein(page).check();
    await rotwein(page).uncheck();
    await weinart.getByRole('checkbox', { name: /Weisswein/ }).check();

    await release();
    await page.waitForURL(/\/shop\?egruppe=weisswein$/);
    await hydrated(page);
    expect(searches).toHaveLength(1);
    expect(await cardIds(page)).toEqual(await serverCardIds(page, '/shop?egruppe=weisswein'));
    expect(await rotwein(page).isChecked()).toBe(false);
    expect(await weinart.getByRole('checkbox', { name: /Weisswein/ }).isChecked()).toBe(true);
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('375 px: a sort chosen before the scripts sorts the list once they run, the filters never shown', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, PHONE);
    const warnings = collectHydrationWarnings(page);
    const { release } = await openWithRuntimeHeld(page, '/shop', 'shop-article-list');
    // On a phone the filters are in the markup but hidden until the panel opens.
    expect(await rotwein(page).count()).toBe(0);
    expect(await page.locator('shop-article-list input[type="checkbox"]').count()).toBeGreaterThan(0);
    await sortSelect(page).selectOption({ label: 'Preis aufsteigend' });

    await release();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'preis-asc');
    const expected = await serverCardIds(page, '/shop?sort=preis-asc');
    await expect.poll(() => cardIds(page)).toEqual(expected);
    expect(await sortSelect(page).inputValue()).toBe('preis-asc');
    await hydrated(page);
    await screenshot(page, 'before-hydration-list-375-sorted');
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in French: a sort chosen while the page waits for the runtime and then for its texts takes effect', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, DESKTOP_1280);
    const warnings = collectHydrationWarnings(page);
    const { release } = await openWithRuntimeHeld(page, '/shop?lang=fr', 'shop-article-list');
    await page.getByRole('combobox', { name: 'Trier par' }).selectOption({ label: 'Prix croissant' });

    await release();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'preis-asc');
    await expect.poll(() => cardIds(page)).toEqual(await serverCardIds(page, '/shop?sort=preis-asc'));
    expect(await page.getByRole('combobox', { name: 'Trier par' }).inputValue()).toBe('preis-asc');
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the pager is links: page 2 opens without any script, rendered by the server', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, DESKTOP_1280);
    await openWithScriptsHeld(page, `${demo.shop.url}/shop`, 'shop-article-list');
    const page2 = page.getByRole('navigation', { name: 'Seitennavigation' }).getByRole('link', { name: 'Seite 2' });
    expect(await page2.getAttribute('href')).toBe('/shop?page=2');
    // Held scripts stay held: the next document is read without any either (and never fires load).
    await scrollToSettled(page2);
    await page2.click();
    await page.waitForURL(/\/shop\?page=2$/, { waitUntil: 'commit' });
    await page.locator('shop-article-list[prerendered]').waitFor({ state: 'attached' });
    const current = page.getByRole('navigation', { name: 'Seitennavigation' }).locator('[aria-current="page"]');
    expect(await current.getAttribute('aria-label')).toBe('Seite 2');
    expect(await cardIds(page)).toEqual(await serverCardIds(page, '/shop?page=2'));
    // A filtered, sorted list's pages keep its filter and sort.
    await page.goto(`${demo.shop.url}/shop?egruppe=rotwein&sort=preis-asc`, { waitUntil: 'commit' });
    await page.locator('shop-article-list[prerendered] .vk-pager').waitFor({ state: 'attached' });
    expect(await page2.getAttribute('href')).toBe('/shop?egruppe=rotwein&sort=preis-asc&page=2');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the price range is a plain form without any script: the server renders the list for its address', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, DESKTOP_1280);
    await openWithScriptsHeld(page, `${demo.shop.url}/shop`, 'shop-article-list');
    await page.getByRole('spinbutton', { name: 'von CHF' }).fill('20');
    await page.getByRole('spinbutton', { name: 'bis CHF' }).fill('30');
    await page.getByRole('button', { name: 'Anwenden' }).click();
    await page.waitForURL(/\/shop\?preismin=20&preismax=30$/, { waitUntil: 'commit' });
    await page.locator('shop-article-list[prerendered]').waitFor({ state: 'attached' });
    const ids = await serverCardIds(page, '/shop?preismin=20&preismax=30');
    expect(ids.length).toBeGreaterThan(0);
    expect(await cardIds(page)).toEqual(ids);
    expect(ids).not.toEqual(await serverCardIds(page, '/shop'));
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('before hydration: the article detail', () => {
  it('a unit and a quantity chosen, then "In den Warenkorb", before the scripts: that line is added once they run', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, PHONE);
    const warnings = collectHydrationWarnings(page);
    const adds = basketAdds(page);
    const { release } = await openWithRuntimeHeld(page, DETAIL, 'shop-article-detail');
    await page.getByRole('combobox', { name: 'Bestelleinheit' }).selectOption({ label: 'Flasche 75 cl' });
    await page.getByRole('spinbutton', { name: 'Menge' }).fill('3');
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    expect(adds).toEqual([]);

    await release();
    await page.getByText('Der Artikel wurde in den Warenkorb gelegt.').waitFor();
    expect(adds).toEqual([[{ artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 3 }]]);
    expect(await page.getByRole('combobox', { name: 'Bestelleinheit' }).inputValue()).toBe('Abfuellung');
    expect(await page.getByRole('spinbutton', { name: 'Menge' }).inputValue()).toBe('3');
    expect(await page.locator('[data-early]').count()).toBe(0);
    await screenshot(page, 'before-hydration-detail-375-added');
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a unit and a quantity chosen before any script, the loader too, are what "In den Warenkorb" adds once hydrated', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, PHONE);
    const warnings = collectHydrationWarnings(page);
    const adds = basketAdds(page);
    const { release } = await openWithScriptsHeld(page, `${demo.shop.url}${DETAIL}`, 'shop-article-detail');
    await page.getByRole('combobox', { name: 'Bestelleinheit' }).selectOption({ label: 'Flasche 75 cl' });
    await page.getByRole('spinbutton', { name: 'Menge' }).fill('4');

    await release();
    await hydrated(page);
    expect(await page.getByRole('combobox', { name: 'Bestelleinheit' }).inputValue()).toBe('Abfuellung');
    expect(await page.getByRole('spinbutton', { name: 'Menge' }).inputValue()).toBe('4');
    // React's state has them, not only the DOM: the add sends them.
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.getByText('Der Artikel wurde in den Warenkorb gelegt.').waitFor();
    expect(adds).toEqual([[{ artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 4 }]]);
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('before the page has even arrived (issue 36)', () => {
  it('375 px: "In den Warenkorb" on the first card while the rest of the list still streams in shows pending at once and adds once the page runs', async () => {
    // The document stops after the first card; the loader (async) arrives meanwhile and runs at once.
    const proxy = await startStreamingProxy(demo.shop.url, '/shop', '<article class="vk-card', 2);
    const { page, errors, context } = await newVisitor(demo.browser, PHONE);
    const adds = basketAdds(page);
    try {
      await page.goto(`${proxy.url}/shop`, { waitUntil: 'commit' });
      // The loader has run (it made the page's set of requested tags) while the document is still loading.
      await page.waitForFunction(() => 'vinothekRequestedTags' in globalThis);
      expect(await page.evaluate(() => document.readyState)).toBe('loading');
      const firstCard = page.locator('shop-article-list .vk-card').first();
      const pressedId = await firstCard.getAttribute('data-artikel-id');
      const button = firstCard.getByRole('button', { name: 'In den Warenkorb' });
      await button.click();
      // Pending at once (the loader's mark shows a busy button), nothing sent yet.
      expect(await button.getAttribute('data-early')).toBe('');
      await screenshot(page, 'streaming-press-pending-375', { fullPage: false });
      expect(adds).toEqual([]);

      proxy.release();
      await expect.poll(() => page.locator('.vk-basket-badge').getAttribute('data-count')).toBe('1');
      expect(adds).toEqual([[expect.objectContaining({ artikelId: Number(pressedId), mengeBestelleinheit: 1 })]]);
      await hydrated(page);
      expect(await page.locator('[data-early]').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await proxy.close();
    }
  });
});
