import { describe, expect, it } from 'vitest';
import { DESKTOP, logIn, newVisitor, PHONE, screenshot, withDemoShop } from './support/demo-shop.ts';
import { hydrated } from './support/hydration.ts';

/** Issue 36: what shoppers tripped over on a phone, each held where it showed (Chromium, 375 px). */
const demo = withDemoShop();

describe('shopper trips (issue 36)', () => {
  it('a hidden header leaves no area that swallows taps', async () => {
    const { context, page, errors } = await newVisitor(demo.browser, PHONE);
    await page.goto(`${demo.shop.url}/shop`);
    await hydrated(page);
    await page.mouse.move(180, 600);
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => scrollY > 1000);
    await expect
      .poll(() => page.locator('.vk-header').evaluate((header) => header.classList.contains('vk-header--hidden')), { timeout: 10_000 })
      .toBe(true);
    // The bar's slide (a transition) has ended.
    await expect
      .poll(() => page.locator('.vk-header').evaluate((header) => header.getBoundingClientRect().bottom), { timeout: 10_000 })
      .toBeLessThanOrEqual(0);
    // Every point of the sticky host's box reaches the page beneath it.
    const caught = await page.locator('shop-header').evaluate((host) => {
      const box = host.getBoundingClientRect();
      const points: string[] = [];
      for (let y = Math.max(box.top, 0) + 2; y < box.bottom; y += 10)
        for (let x = 10; x < innerWidth; x += 40) {
          const hit = document.elementFromPoint(x, y);
          if (hit && host.contains(hit)) points.push(`${x},${Math.round(y)}`);
        }
      return points;
    });
    expect(caught).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a toast leaves the header's basket icon, badge and menu in reach", async () => {
    const { context, page, errors } = await newVisitor(demo.browser, PHONE);
    await page.goto(`${demo.shop.url}/shop/1001`);
    await hydrated(page);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    const toast = page.locator('.vk-toast').filter({ hasText: 'Der Artikel wurde in den Warenkorb gelegt.' });
    await toast.waitFor();
    // The press scrolled the button into view and the header away: back at the top, the header shows again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(() => page.locator('.vk-header').evaluate((header) => header.classList.contains('vk-header--hidden')), { timeout: 10_000 })
      .toBe(false);
    // Measured once the toast has come in and the header back (animations and transitions move them).
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    const covered = await page.evaluate(() => {
      const controls = [
        ...document.querySelectorAll<HTMLElement>('.vk-header__actions a, .vk-header__actions button, .vk-main-nav__menu-button'),
      ];
      return controls
        .filter((control) => control.getClientRects().length > 0)
        .filter((control) => {
          const box = control.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return !hit || !control.contains(hit);
        })
        .map((control) => control.textContent?.trim() || control.getAttribute('aria-label'));
    });
    await screenshot(page, 'toast-below-header-375', { fullPage: false });
    expect(covered).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a laptop a toast sits above the "↑" button: its close button is not under it', async () => {
    const { context, page, errors } = await newVisitor(demo.browser, { width: 1280, height: 800 });
    await page.goto(`${demo.shop.url}/shop`);
    await hydrated(page);
    // Far enough down for the "↑" button (spec: after 40 % of the page).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6));
    const up = page.getByRole('button', { name: 'Nach oben' });
    await up.waitFor();
    await page.getByRole('button', { name: 'In den Warenkorb' }).last().click();
    const close = page.locator('.vk-toast').filter({ hasText: 'Der Artikel wurde in den Warenkorb gelegt.' }).getByRole('button');
    await close.waitFor();
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    const [closeBox, upBox] = [await close.boundingBox(), await up.boundingBox()];
    const apart =
      closeBox!.y + closeBox!.height <= upBox!.y ||
      upBox!.y + upBox!.height <= closeBox!.y ||
      closeBox!.x + closeBox!.width <= upBox!.x ||
      upBox!.x + upBox!.width <= closeBox!.x;
    await screenshot(page, 'toast-above-scroll-top-1280', { fullPage: false });
    expect(apart, `toast close ${JSON.stringify(closeBox)}, "↑" ${JSON.stringify(upBox)}`).toBe(true);
    await close.click();
    await expect.poll(() => page.locator('.vk-toast').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a basket line's promotion saving wraps in French at 375 px, and no order unit's name is clipped", async () => {
    const { context, page, errors } = await newVisitor(demo.browser, PHONE);
    // French for this visitor (kept in a cookie: the detail's address redirects to its canonical one without the query).
    await page.goto(`${demo.shop.url}/?lang=fr`);
    await page.goto(`${demo.shop.url}/shop/1003`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.locator('.vk-toast').first().waitFor();
    await page.goto(`${demo.shop.url}/shop/1001`);
    await hydrated(page);
    await page.getByRole('combobox', { name: 'Unité de commande' }).selectOption('Abfuellung');
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.locator('.vk-add-to-basket__status').waitFor();
    await page.goto(`${demo.shop.url}/checkout/basket`);
    await hydrated(page);
    const saving = page.locator('.vk-basket-line__saving').first();
    await saving.waitFor();
    // The sentence stays inside its line (it pushed the amounts past the margin).
    const overflow = await saving.evaluate((item) => {
      const text = item.firstElementChild!.getBoundingClientRect();
      return {
        text: Math.round(text.right),
        line: Math.round(item.getBoundingClientRect().right),
        page: document.documentElement.scrollWidth,
      };
    });
    expect(overflow.text).toBeLessThanOrEqual(overflow.line);
    expect(overflow.page).toBeLessThanOrEqual(PHONE.width);
    // Every order unit's name ("Bouteille 75 cl") has its room beside the select's arrow, which sits in padding reserved for it.
    const clipped = await page.evaluate(() => {
      const ruler = document.createElement('canvas').getContext('2d')!;
      return [...document.querySelectorAll<HTMLSelectElement>('select.vk-control')]
        .filter((select) => select.getClientRects().length > 0)
        .map((select) => {
          const style = getComputedStyle(select);
          ruler.font = style.font;
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          const arrowRoom = parseFloat(style.paddingRight);
          return {
            name: select.selectedOptions[0]?.text ?? '',
            fits: ruler.measureText(select.selectedOptions[0]?.text ?? '').width <= room,
            arrowRoom,
          };
        })
        .filter((select) => !select.fits || select.arrowRoom < 16);
    });
    await screenshot(page, 'basket-fr-375');
    expect(clipped).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the detail's open 'Weine filtern' panel starts at the page's edge, as the back link does", async () => {
    const { context, page, errors } = await newVisitor(demo.browser, { width: 1280, height: 900 });
    await page.goto(`${demo.shop.url}/shop/1001`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Weine filtern' }).click();
    const panel = page.locator('.vk-detail-filters__panel');
    await panel.locator('.vk-filters').waitFor();
    const back = await page.locator('.vk-detail__back').boundingBox();
    const box = await panel.boundingBox();
    await screenshot(page, 'detail-filters-1280', { fullPage: false });
    expect(Math.round(box!.x)).toBe(Math.round(back!.x));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('after "Suchbegriff entfernen" the heading and the title no longer name the term', async () => {
    const { context, page, errors } = await newVisitor(demo.browser, DESKTOP);
    await page.goto(`${demo.shop.url}/shop?suchbegriff=Chasselas`);
    await hydrated(page);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Suche nach «Chasselas»');
    await page.getByRole('button', { name: 'Suchbegriff entfernen' }).click();
    await page.waitForURL((url) => !url.search.includes('suchbegriff'));
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 10_000 }).toBe('Unsere Weine');
    expect(await page.title()).toBe('Unsere Weine | Vinothek');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Enter and a picked suggestion in the header search go to the same page, and the field keeps the term there', async () => {
    const { context, page, errors } = await newVisitor(demo.browser, DESKTOP);
    await page.goto(`${demo.shop.url}/`);
    await hydrated(page);
    const field = page.getByRole('combobox', { name: 'Suche' }).first();
    await field.fill('Chass');
    await page.getByRole('option').first().waitFor();
    await field.press('ArrowDown');
    await field.press('Enter');
    await page.waitForURL(/\/suche\?suchbegriff=Chasselas/);
    await hydrated(page);
    await expect.poll(() => page.getByRole('combobox', { name: 'Suche' }).first().inputValue()).toBe('Chasselas');
    // A typed term goes there too.
    await page.getByRole('combobox', { name: 'Suche' }).first().fill('Merlot');
    await page.getByRole('combobox', { name: 'Suche' }).first().press('Enter');
    await page.waitForURL(/\/suche\?suchbegriff=Merlot/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the Merkliste menu of a card low on the screen opens above its toggle, with 'Anlegen' on screen", async () => {
    const { context, page, errors } = await newVisitor(demo.browser, { width: 1280, height: 800 });
    await logIn(page, demo.shop.url, 'demo@vinothek.ch', '/shop');
    await hydrated(page);
    // A card's toggle scrolled to 60 px above the viewport's bottom edge.
    const toggle = page
      .locator('.vk-card')
      .nth(3)
      .getByRole('button', { name: /Merklisten für .* wählen/ });
    await toggle.evaluate((element) => {
      const box = element.getBoundingClientRect();
      window.scrollBy(0, box.bottom - (innerHeight - 60));
    });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Auf Merklisten setzen' });
    await menu.getByRole('checkbox', { name: 'Meine Merkliste' }).waitFor();
    const create = menu.getByRole('button', { name: 'Anlegen' });
    const placed = await page.evaluate(() => {
      const panel = document.querySelector('.vk-merkliste-menu')!.getBoundingClientRect();
      const button = [...document.querySelectorAll('.vk-merkliste-menu button')].at(-1)!.getBoundingClientRect();
      return { top: panel.top, bottom: panel.bottom, button: button.bottom, height: innerHeight };
    });
    await screenshot(page, 'merkliste-menu-low-card-1280', { fullPage: false });
    expect(await create.isVisible()).toBe(true);
    expect(placed.top).toBeGreaterThanOrEqual(0);
    expect(placed.bottom).toBeLessThanOrEqual(placed.height);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an add made offline on a phone is kept, says so, and goes through once the connection is back', async () => {
    const { context, page } = await newVisitor(demo.browser, PHONE);
    await page.goto(`${demo.shop.url}/shop/1006`);
    await hydrated(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.getByText('Keine Verbindung – wir versuchen es erneut').waitFor();
    await page.locator('.vk-add-to-basket__waiting').waitFor();
    expect(await page.locator('.vk-basket-badge').getAttribute('data-count')).toBe('1');
    expect(await page.locator('.vk-basket-badge').getAttribute('data-waiting')).toBe('');
    await screenshot(page, 'offline-add-375', { fullPage: false });
    await context.setOffline(false);
    await page.getByText('Der Artikel wurde in den Warenkorb gelegt.').waitFor({ timeout: 35_000 });
    await page.locator('.vk-add-to-basket__in-basket').waitFor();
    expect(await page.locator('.vk-basket-badge').getAttribute('data-waiting')).toBeNull();
    const basket = (await (await page.request.get(`${demo.shop.url}/api/basket`)).json()) as {
      items: { artikelId: number; mengeBestelleinheit: number; isProtected: boolean }[];
    };
    expect(basket.items.filter((item) => !item.isProtected).map((item) => [item.artikelId, item.mengeBestelleinheit])).toEqual([[1006, 1]]);
    await context.close();
  });

  it('an add whose request never arrived is not lost when the shopper goes on to the basket page before the retry', async () => {
    const { context, page } = await newVisitor(demo.browser, PHONE);
    await page.goto(`${demo.shop.url}/shop/1006`);
    await hydrated(page);
    // A network that drops the request (the phone still believes it is online: no offline event, only the backoff).
    await page.route('**/api/basket/add', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.locator('.vk-add-to-basket__waiting').waitFor();
    await page.unroute('**/api/basket/add');
    // Straight on, long before the first retry (2 s is only its earliest).
    await page
      .getByRole('link', { name: /Warenkorb/ })
      .first()
      .click();
    await page.waitForURL('**/checkout/basket');
    await page.getByText('Der Artikel wurde in den Warenkorb gelegt.').waitFor();
    await page.locator('.vk-basket-line').first().waitFor();
    expect(await page.locator('.vk-basket-line').count()).toBe(1);
    expect(await page.locator('.vk-basket-badge').getAttribute('data-waiting')).toBeNull();
    await screenshot(page, 'offline-add-next-page-375', { fullPage: false });
    const basket = (await (await page.request.get(`${demo.shop.url}/api/basket`)).json()) as {
      items: { artikelId: number; mengeBestelleinheit: number; isProtected: boolean }[];
    };
    expect(basket.items.filter((item) => !item.isProtected).map((item) => [item.artikelId, item.mengeBestelleinheit])).toEqual([[1006, 1]]);
    await context.close();
  });
});
