import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toPageQuery as toQuery, type Browser, type EngineName, type Target } from '../engines/driver.ts';
import type { withEngines } from '../engines/engines.ts';
import { logInAs } from '../engines/log-in.ts';

/**
 * The main journeys (issue 21), written once and registered by one test file per engine (engine-journeys.test.ts
 * for Chromium, firefox.test.ts, webkit.test.ts): browse, filter,
 * detail, add to basket, badge, basket quantity, login, checkout as a customer to the confirmation,
 * Merkliste, header menu on a phone, a basket change the network dropped carried to the next page. The deeper
 * Chromium-only checks stay in the other files.
 */
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };
const SHOTS = join(process.cwd(), 'screenshots', 'engines');

const region = (name: string): Target => ({ role: 'region', name });

async function shot(browser: Browser, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await browser.screenshot(join(SHOTS, `${browser.engine}-${name}.png`));
}

/** Ticks a checkbox or radio as a user does: on its label (the native input is drawn by CSS). */
async function check(browser: Browser, target: Target): Promise<void> {
  await browser.click(target);
  await browser.until(
    (query) => (vkFind(query) as HTMLInputElement | null)?.checked === true,
    toQuery(target),
    `${JSON.stringify(toQuery(target))} checked`,
  );
}

export function mainJourneys(engine: EngineName, engines: ReturnType<typeof withEngines>): void {
  describe(`main journeys in ${engine}`, () => {
    it('browse the list, filter it, open a detail page, add to the basket (badge), change the quantity in the basket', async () => {
      const browser = await engines.browser(engine);
      await browser.driver.newVisitor(DESKTOP);
      await browser.goto('/shop');
      const rotwein: Target = { role: 'checkbox', name: /^Rotwein/, within: { role: 'group', name: 'Weinart' } };
      await check(browser, rotwein);
      await browser.waitForUrl(/\?egruppe=rotwein$/);
      await browser.until(
        () => document.querySelector('.vk-article-list__count')?.textContent?.match(/^\d+ Treffer$/) !== null,
        null,
        'hit count',
      );
      await shot(browser, 'list-filtered-1440');

      // The first red wine that can be ordered: its card has the basket button.
      const card = { css: '.vk-card:has(.vk-add-to-basket__button)' };
      const name = await browser.text({ css: '.vk-card__link', within: card });
      await browser.click({ css: '.vk-card__link', within: card });
      await browser.waitForUrl(/^\/shop\/\d+/);
      await browser.waitFor({ role: 'heading', name });
      // The heading comes with the server-rendered HTML; the header's badge renders once the scripts have run.
      await browser.until(() => document.querySelector('.vk-basket-badge')?.getAttribute('data-count') === '0', null, 'badge 0');
      await browser.click({ role: 'button', name: 'In den Warenkorb', within: { css: '.vk-detail__summary' } });
      await browser.waitFor({ text: 'Der Artikel wurde in den Warenkorb gelegt.' });
      await browser.until(() => document.querySelector('.vk-basket-badge')?.getAttribute('data-count') === '1', null, 'badge 1');
      await shot(browser, 'detail-added-1440');

      await browser.goto('/checkout/basket');
      const quantity: Target = { role: 'spinbutton', name: /^Menge von / };
      expect(await browser.value(quantity)).toBe('1');
      await browser.fill(quantity, '3');
      await browser.waitFor({ text: 'Die Menge im Warenkorb wurde angepasst.' });
      await browser.until(() => document.querySelector('.vk-basket-line__bottles')?.textContent === '18 Flaschen', null, '18 bottles');
      await browser.click({ role: 'button', name: /Menge .*erhöhen/ });
      await browser.until(() => document.querySelector('.vk-basket-line__bottles')?.textContent === '24 Flaschen', null, '24 bottles');
      await shot(browser, 'basket-1440');
      expect(browser.driver.errors).toEqual([]);
    });

    it('the demo customer logs in, checks out to the confirmation, and toggles an article on the Merkliste', async () => {
      const browser = await engines.browser(engine);
      await browser.driver.newVisitor(PHONE);
      await logInAs(browser, 'demo@vinothek.ch', '/shop/1006');
      await browser.waitForUrl(/^\/shop\/1006/);
      await browser.click({ role: 'button', name: 'In den Warenkorb', within: { css: '.vk-detail__summary' } });
      await browser.waitFor({ text: 'Der Artikel wurde in den Warenkorb gelegt.' });
      await browser.goto('/checkout/basket');
      await browser.click({ role: 'link', name: 'Weiter zur Kasse' });
      await browser.waitForUrl(/^\/checkout$/);
      await check(browser, { role: 'radio', name: /Post/, within: region('Lieferart') });
      await check(browser, { role: 'radio', name: /Rechnung/, within: region('Zahlungsart') });
      await check(browser, { role: 'checkbox', name: 'Ich akzeptiere die AGB.', within: region('AGB und Alter') });
      await check(browser, { role: 'checkbox', name: 'Ich bin mindestens 18 Jahre alt.', within: region('AGB und Alter') });
      await browser.until(
        () => (vkFind({ role: 'button', name: 'Bestellung absenden' }) as HTMLButtonElement | null)?.disabled === false,
        null,
        'submit enabled',
      );
      await shot(browser, 'checkout-ready-375');
      await browser.click({ role: 'button', name: 'Bestellung absenden' });
      await browser.waitForUrl(/^\/checkout\/bestaetigung\?uid=/);
      await browser.waitFor({ role: 'heading', name: 'Vielen Dank für Ihre Bestellung!' });
      await browser.waitFor({ role: 'heading', name: 'Bestellübersicht' });
      await shot(browser, 'confirmation-375');

      await browser.goto('/shop/1004');
      await browser.click({ role: 'button', name: 'Merklisten wählen', within: { css: '.vk-detail__summary' } });
      const menu: Target = { role: 'dialog', name: 'Auf Merklisten setzen' };
      // The customer's lists arrive after the menu opens (a second, seeded list shows they are there).
      await browser.waitFor({ role: 'checkbox', name: 'Weihnachten', within: menu });
      const standard: Target = { role: 'checkbox', name: 'Meine Merkliste', within: menu };
      // The demo customer's lists live on the server, shared by the three engines' runs: toggle from whatever it is.
      const before = (await browser.value(standard)) === true;
      await browser.click(standard);
      await browser.until(
        (arg) => (vkFind(arg.query) as HTMLInputElement | null)?.checked === arg.wanted,
        { query: toQuery(standard), wanted: !before },
        'the checkbox to toggle',
      );
      await browser.until(
        async (wanted) => {
          const state = (await (await fetch('/api/merkliste')).json()) as {
            merklisten: { bezeichnung: string; items: { artikel: { artikelId: number } }[] }[];
          };
          return (
            state.merklisten.some(
              (list) => list.bezeichnung === 'Meine Merkliste' && list.items.some((item) => item.artikel.artikelId === 1004),
            ) === wanted
          );
        },
        !before,
        `article 1004 ${before ? 'off' : 'on'} Meine Merkliste`,
      );
      await shot(browser, 'merkliste-375');
      expect(browser.driver.errors).toEqual([]);
    });

    it('on a phone, an add whose request the network dropped is sent from the basket page the shopper goes on to', async () => {
      const browser = await engines.browser(engine);
      await browser.driver.newVisitor(PHONE);
      await browser.goto('/shop/1006');
      await browser.until(() => document.querySelector('.vk-basket-badge')?.getAttribute('data-count') === '0', null, 'badge 0');
      // This page's network drops the add (the phone still believes it is online); the next page has its own.
      await browser.evaluate(() => {
        const send = window.fetch.bind(window);
        window.fetch = (input, init) =>
          String(input instanceof Request ? input.url : input).includes('/api/basket/add')
            ? Promise.reject(new TypeError('Failed to fetch'))
            : send(input, init);
        return true;
      }, null);
      await browser.click({ role: 'button', name: 'In den Warenkorb', within: { css: '.vk-detail__summary' } });
      await browser.waitFor({ css: '.vk-add-to-basket__waiting' });
      // On at once, long before the first retry.
      await browser.goto('/checkout/basket');
      await browser.waitFor({ text: 'Der Artikel wurde in den Warenkorb gelegt.' });
      await browser.until(() => document.querySelectorAll('.vk-basket-line').length === 1, null, 'one basket line');
      await browser.until(
        () => {
          const badge = document.querySelector('.vk-basket-badge');
          return badge?.getAttribute('data-count') === '1' && !badge.hasAttribute('data-waiting');
        },
        null,
        'badge 1, nothing waiting',
      );
      await shot(browser, 'offline-add-next-page-375');
      expect(browser.driver.errors).toEqual([]);
    });

    it('on a phone the header menu opens as a dialog, goes a level down, and closes with Escape', async () => {
      const browser = await engines.browser(engine);
      await browser.driver.newVisitor(PHONE);
      await browser.goto('/');
      await browser.click({ role: 'button', name: 'Menü' });
      await browser.waitFor({ role: 'dialog', name: 'Menü' });
      await browser.until(() => getComputedStyle(document.body).overflow === 'hidden', null, 'page scroll locked');
      await browser.click({ role: 'button', name: /^Weine/, within: { role: 'dialog', name: 'Menü' } });
      await browser.waitFor({ role: 'link', name: 'Weine: Übersicht', within: { role: 'dialog', name: 'Weine' } });
      await shot(browser, 'menu-375');
      await browser.press('Escape');
      await browser.waitForGone({ role: 'dialog', name: 'Weine' });
      await browser.until(
        () => document.activeElement?.classList.contains('vk-main-nav__menu-button') === true,
        null,
        'focus back on the menu button',
      );
      expect(browser.driver.errors).toEqual([]);
    });
  });
}
