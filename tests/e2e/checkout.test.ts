import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, newVisitor, PHONE, screenshot, logIn, withDemoShop } from './support/demo-shop.ts';

const demo = withDemoShop();

/** Puts an article in the basket from its detail page, then goes to the basket and on to the checkout. */
async function toCheckout(page: Page, artikelnummer: number): Promise<void> {
  await page.goto(`${demo.shop.url}/shop/${artikelnummer}`);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await page.getByText('Der Artikel wurde in den Warenkorb gelegt.').waitFor();
  await page.goto(`${demo.shop.url}/checkout/basket`);
  await page.getByRole('link', { name: 'Weiter zur Kasse' }).click();
  await page.waitForURL(/\/checkout$/);
}

/** Keyboard only: Tab (or Shift+Tab) until the focused element's accessible text matches. */
async function tabTo(page: Page, name: RegExp, { back = false, max = 120 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const text = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const labelled = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
      return [el.getAttribute('aria-label'), labelled, el.closest('label')?.textContent, el.textContent].filter(Boolean).join(' ');
    });
    if (name.test(text)) return;
  }
  throw new Error(`focus never reached ${name}`);
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

describe('checkout journeys', () => {
  it('a guest goes from the basket through the address dialog, Post, Rechnung, terms and age to the read-only confirmation', async () => {
    const { context, page, errors } = await newVisitor(demo.browser, PHONE);
    await toCheckout(page, 1006);
    const dialog = page.getByRole('dialog', { name: 'Lieferadresse' });
    await dialog.getByText('Bitte erfassen Sie eine Lieferadresse').waitFor();
    await screenshot(page, 'checkout-guest-dialog-375');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('textbox', { name: /Vorname/ }).fill('Anna');
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Muster');
    await dialog.getByRole('textbox', { name: /Strasse/ }).fill('Weinweg 1');
    await dialog.getByRole('textbox', { name: /PLZ/ }).fill('800');
    await dialog.getByRole('textbox', { name: /Ort/ }).fill('Zürich');
    await dialog.getByRole('textbox', { name: /E-Mail/ }).fill('anna@example.ch');
    await dialog.getByRole('button', { name: 'Adresse übernehmen' }).click();
    await dialog.getByText('Eine Schweizer PLZ hat vier Ziffern.').waitFor();
    await screenshot(page, 'checkout-guest-dialog-invalid-375');
    await dialog.getByRole('textbox', { name: /PLZ/ }).fill('8001');
    await dialog.getByRole('button', { name: 'Adresse übernehmen' }).click();
    await dialog.waitFor({ state: 'detached' });
    await section(page, 'Adresse').getByText('Weinweg 1').waitFor();

    await section(page, 'Lieferart').getByRole('radio', { name: /Post/ }).check();
    await section(page, 'Zahlungsart')
      .getByRole('radio', { name: /Rechnung/ })
      .check();
    await section(page, 'AGB und Alter').getByRole('checkbox', { name: 'Ich akzeptiere die AGB.' }).check();
    await section(page, 'AGB und Alter').getByRole('checkbox', { name: 'Ich bin mindestens 18 Jahre alt.' }).check();
    const submit = page.getByRole('button', { name: 'Bestellung absenden' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await screenshot(page, 'checkout-guest-ready-375');
    expect(await axeViolations(page)).toEqual([]);
    await submit.click();
    await page.waitForURL(/\/checkout\/bestaetigung\?uid=/);
    await page.getByRole('heading', { name: 'Bestellübersicht' }).waitFor();
    expect(await page.getByRole('button', { name: 'Bestellung absenden' }).count()).toBe(0);
    expect(await page.locator('shop-checkout input').count()).toBe(0);
    await page.getByText('Weinweg 1').waitFor();
    await screenshot(page, 'checkout-confirmation-375');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the demo customer changes address from the pool, picks Abholung, redeems the voucher and pays with TWINT', async () => {
    const { context, page, errors } = await newVisitor(demo.browser, DESKTOP);
    await logIn(page, demo.shop.url, 'demo@vinothek.ch', '/shop');
    await toCheckout(page, 1001);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Lieferadresse ändern' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lieferadresse' });
    const radios = dialog.getByRole('radio');
    // A press before the checkout has hydrated opens the dialog once it has (the loader's mark, replayed).
    await expect.poll(() => radios.count()).toBeGreaterThan(1);
    await screenshot(page, 'checkout-customer-select-1440');
    expect(await axeViolations(page)).toEqual([]);
    const other = radios.nth(1);
    const otherText = (await other.locator('xpath=ancestor::label').innerText()).split('\n')[1] ?? '';
    await other.check();
    await dialog.getByRole('button', { name: 'Diese Adresse verwenden' }).click();
    await dialog.waitFor({ state: 'detached' });
    await section(page, 'Adresse').getByText(otherText).first().waitFor();

    const overview = page.locator('.vk-checkout-overview');
    await section(page, 'Lieferart')
      .getByRole('radio', { name: /Abholung/ })
      .check();
    // Pickup: the priced answer drops the shipping line.
    await expect.poll(() => overview.getByText(/^Versand/).count()).toBe(0);
    await expect.poll(() => section(page, 'Lieferart').getByRole('img', { name: 'gültig' }).count()).toBe(1);

    await section(page, 'Gutschein').getByRole('textbox', { name: 'Gutscheincode' }).fill('WILLKOMMEN10');
    await section(page, 'Gutschein').getByRole('button', { name: 'Einlösen' }).click();
    await overview.getByText('Gutschein WILLKOMMEN10 (10 %)').waitFor();

    await section(page, 'Zahlungsart').getByRole('radio', { name: /TWINT/ }).check();
    await section(page, 'AGB und Alter').getByRole('checkbox', { name: 'Ich akzeptiere die AGB.' }).check();
    await section(page, 'AGB und Alter').getByRole('checkbox', { name: 'Ich bin mindestens 18 Jahre alt.' }).check();
    const submit = page.getByRole('button', { name: 'Weiter zur Zahlung' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await screenshot(page, 'checkout-customer-ready-1440');
    expect(await axeViolations(page)).toEqual([]);
    await submit.click();
    await page.waitForURL(/\/checkout\/zahlung\?uid=/);
    await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();
    await page.waitForURL(/\/checkout\/bestaetigung\?uid=/);
    await page.locator('.vk-checkout-overview').getByText('Gutschein WILLKOMMEN10 (10 %)').waitFor();
    await screenshot(page, 'checkout-customer-confirmation-1440');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a guest checks out with the keyboard alone', async () => {
    const { context, page, errors } = await newVisitor(demo.browser, DESKTOP);
    await toCheckout(page, 1006);
    const dialog = page.getByRole('dialog', { name: 'Lieferadresse' });
    await dialog.waitFor();
    // Focus starts inside the dialog.
    for (const [field, value] of [
      [/^Vorname/, 'Ben'],
      [/^Name/, 'Keller'],
      [/^Strasse/, 'Rebgasse 3'],
      [/^PLZ/, '3000'],
      [/^Ort/, 'Bern'],
      [/^E-Mail/, 'ben@example.ch'],
    ] as const) {
      await tabTo(page, field);
      await page.keyboard.type(value);
    }
    await tabTo(page, /^Adresse übernehmen$/);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await section(page, 'Adresse').getByText('Rebgasse 3').waitFor();
    // The dialog opened by itself: focus lands on the address section's button, not at the top of the page.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Lieferadresse ändern');

    await tabTo(page, /Post/);
    await page.keyboard.press('Space');
    await tabTo(page, /Rechnung/);
    await page.keyboard.press('Space');
    await tabTo(page, /Ich akzeptiere die AGB/);
    await page.keyboard.press('Space');
    await tabTo(page, /mindestens 18 Jahre/);
    await page.keyboard.press('Space');
    const submit = page.getByRole('button', { name: 'Bestellung absenden' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await tabTo(page, /^Bestellung absenden$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkout\/bestaetigung\?uid=/);
    await page.getByText('Rebgasse 3').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
