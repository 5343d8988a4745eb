import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newVisitor, withDemoShop } from './support/demo-shop.ts';

const demo = withDemoShop();

async function login(page: Page, email = 'demo@vinothek.ch'): Promise<void> {
  await page.goto(`${demo.shop.url}/account/login?returnUrl=/shop`);
  await page.getByLabel(/E-Mail/).fill(email);
  await page.getByLabel(/Passwort/).fill('demo1234');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/shop/);
}

describe('checkout and account fixes (issue 22)', () => {
  it('Escape closes the address dialog in select mode on the checkout page', async () => {
    const { context, page, errors } = await newVisitor(demo.browser, DESKTOP);
    await login(page);
    await page.goto(`${demo.shop.url}/shop/1006`);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.getByText('Der Artikel wurde in den Warenkorb gelegt.').waitFor();
    await page.goto(`${demo.shop.url}/checkout`);
    await page.getByRole('button', { name: /Lieferadresse ändern/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Lieferadresse' });
    await dialog.getByRole('radio', { checked: true }).waitFor();
    // Back from edit to select: focus must stay in the dialog, so Escape still reaches it.
    await dialog.getByRole('button', { name: /^Bearbeiten:/ }).first().click();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.getByRole('radio', { checked: true }).waitFor();
    expect(await dialog.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
