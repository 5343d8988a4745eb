import { describe, expect, it } from 'vitest';
import { DESKTOP, newVisitor, logIn, withDemoShop } from './support/demo-shop.ts';
import { hydrated } from './support/hydration.ts';

const demo = withDemoShop();

describe('checkout and account fixes (issue 22)', () => {
  it('Escape closes the address dialog in select mode on the checkout page', async () => {
    const { context, page, errors } = await newVisitor(demo.browser, DESKTOP);
    await logIn(page, demo.shop.url, 'demo@vinothek.ch', '/shop');
    await page.goto(`${demo.shop.url}/shop/1006`);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.getByText('Der Artikel wurde in den Warenkorb gelegt.').waitFor();
    await page.goto(`${demo.shop.url}/checkout`);
    await page.getByRole('button', { name: /Lieferadresse ändern/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Lieferadresse' });
    await dialog.getByRole('radio', { checked: true }).waitFor();
    // Back from edit to select: focus must stay in the dialog, so Escape still reaches it.
    await dialog
      .getByRole('button', { name: /^Bearbeiten:/ })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.getByRole('radio', { checked: true }).waitFor();
    expect(await dialog.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const visitor of ['anonymous', 'demo@vinothek.ch', 'firma@vinothek.ch'] as const) {
    it(`/shop hydrates the server-rendered list without a mismatch (${visitor})`, async () => {
      const { context, page, errors } = await newVisitor(demo.browser, DESKTOP);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
      });
      if (visitor !== 'anonymous') await logIn(page, demo.shop.url, visitor, '/shop');
      // With an article in the basket, which the header's badge loads while the list hydrates.
      await page.goto(`${demo.shop.url}/shop`);
      await page
        .getByRole('group', { name: 'Weinart' })
        .getByRole('checkbox', { name: /Rotwein/ })
        .waitFor();
      await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
      await page.getByText('Der Artikel wurde in den Warenkorb gelegt.').waitFor();
      warnings.length = 0;
      const response = await page.reload();
      expect(await response!.text()).toMatch(/<shop-article-list [^>]*prerendered(='[^']*')?>/);
      await page.locator('shop-article-list[prerendered]').waitFor({ state: 'detached' });
      // Once every island has hydrated, a mismatch would have been reported.
      await hydrated(page);
      // After hydration the card shows the basket state the server could not know.
      await page.locator('shop-article-list .vk-card').first().locator('.vk-add-to-basket__status').waitFor();
      expect(warnings.filter((text) => /did not match|#418|Hydration/i.test(text))).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
