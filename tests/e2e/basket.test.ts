import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, newVisitor, PHONE, screenshot, withDemoShop } from './support/demo-shop.ts';

const demo = withDemoShop();

/** Built widget files are named after their tag (tests/unit/registry.test.ts). */
const hasDetailWidget = existsSync(join(process.cwd(), 'dist/widgets/article-detail.js'));

/**
 * Opens an article's detail page. The control lives inside `<shop-article-detail>`; a build without
 * that widget gets a `<shop-add-to-basket>` with the same article, as a CMS template could place it.
 */
async function openDetail(page: Page, artikelnummer: number): Promise<void> {
  await page.goto(`${demo.shop.url}/shop/${artikelnummer}`);
  await page.waitForFunction(() => customElements.get('shop-header') !== undefined);
  if (hasDetailWidget) {
    await page.waitForFunction(() => customElements.get('shop-article-detail') !== undefined);
  } else {
    await page.evaluate(() => {
      const detail = document.querySelector('shop-article-detail');
      const control = document.createElement('shop-add-to-basket');
      control.setAttribute('artikel', detail?.getAttribute('artikel') ?? '');
      detail?.after(control);
    });
  }
  await page.getByRole('button', { name: 'In den Warenkorb' }).waitFor();
}

const badgeCount = (page: Page) => page.locator('.vk-basket-badge').getAttribute('data-count');
const basketRequests = (requests: string[]) => requests.filter((url) => url.includes('/api/basket'));

describe('basket journey', () => {
  it('adds on the detail page, changes and removes on the basket page, until it is empty', async () => {
    const { context, page, errors } = await newVisitor(demo.browser, DESKTOP);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));

    await openDetail(page, 1001);
    await expect.poll(() => badgeCount(page)).toBe('0');
    // The page carried the basket: no basket request on first load.
    expect(basketRequests(requests)).toEqual([]);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.getByText('Der Artikel wurde in den Warenkorb gelegt.').waitFor();
    await expect.poll(() => badgeCount(page)).toBe('1');
    expect(basketRequests(requests)).toEqual([`POST ${demo.shop.url}/api/basket/add`]);
    await page.getByText('Im Warenkorb', { exact: true }).waitFor();
    await screenshot(page, 'basket-detail-added-1440');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${demo.shop.url}/checkout/basket`);
    const quantity = page.getByRole('spinbutton', { name: /Menge von Dézaley/ });
    await expect.poll(() => quantity.inputValue()).toBe('1');
    await quantity.fill('3');
    await page.getByText('Die Menge im Warenkorb wurde angepasst.').waitFor();
    await expect.poll(() => page.locator('.vk-basket-line__bottles').first().textContent()).toBe('18 Flaschen');
    await screenshot(page, 'basket-page-1440');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /Dézaley.* entfernen/ }).click();
    await page.getByText('Ihr Warenkorb ist leer').waitFor();
    await expect.poll(() => badgeCount(page)).toBe('0');
    await screenshot(page, 'basket-empty-1440');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with the back office down the basket warns that prices are not binding; a failed add leaves the basket as it was', async () => {
    const { context, page, errors } = await newVisitor(demo.browser, PHONE);
    await openDetail(page, 1006);
    await demo.shop.setBackofficeOnline(false);
    try {
      await page.getByRole('button', { name: 'In den Warenkorb' }).click();
      await expect.poll(() => badgeCount(page)).toBe('1');
      await page.goto(`${demo.shop.url}/checkout/basket`);
      await page.getByText(/keine verbindlichen Preise/).waitFor();
      await screenshot(page, 'basket-not-calculated-375');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await demo.shop.setBackofficeOnline(true);
    }
    await page.getByRole('button', { name: 'Preise neu berechnen' }).click();
    await expect.poll(() => page.getByText(/keine verbindlichen Preise/).count()).toBe(0);
    await screenshot(page, 'basket-page-375');

    await openDetail(page, 1001);
    await expect.poll(() => badgeCount(page)).toBe('1');
    await page.route('**/api/basket/add', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Interner Fehler"}' }),
    );
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.getByText('Während der Kommunikation mit dem Server ist ein Fehler aufgetreten!').waitFor();
    await screenshot(page, 'basket-add-failed-375');
    expect(await badgeCount(page)).toBe('1');
    await page.unroute('**/api/basket/add');
    // Nothing is lost: the button is there again and the next add works.
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect.poll(() => badgeCount(page)).toBe('2');
    expect(errors.filter((error) => !error.startsWith('500 '))).toEqual([]);
    await context.close();
  });
});
