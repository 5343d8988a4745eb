import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, newVisitor, PHONE, screenshot, withDemoShop } from './support/demo-shop.ts';
import { openWithScriptsHeld } from './support/hydration.ts';

/**
 * The demo's /shop writes <shop-article-list> with its first render inside (vinothek-elements/server).
 * Before any script the cards are there; the element then hydrates that markup: the same nodes, no box
 * moving, no hydration error, and every control works.
 */
const demo = withDemoShop();

/** Opens /shop with loader.js held back; `release` lets the scripts run. */
const openWithoutScripts = (page: Page) => openWithScriptsHeld(page, `${demo.shop.url}/shop`, 'shop-article-list');

/** Marks the first card and its image and remembers where they are. */
function markFirstCard(page: Page) {
  return page.evaluate(() => {
    const card = document.querySelector<HTMLElement>('shop-article-list .vk-card')!;
    (window as unknown as { serverCard: Element }).serverCard = card;
    const { x, y, width, height } = card.getBoundingClientRect();
    return { x, y, width, height };
  });
}

const sameCardStillThere = (page: Page) =>
  page.evaluate(() => {
    const card = (window as unknown as { serverCard: Element }).serverCard;
    return card.isConnected && card === document.querySelector('shop-article-list .vk-card');
  });

describe('server-rendered article list', () => {
  it('phone: the cards are readable before any script, then the element takes them over and works', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, PHONE);
    const { release } = await openWithoutScripts(page);
    const headings = page.getByRole('heading', { level: 3 });
    expect(await headings.count()).toBeGreaterThan(10);
    await expect
      .poll(() =>
        page
          .locator('.vk-card img')
          .first()
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      )
      .toBe(true);
    const box = await markFirstCard(page);
    await screenshot(page, 'server-rendered-list-375-before-script');

    await release();
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Filter' });
    await panel
      .getByRole('group', { name: 'Weinart' })
      .getByRole('checkbox', { name: /Rotwein/ })
      .waitFor();
    // The open panel is modal: the page behind it, its "Filter" button too, is inert. It closes with its own button.
    await panel.getByRole('button', { name: 'Filter schliessen' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await sameCardStillThere(page)).toBe(true);
    expect(await page.locator('shop-article-list .vk-card').first().boundingBox()).toEqual(box);

    const added = page.waitForResponse((response) => response.url().endsWith('/api/basket/add') && response.ok());
    await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
    await added;
    await screenshot(page, 'server-rendered-list-375');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('desktop: the filters are in the sidebar before any script, hydration keeps them and no card moves', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, DESKTOP);
    const { release } = await openWithoutScripts(page);
    const rotwein = page.getByRole('group', { name: 'Weinart' }).getByRole('checkbox', { name: /Rotwein/ });
    expect(await rotwein.isVisible()).toBe(true);
    const box = await markFirstCard(page);

    await release();
    expect(await sameCardStillThere(page)).toBe(true);
    expect(await page.locator('shop-article-list .vk-card').first().boundingBox()).toEqual(box);
    await rotwein.check();
    await page.waitForURL(/\?egruppe=rotwein$/);
    await screenshot(page, 'server-rendered-list-1440');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an attribute changed before the element is defined: it renders afresh with a warning, nothing lost', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, DESKTOP);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const { release } = await openWithoutScripts(page);
    await page.locator('shop-article-list').evaluate((element) => element.setAttribute('paging', 'infinite'));
    await release();
    await page.getByRole('button', { name: 'mehr anzeigen' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Seitennavigation' }).count()).toBe(0);
    expect(warnings.some((text) => text.includes('<shop-article-list>: the server-rendered markup did not match'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
