import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, newVisitor, PHONE, screenshot, logIn, withDemoShop } from './support/demo-shop.ts';

const demo = withDemoShop();
/** Answers on a busy machine: the lists load after the page (2 cores shared with other test runs). */
const POLL = { timeout: 10_000 };

/** The customer's lists holding the article, as the API says (the page's own session). */
function listsWith(page: Page, artikelId: number): Promise<string[]> {
  return page.evaluate(async (id) => {
    const state = (await (await fetch('/api/merkliste')).json()) as {
      merklisten: { bezeichnung: string; items: { artikel: { artikelId: number } }[] }[];
    };
    return state.merklisten.filter((list) => list.items.some((item) => item.artikel.artikelId === id)).map((list) => list.bezeichnung);
  }, artikelId);
}

describe('Merkliste journeys', () => {
  it('anonymous: the toggle opens the login modal; after logging in the article is listed, at the same place', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, PHONE);
    await page.goto(`${demo.shop.url}/shop?sort=bezeichnung-asc`);
    const card = page.locator('.vk-card').nth(5);
    const artikelId = Number(await card.getAttribute('data-artikel-id'));
    const toggle = card.getByRole('button', { name: /auf die Merkliste setzen$/ });
    await toggle.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await dialog.getByLabel('E-Mail').fill('demo@vinothek.ch');
    await dialog.getByLabel('Passwort').fill('demo1234');
    expect(await axeViolations(page)).toEqual([]);
    // The modal is fixed to the viewport: a viewport shot shows it as the shopper sees it.
    await screenshot(page, 'lists-login-modal-375', { fullPage: false });
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/shop\?sort=bezeichnung-asc$/);
    // logged in: the logout form is there (in the header from 40rem, in the phone menu below)
    await page.locator('form[action="/account/logout"]').first().waitFor({ state: 'attached' });
    const again = page.locator(`.vk-card[data-artikel-id="${artikelId}"]`).getByRole('button', { name: /Merklisten für .* wählen/ });
    await expect.poll(() => again.getAttribute('data-on'), POLL).toBe('true');
    expect(await listsWith(page, artikelId)).toContain('Meine Merkliste');
    // Near where it was: the page after the login is laid out anew (a run in the suite landed 108 px higher).
    await expect.poll(() => page.evaluate(() => window.scrollY), POLL).toBeGreaterThan(scrolled - 200);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('several lists, keyboard only: detail page menu, the list page follows, the header link filters', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, DESKTOP);
    await logIn(page, demo.shop.url, 'demo@vinothek.ch', '/shop/1004');
    const toggle = page.locator('.vk-detail__summary').getByRole('button', { name: 'Merklisten wählen' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Auf Merklisten setzen' });
    const standard = menu.getByRole('checkbox', { name: 'Meine Merkliste' });
    await expect.poll(() => standard.evaluate((element) => element === document.activeElement), POLL).toBe(true);
    expect(await standard.isChecked()).toBe(false);
    await page.keyboard.press('Space');
    await expect.poll(() => listsWith(page, 1004), POLL).toContain('Meine Merkliste');
    // A new list from the keyboard: Tab to the name, type, Enter.
    await menu.getByRole('textbox', { name: 'Neue Merkliste' }).focus();
    await page.keyboard.type('Sommerabend');
    await page.keyboard.press('Enter');
    const created = menu.getByRole('checkbox', { name: 'Sommerabend' });
    await created.waitFor();
    await page.waitForFunction(() => {
      const focused = document.activeElement as HTMLInputElement | null;
      return focused?.type === 'checkbox' && focused.checked && focused.closest('label')?.textContent === 'Sommerabend';
    });
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'lists-detail-menu-1440');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.getByRole('link', { name: 'Merkliste', exact: true }).click();
    await page.waitForURL(/\/shop\?merkliste=true$/);
    const cards = page.locator('.vk-card');
    const onDefault = await page.evaluate(async () => {
      const state = (await (await fetch('/api/merkliste')).json()) as { merklisten: { isDefault: boolean; items: unknown[] }[] };
      return state.merklisten.find((list) => list.isDefault)!.items.length;
    });
    expect(onDefault).toBeGreaterThanOrEqual(5);
    await expect.poll(() => cards.count(), POLL).toBe(onDefault);
    await expect
      .poll(() => page.locator('.vk-card[data-artikel-id="1004"] .vk-merkliste-toggle').getAttribute('data-on'), POLL)
      .toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'lists-filter-1440');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('list page: a card toggle puts the article on the default list and takes it off again', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, DESKTOP);
    await logIn(page, demo.shop.url, 'demo@vinothek.ch', '/shop');
    const card = page.locator('.vk-card[data-artikel-id]').first();
    const artikelId = Number(await card.getAttribute('data-artikel-id'));
    const toggle = card.getByRole('button', { name: /Merklisten für .* wählen/ });
    await toggle.click();
    const standard = page.getByRole('dialog', { name: 'Auf Merklisten setzen' }).getByRole('checkbox', { name: 'Meine Merkliste' });
    const before = await standard.isChecked();
    await standard.click();
    await expect.poll(async () => (await listsWith(page, artikelId)).includes('Meine Merkliste'), POLL).toBe(!before);
    await standard.click();
    await expect.poll(async () => (await listsWith(page, artikelId)).includes('Meine Merkliste'), POLL).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/account/merklisten on desktop and in the phone drawer (focus kept inside, Escape closes)', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, DESKTOP);
    await logIn(page, demo.shop.url, 'demo@vinothek.ch', '/account/merklisten');
    await page.getByRole('heading', { level: 2, name: 'Meine Merkliste', exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'lists-my-lists-1440');

    await page.setViewportSize(PHONE);
    const open = page.getByRole('button', { name: 'Merklisten anzeigen' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Meine Merklisten' });
    await drawer.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'lists-my-lists-drawer-375', { fullPage: false });
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await open.evaluate((element) => element === document.activeElement)).toBe(true);

    await open.click();
    await drawer.getByRole('button', { name: /Weihnachten/ }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 2, name: 'Weihnachten' }).waitFor();
    await screenshot(page, 'lists-my-lists-375');
    expect(errors).toEqual([]);
    await context.close();
  });
});
