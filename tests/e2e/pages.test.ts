import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, PHONE, newVisitor, screenshot, withDemoShop } from './support/demo-shop.ts';

/**
 * Every page of the demo shop (ARCHITECTURE.md §6 routes) opens without errors, passes axe, and is
 * photographed at phone and desktop width for a person to look at (screenshots/pages-*.png).
 */
const PUBLIC_PAGES = [
  '/',
  '/shop',
  '/shop?eGruppe=Rotwein',
  '/shop/1001-dezaley-grand-cru',
  '/regionen',
  '/regionen/waadt',
  '/suche?suchbegriff=Versand',
  '/suche?suchbegriff=xyzzy',
  '/checkout/basket',
  '/agb',
  '/kontakt',
  '/versand',
  '/ueber-uns',
  '/account/login',
  '/account/registrieren',
];
const ACCOUNT_PAGES = ['/checkout', '/account/adressen', '/account/bestellungen', '/account/rechnungen', '/account/merklisten'];

const demo = withDemoShop();

const fileName = (path: string) =>
  path
    .replace(/^\//, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/-$/, '') || 'home';

async function check(page: Page, { errors, warnings }: { errors: string[]; warnings: string[] }, path: string, width: string) {
  const response = await page.goto(demo.shop.url + path);
  expect(response?.status(), path).toBeLessThan(400);
  await page.waitForLoadState('networkidle');
  await screenshot(page, `pages-${fileName(path)}-${width}`);
  // Nothing may make the page wider than the window (a phone would scroll sideways).
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width of ${path}`).toBeLessThanOrEqual(Number(width));
  expect(await axeViolations(page), `axe on ${path} at ${width}`).toEqual([]);
  expect(errors, `console errors on ${path}`).toEqual([]);
  // A warning is a defect a developer sees on every page (an unknown Permissions-Policy feature, a hydration mismatch).
  expect(warnings, `console warnings on ${path}`).toEqual([]);
}

describe('demo shop pages', () => {
  for (const [width, viewport] of [
    ['1440', DESKTOP],
    ['375', PHONE],
  ] as const) {
    it(`anonymous pages at ${width} px`, async () => {
      const { context, page, ...messages } = await newVisitor(demo.browser, viewport);
      for (const path of PUBLIC_PAGES) await check(page, messages, path, width);
      await context.close();
    });

    it(`account pages at ${width} px after logging in`, async () => {
      const { context, page, ...messages } = await newVisitor(demo.browser, viewport);
      await page.goto(`${demo.shop.url}/account/login?returnUrl=/account/bestellungen`);
      await page.getByLabel(/E-Mail|Benutzername/i).fill('demo@vinothek.ch');
      await page.getByLabel(/Passwort/i).fill('demo1234');
      await page.getByRole('button', { name: /anmelden/i }).click();
      await page.waitForURL(/\/account\/bestellungen/);
      for (const path of ACCOUNT_PAGES) await check(page, messages, path, width);
      await context.close();
    });
  }

  it('answers an unknown path with a 404 page in the layout', async () => {
    const { context, page } = await newVisitor(demo.browser);
    const response = await page.goto(`${demo.shop.url}/gibt-es-nicht`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('main').textContent()).toBeTruthy();
    await context.close();
  });
});
