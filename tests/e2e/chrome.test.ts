import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, newVisitor, PHONE, screenshot, withDemoShop } from './support/demo-shop.ts';

const demo = withDemoShop();

const headerHidden = (page: Page) => page.locator('.vk-header').evaluate((header) => header.classList.contains('vk-header--hidden'));
const headerTop = (page: Page) => page.locator('.vk-header').evaluate((header) => Math.round(header.getBoundingClientRect().bottom));

/**
 * Scrolls by `dy` with the wheel and waits until the page stands at its new position and has painted
 * two frames since: every scroll event has reached the header and its update is on screen.
 */
async function wheelTo(page: Page, dy: number): Promise<void> {
  const target = await page.evaluate(
    (dy) => Math.min(Math.max(window.scrollY + dy, 0), document.documentElement.scrollHeight - window.innerHeight),
    dy,
  );
  await page.mouse.wheel(0, dy);
  await page.waitForFunction((target) => Math.abs(window.scrollY - target) < 1, target);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('site chrome journeys', () => {
  it('header hides on the way down a long page and comes back on the way up; scroll-to-top reaches the top', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, DESKTOP);
    await page.goto(`${demo.shop.url}/shop`);
    await page.getByRole('button', { name: 'Untermenü Weine' }).waitFor();
    // The island replaced the CMS's markup without moving it: the same header height as before. Polled:
    // right after mounting the locator can still reach the CMS's detached header (a rect of 0).
    await expect.poll(() => headerTop(page)).toBeGreaterThan(80);
    expect(await axeViolations(page)).toEqual([]);

    await page.mouse.move(700, 600);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => headerHidden(page)).toBe(true);
    await expect.poll(() => headerTop(page)).toBeLessThanOrEqual(0);
    await wheelTo(page, -60);
    expect(await headerHidden(page)).toBe(true); // 60 px up is not enough
    await page.mouse.wheel(0, -80);
    await expect.poll(() => headerHidden(page)).toBe(false);

    // The dropdown keeps the header in view while it is open, whatever the page does.
    await page.getByRole('button', { name: 'Untermenü Weine' }).click();
    await page.getByRole('link', { name: 'Rotwein' }).waitFor();
    await page.mouse.move(1300, 800);
    await wheelTo(page, 1200);
    expect(await headerHidden(page)).toBe(false);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('button', { name: 'Untermenü Weine' }).getAttribute('aria-expanded')).toBe('false');
    // A click into the page's empty margin takes focus out of the header (not onto a card's controls, whose
    // place depends on the card heights).
    await page.mouse.click(20, 800);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => headerHidden(page)).toBe(true);

    // The defect of issue 13: a mouse click reaches the top although the button hides half-way.
    await page.mouse.wheel(0, 2000);
    await page.getByRole('button', { name: 'Nach oben' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await screenshot(page, 'chrome-shop-1440');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offcanvas at 375 px by keyboard alone: levels forward and back, focus inside, Escape back to the menu button', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, PHONE);
    await page.goto(`${demo.shop.url}/`);
    const menuButton = page.getByRole('button', { name: 'Menü', exact: true });
    await menuButton.waitFor();
    // Tab from the top of the page: skip link, the language switch's four links, logo, search field and
    // button, login, basket, then the menu button.
    let tabs = 0;
    while ((await focusedText(page)) !== 'Menü' && tabs++ < 12) await page.keyboard.press('Tab');
    expect(tabs).toBe(11);
    expect(await focusedText(page)).toBe('Menü');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menü' });
    await dialog.waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(await focusedText(page)).toMatch(/^Weine/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Weine' }).waitFor();
    expect(await focusedText(page)).toBe('Weine: Übersicht');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toMatch(/^Rotwein/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Rotwein' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'chrome-offcanvas-375');
    // Back with the back button: Shift+Tab from the first entry passes the close button, then lands on it.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menü schliessen');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedText(page)).toContain('Zurück zu Weine');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Weine' }).waitFor();
    expect(await focusedText(page)).toMatch(/^Rotwein/);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('vk-main-nav__menu-button'))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    // And a link in a third level goes where it says.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Rotwein' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Schweiz');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/shop\?egruppe=rotwein&landregion=schweiz$/);
    await screenshot(page, 'chrome-shop-375');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('contact form: error at the fields, then the confirmation with focus on it; axe clean at 375 and 1440 px', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, errors, context } = await newVisitor(demo.browser, viewport);
      await page.goto(`${demo.shop.url}/kontakt`);
      const send = page.getByRole('button', { name: 'Nachricht senden' });
      await send.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('textbox', { name: 'E-Mail (Pflichtfeld)' }).fill('heidi@example');
      await send.click();
      const firstName = page.getByRole('textbox', { name: 'Vorname (Pflichtfeld)' });
      await expect.poll(() => firstName.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');
      await page.getByText('Bitte überprüfen Sie Ihre Eingaben!').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `chrome-kontakt-error-${viewport.width}`);

      await firstName.fill('Heidi');
      await page.getByRole('textbox', { name: 'Nachname (Pflichtfeld)' }).fill('Berger');
      await page.getByRole('textbox', { name: 'E-Mail (Pflichtfeld)' }).fill('heidi@example.ch');
      await page.getByRole('textbox', { name: 'Nachricht (Pflichtfeld)' }).fill('Haben Sie den Dézaley auch in Magnum?');
      await send.click();
      const confirmation = page.getByRole('region', { name: 'Vielen Dank für Ihre Nachricht!' });
      await confirmation.waitFor();
      expect(await confirmation.evaluate((element) => element === document.activeElement)).toBe(true);
      await screenshot(page, `chrome-kontakt-sent-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
