import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, newVisitor, PHONE, screenshot, withDemoShop } from './support/demo-shop.ts';
import { hydrated } from './support/hydration.ts';
import { scrollToSettled } from './support/scroll.ts';

const demo = withDemoShop();

function countSearches(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/artikelsearch/search')) count++;
  });
  return { count: () => count };
}

describe('catalogue journeys', () => {
  it('list: no search call on first load, filter → URL → back, sort, show more', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, DESKTOP);
    const searches = countSearches(page);
    await page.goto(`${demo.shop.url}/shop`);
    const weinart = page.getByRole('group', { name: 'Weinart' });
    await weinart.getByRole('checkbox', { name: /Rotwein/ }).waitFor();
    // Counted once the list has hydrated, and ticked after it: a tick before is before-hydration.test.ts's case
    // (the box is put back to the server's state and ticked again as the list takes over, which check() could
    // read in between on a busy machine).
    await hydrated(page);
    expect(searches.count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await weinart.getByRole('checkbox', { name: /Rotwein/ }).check();
    await page.waitForURL(/\?egruppe=rotwein$/);
    await scrollToSettled(page.getByRole('link', { name: 'Seite 2' }));
    await page.getByRole('link', { name: 'Seite 2' }).click();
    await page.waitForURL(/\?egruppe=rotwein&page=2$/);
    await page.goBack();
    await page.waitForURL(/\?egruppe=rotwein$/);
    await page.goBack();
    await page.waitForURL(/\/shop$/);
    await expect.poll(() => weinart.getByRole('checkbox', { name: /Rotwein/ }).isChecked()).toBe(false);

    await page.getByRole('combobox', { name: 'Sortieren nach' }).selectOption('preis-asc');
    await page.waitForURL(/\?sort=preis-asc$/);
    const firstPrice = await page.locator('.vk-card .vk-price__amount').first().textContent();
    expect(firstPrice).toMatch(/CHF/);

    // infinite paging on the same element: 'mehr anzeigen' merges the next page
    await page.locator('shop-article-list').evaluate((element) => element.setAttribute('paging', 'infinite'));
    const cards = page.locator('.vk-article-list__grid > li');
    const before = await cards.count();
    await page.getByRole('button', { name: 'mehr anzeigen' }).click();
    await expect.poll(() => cards.count()).toBe(before * 2);
    await screenshot(page, 'catalogue-list-1440');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('infinite list: the address follows the page at the top while scrolling, without history entries', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, DESKTOP);
    await page.goto(`${demo.shop.url}/shop`);
    await page.locator('shop-article-list').evaluate((element) => element.setAttribute('paging', 'infinite'));
    await page.getByRole('button', { name: 'mehr anzeigen' }).click();
    const secondPage = page.locator('.vk-article-list__grid > li[data-page="2"]').first();
    await secondPage.waitFor();
    const entries = await page.evaluate(() => history.length);
    await secondPage.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY + 10));
    await page.waitForURL(/\/shop\?page=2$/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForURL(/\/shop$/);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('detail: open from the list, lightbox opens and closes, axe clean', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, DESKTOP);
    await page.goto(`${demo.shop.url}/shop?suchbegriff=D%C3%A9zaley`);
    await page
      .getByRole('link', { name: /Dézaley Grand Cru/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: /Dézaley Grand Cru/ }).waitFor();
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('photoswipe')))).toBe(
      false,
    );
    await page.getByRole('button', { name: 'Nächstes Bild' }).click();
    await page.getByRole('button', { name: /Bild 2 von 3 vergrössern/ }).click();
    await page.locator('.pswp').waitFor({ state: 'visible' });
    // photoswipe ignores closing during its opening animation; at its end it shows the neighbouring slides
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('.pswp__item')].every((item) => item.style.display === 'block'),
    );
    await page.keyboard.press('Escape');
    await page.locator('.pswp').waitFor({ state: 'detached' });
    // focus returns to the image that opened it
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/Bild 2 von 3/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'catalogue-detail-1440');
    await page.getByRole('link', { name: 'zurück' }).click();
    await page.waitForURL(/\/shop\?suchbegriff=/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('detail on a phone: the stock reminder of a not orderable article', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, PHONE);
    await page.goto(`${demo.shop.url}/shop/1002`);
    await page.getByText('zurzeit nicht verfügbar').waitFor();
    await page.getByRole('button', { name: 'Benachrichtigen, wenn verfügbar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verfügbarkeits-Erinnerung' });
    await dialog.getByRole('button', { name: 'Erinnerung anfordern' }).click();
    await dialog.getByText('Bitte geben Sie Ihren Vornamen ein.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'catalogue-reminder-375');
    await dialog.getByLabel(/Vorname/).fill('Anna');
    await dialog.getByLabel(/Nachname/).fill('Muster');
    await dialog.getByLabel(/E-Mail/).fill('anna@example.ch');
    await dialog.getByRole('button', { name: 'Erinnerung anfordern' }).click();
    await page.getByText(/Vielen Dank!/).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.goto(`${demo.shop.url}/shop`);
    await page.locator('.vk-card').first().waitFor();
    await screenshot(page, 'catalogue-list-375');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('detail on a phone: the image carousel has its height before the images arrive (nothing jumps)', async () => {
    const { page, context } = await newVisitor(demo.browser, PHONE);
    const held: Route[] = [];
    await page.route('**/images/artikel/**', (route) => void held.push(route));
    // Not 'load': the server-rendered page has its images in the HTML, and the load event waits for them.
    await page.goto(`${demo.shop.url}/shop/1001-dezaley-grand-cru`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: /Dézaley Grand Cru/ }).waitFor();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const box = await page.locator('.vk-carousel__viewport').boundingBox();
    expect(box!.height).toBeGreaterThan(300);
    await Promise.all(held.map((route) => route.continue()));
    await context.close();
  });

  it('search: autocomplete by keyboard, site search with and without hits', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, PHONE);
    await page.goto(`${demo.shop.url}/`);
    const box = page.getByRole('combobox', { name: 'Suche' });
    await box.pressSequentially('Chass', { delay: 60 });
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await box.press('ArrowDown');
    const chosen = await page.getByRole('listbox').getByRole('option', { selected: true }).textContent();
    await box.press('Enter');
    // A picked suggestion leads where Enter does, the search page with the wines first (issue 36; issue 22 sent it to /shop).
    await page.waitForURL(/\/suche\?suchbegriff=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('suchbegriff') ?? '')).toBe(chosen);

    await page.goto(`${demo.shop.url}/suche?suchbegriff=Versand`);
    await page.getByText(/\d+ Treffer/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'catalogue-site-search-375');
    const term = page.getByRole('searchbox', { name: 'Suchbegriff' });
    await term.fill('xyzzy');
    await term.press('Enter');
    await page.getByText('Keine Einträge für diesen Suchbegriff!').waitFor();
    await page.waitForURL(/suchbegriff=xyzzy/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('detail: the reduced filter sidebar loads on demand and leads to the list with the chosen filter', async () => {
    const { context, page, errors } = await newVisitor(demo.browser, DESKTOP);
    await page.goto(`${demo.shop.url}/shop/1001-dezaley-grand-cru`);
    // The filter button opens the sidebar once the detail page's elements have hydrated.
    await hydrated(page);
    await page.getByRole('button', { name: 'Weine filtern' }).click();
    await page
      .getByRole('checkbox', { name: /Rotwein/ })
      .first()
      .click();
    await page.waitForURL(/\/shop\?egruppe=rotwein$/);
    await expect.poll(() => page.locator('.vk-article-list__count').textContent(), { timeout: 10_000 }).toMatch(/Treffer/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
