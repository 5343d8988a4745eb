import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, newVisitor, PHONE, screenshot, withDemoShop } from './support/demo-shop.ts';

/** The login wait on: a short Pending after login and registration, as the back office would need. */
const demo = withDemoShop({ loginWaitMs: 1200 });

const badgeCount = (page: Page) => page.locator('.vk-basket-badge').getAttribute('data-count');

async function login(page: Page, returnUrl: string) {
  await page.goto(`${demo.shop.url}/account/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await page.getByLabel('E-Mail').fill('demo@vinothek.ch');
  await page.getByLabel('Passwort').fill('demo1234');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL((url) => url.pathname + url.search === returnUrl);
  // The back office prepares the customer: the overlay waits, then reloads the page.
  await page.getByText('Ihre Daten werden geladen …').waitFor();
  await page.waitForFunction(() => document.querySelector('shop-login-wait') === null, null, { timeout: 10_000 });
}

/** Presses Tab until the element matching `name` has the focus (keyboard only, as a person would). */
async function tabTo(page: Page, role: 'button' | 'link', name: string | RegExp) {
  const target = page.getByRole(role, { name }).first();
  for (let presses = 0; presses < 120; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${role} ${String(name)}`);
}

describe('account journeys', () => {
  it('registers a new customer who arrives logged in, then adds, edits and deletes an address', async () => {
    const { context, page, errors } = await newVisitor(demo.browser, DESKTOP);
    await page.goto(`${demo.shop.url}/account/registrieren`);
    const form = page.getByRole('form', { name: 'Registrieren' });
    await form.getByRole('textbox', { name: /^E-Mail \(Benutzername\)/ }).fill('nina.neu@example.ch');
    await form.getByLabel(/^Passwort \*/).fill('geheim1234');
    await form.getByLabel(/^Passwort wiederholen/).fill('geheim123');
    await form.getByRole('textbox', { name: /^Vorname/ }).fill('Nina');
    await form.getByRole('textbox', { name: /^Name/ }).fill('Neu');
    await form.getByRole('textbox', { name: /Strasse/ }).fill('Seestrasse 3');
    await form.getByRole('textbox', { name: /PLZ/ }).fill('8002');
    await form.getByRole('textbox', { name: /Ort/ }).fill('Zürich');
    await form.getByRole('button', { name: 'Registrieren' }).click();
    await page.getByText('Die Passwörter stimmen nicht überein.').waitFor();
    await screenshot(page, 'account-register-invalid-1440');
    expect(await axeViolations(page)).toEqual([]);

    await form.getByLabel(/^Passwort wiederholen/).fill('geheim1234');
    await form.getByRole('button', { name: 'Registrieren' }).click();
    await page.waitForURL(/\/account\/adressen$/);
    await page.getByText('Ihre Daten werden geladen …').waitFor();
    await screenshot(page, 'account-login-wait-1440');
    await page.waitForFunction(() => document.querySelector('shop-login-wait') === null, null, { timeout: 10_000 });
    await page.getByRole('link', { name: 'Mein Konto' }).waitFor();
    const book = page.locator('shop-address-book');
    await book.getByText('Hauptadresse').waitFor();
    expect(await book.getByRole('listitem').count()).toBe(1);

    await page.getByRole('button', { name: 'Neue Adresse erfassen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Adresse erfassen' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Keller');
    await dialog.getByRole('textbox', { name: /Strasse/ }).fill('Rebweg 4');
    await dialog.getByRole('textbox', { name: /PLZ/ }).fill('1950');
    await dialog.getByRole('textbox', { name: /Ort/ }).fill('Sion');
    await dialog.getByRole('textbox', { name: /E-Mail/ }).fill('keller@example.ch');
    await dialog.getByRole('button', { name: 'Adresse speichern' }).click();
    await page.getByText('Erfolgreich gespeichert!').waitFor();
    await book.getByText('1950 Sion').waitFor();

    await book.getByRole('button', { name: /Adresse bearbeiten: Keller/ }).click();
    const edit = page.getByRole('dialog', { name: 'Adresse bearbeiten' });
    await edit.getByRole('textbox', { name: /Ort/ }).fill('Sitten');
    await edit.getByRole('button', { name: 'Adresse speichern' }).click();
    await book.getByText('1950 Sitten').waitFor();
    await screenshot(page, 'account-addresses-1440');
    expect(await axeViolations(page)).toEqual([]);

    await book.getByRole('button', { name: /Adresse löschen: Keller/ }).click();
    await page.getByRole('alertdialog', { name: 'Adresse löschen?' }).getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('Erfolgreich gelöscht!').waitFor();
    await expect.poll(() => book.getByRole('listitem').count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.locator('shop-address-book').getByRole('listitem').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pages through the orders and back with the browser, and reorders an invoice into the basket', async () => {
    const { context, page, errors } = await newVisitor(demo.browser, DESKTOP);
    await login(page, '/account/bestellungen');
    const table = page.getByRole('table', { name: 'Ihre Bestellungen' });
    const firstOrder = await table.getByRole('link').first().textContent();
    await page.getByRole('link', { name: 'Seite 2' }).click();
    await page.waitForURL(/\/account\/bestellungen\?page=2$/);
    await expect.poll(() => table.getByRole('link').first().textContent()).not.toBe(firstOrder);
    await screenshot(page, 'account-orders-page2-1440');
    expect(await axeViolations(page)).toEqual([]);
    await page.goBack();
    await page.waitForURL(/\/account\/bestellungen$/);
    await expect.poll(() => table.getByRole('link').first().textContent()).toBe(firstOrder);

    await page.goto(`${demo.shop.url}/account/rechnungen`);
    await page.getByRole('table', { name: 'Ihre Rechnungen' }).waitFor();
    await screenshot(page, 'account-invoices-1440');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Sammelrechnung S600001 anzeigen' }).click();
    await page.waitForURL(/\/account\/rechnungen\/\d+$/);
    await expect.poll(() => badgeCount(page)).toBe('0');
    await page.getByRole('button', { name: 'Alle bestellbaren Artikel nachbestellen' }).click();
    await page.getByText('Nicht bestellbar und daher nicht in den Warenkorb gelegt: Cornalin du Valais.').waitFor();
    await expect.poll(() => badgeCount(page)).toBe('2');
    await page.getByText('Der Artikel wurde in den Warenkorb gelegt.').waitFor();
    await screenshot(page, 'account-invoice-detail-1440');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does the same by keyboard alone on a phone', async () => {
    const { context, page, errors } = await newVisitor(demo.browser, PHONE);
    await login(page, '/account/bestellungen');
    await screenshot(page, 'account-orders-375');
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, 'link', 'Seite 2');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\?page=2$/);
    await page.goto(`${demo.shop.url}/account/rechnungen`);
    await page.getByRole('table', { name: 'Ihre Rechnungen' }).waitFor();
    await screenshot(page, 'account-invoices-375');
    await tabTo(page, 'link', 'Sammelrechnung S600001 anzeigen');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/account\/rechnungen\/\d+$/);
    // The same customer's basket already holds the earlier journey's reorder: each key press adds on top of it.
    const adds: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/basket/add')) adds.push(request.postData() ?? '');
    });
    await tabTo(page, 'button', 'Lieferung L500002 nachbestellen');
    await page.keyboard.press('Enter');
    await expect.poll(() => adds.length).toBe(1);
    expect(JSON.parse(adds[0]!)).toEqual([{ artikelId: 1006, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 4 }]);
    await tabTo(page, 'button', 'Dézaley Grand Cru nachbestellen');
    await page.keyboard.press('Enter');
    await expect.poll(() => adds.length).toBe(2);
    await page.getByText('Die Menge im Warenkorb wurde angepasst.').first().waitFor();
    await expect.poll(() => badgeCount(page)).toBe('2');
    await screenshot(page, 'account-invoice-detail-375');
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.goto(`${demo.shop.url}/account/adressen`);
    await page.locator('shop-address-book').getByText('Hauptadresse').waitFor();
    await screenshot(page, 'account-addresses-375');
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${demo.shop.url}/account/rechnungen?page=abc`);
    await page.getByRole('table', { name: 'Ihre Rechnungen' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
