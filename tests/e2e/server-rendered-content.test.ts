import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, logIn, newVisitor, PHONE, screenshot, withDemoShop, type StorageState } from './support/demo-shop.ts';
import { SCREENSHOTS_WANTED } from './support/screenshots-wanted.ts';
import { collectHydrationWarnings, hydrated, openWithScriptsHeld } from './support/hydration.ts';

/**
 * Issue 25: the demo writes the header on every page, the home page's sliders, the site search and the customer's
 * Merklisten with their first render inside (vinothek-elements/server). Before any script the content is on
 * screen and its links work; the elements then hydrate that markup for every kind of visitor, with no warning and
 * no box moving, and their controls answer.
 */
const demo = withDemoShop();

const VISITORS = ['anonymous', 'demo@vinothek.ch', 'firma@vinothek.ch'] as const;
type Visitor = (typeof VISITORS)[number];

interface ServerRenderedPage {
  path: string;
  /** The element the page is about (the header is on every page besides). */
  tag: string;
  /** What must be on screen before any script: the page's content. */
  content: (page: Page) => ReturnType<Page['locator']>;
  /** Boxes that must not move when the elements hydrate. */
  boxes: string[];
  customersOnly?: boolean;
}

const HEADER_BOXES = ['.vk-header__bar', '.vk-header__logo', '.vk-header__actions', '.vk-main-nav__menu-button, .vk-main-nav__bar'];

const PAGES: ServerRenderedPage[] = [
  {
    path: '/',
    tag: 'shop-big-slider',
    content: (page) => page.getByRole('heading', { name: 'Chasselas aus dem Lavaux' }),
    boxes: ['.vk-big-slider__viewport', 'shop-article-slider .vk-slider__item', 'shop-article-slider .vk-slider__controls'],
  },
  {
    path: '/suche?suchbegriff=Wein',
    tag: 'shop-site-search',
    content: (page) => page.locator('shop-site-search .vk-site-search__title a').first(),
    boxes: ['.vk-site-search__form', '.vk-site-search__articles', '.vk-site-search__list', 'shop-site-search .vk-pager'],
  },
  {
    path: '/account/merklisten',
    tag: 'shop-my-lists',
    content: (page) => page.locator('shop-my-lists .vk-my-lists__item-link').first(),
    boxes: ['.vk-my-lists__title', '.vk-my-lists__item', '.vk-my-lists__drawer-open, .vk-my-lists__nav'],
    customersOnly: true,
  },
  { path: '/kontakt', tag: 'shop-header', content: (page) => page.locator('shop-header .vk-header__logo'), boxes: [] },
];

/** Where each of `selectors`' first visible element is, rounded to whole pixels. */
function boxesOf(page: Page, selectors: string[]) {
  return page.evaluate((list) => {
    return list.map((selector) => {
      const element = [...document.querySelectorAll(selector)].find((candidate) => candidate.getClientRects().length > 0);
      if (!element) return `${selector}: none`;
      const { x, y, width, height } = element.getBoundingClientRect();
      return `${selector}: ${[x, y, width, height].map(Math.round).join(' ')}`;
    });
  }, selectors);
}

/** A customer with the first article of the shop on a list, so /account/merklisten shows one. */
async function putOnList(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const config = JSON.parse(document.getElementById('shop-config')!.textContent!) as { csrfToken: string };
    const response = await fetch('/api/merkliste/AddToMerkliste', {
      method: 'POST',
      headers: { 'content-type': 'application/json', RequestVerificationToken: config.csrfToken },
      body: JSON.stringify({ artikelId: 1001, merklisteId: null }),
    });
    return response.status;
  });
  expect(status).toBe(200);
}

/** Each customer's session (logged in, an article on a list), made by the first test that needs it: the later ones go on with it. */
const sessions = new Map<Visitor, StorageState>();

async function visitorOn(visitor: Visitor, viewport: { width: number; height: number }) {
  const visit = await newVisitor(demo.browser, viewport, undefined, sessions.get(visitor));
  if (visitor !== 'anonymous' && !sessions.has(visitor)) {
    await logIn(visit.page, demo.shop.url, visitor, '/kontakt');
    await putOnList(visit.page);
    sessions.set(visitor, await visit.context.storageState());
  }
  return visit;
}

describe('server-rendered header, sliders, site search and Merklisten', () => {
  for (const visitor of VISITORS) {
    it(`${visitor}: each page paints before script and hydrates with no warning and no box moving`, async () => {
      const { page, errors, context } = await visitorOn(visitor, DESKTOP);
      const warnings = collectHydrationWarnings(page);
      for (const shown of PAGES.filter((candidate) => visitor !== 'anonymous' || !candidate.customersOnly)) {
        // With the scripts held, an element marked `prerendered` can only come from the server's HTML.
        const { release } = await openWithScriptsHeld(page, `${demo.shop.url}${shown.path}`, shown.tag);
        await page.locator('shop-header[prerendered]').waitFor({ state: 'attached' });
        await shown.content(page).waitFor();
        // The header as the server knows the visitor: the login link for anonymous visitors, the account link for customers.
        const account = page.locator('shop-header').getByRole('link', { name: visitor === 'anonymous' ? 'Anmelden' : 'Konto' });
        await account.waitFor();
        const selectors = [...HEADER_BOXES, ...shown.boxes];
        const before = await boxesOf(page, selectors);
        expect(
          before.filter((box) => box.endsWith('none')),
          shown.path,
        ).toEqual([]);

        await release();
        await hydrated(page);
        expect(warnings, shown.path).toEqual([]);
        expect(await boxesOf(page, selectors), shown.path).toEqual(before);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('after hydration the controls work: the slider arrow, the header menus, the pager, the list editor', async () => {
    const { page, errors, context } = await visitorOn('demo@vinothek.ch', DESKTOP);
    const warnings = collectHydrationWarnings(page);

    await page.goto(`${demo.shop.url}/`);
    await hydrated(page);
    const slider = page.getByRole('region', { name: 'Neuheiten' });
    const previous = slider.getByRole('button', { name: 'Vorherige Artikel' });
    expect(await previous.isDisabled()).toBe(true);
    await slider.getByRole('button', { name: 'Nächste Artikel' }).click();
    await expect.poll(() => previous.isEnabled()).toBe(true);
    const toggle = page.getByRole('button', { name: 'Untermenü Weine' });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');

    await page.goto(`${demo.shop.url}/suche?suchbegriff=Wein`);
    await hydrated(page);
    await page.locator('shop-site-search .vk-pager').getByRole('link', { name: /2/ }).first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');

    await page.goto(`${demo.shop.url}/account/merklisten`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Umbenennen' }).click();
    await page.getByRole('textbox', { name: 'Name der Merkliste' }).waitFor();
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('phone: the menu is a <details> before script and the menu button after; the lists are behind their button', async () => {
    const { page, errors, context } = await visitorOn('demo@vinothek.ch', PHONE);
    const warnings = collectHydrationWarnings(page);
    const { release } = await openWithScriptsHeld(page, `${demo.shop.url}/account/merklisten`, 'shop-my-lists');
    await page.locator('shop-header summary.vk-main-nav__menu-button').click();
    // Opened without any script: the top level and the customer's extra links.
    await page.locator('.vk-main-nav__early-list').getByRole('link', { name: 'Weine' }).waitFor();
    await page.locator('.vk-main-nav__early-list').getByRole('button', { name: 'Abmelden' }).waitFor();
    await page.locator('shop-header summary.vk-main-nav__menu-button').click();
    await page.getByRole('button', { name: 'Merklisten anzeigen' }).waitFor();
    await release();
    await hydrated(page);
    await page.getByRole('button', { name: 'Menü' }).click();
    await page.getByRole('dialog', { name: 'Menü' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Merklisten anzeigen' }).click();
    await page.getByRole('dialog', { name: 'Meine Merklisten' }).waitFor();
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a menu opened before the scripts', () => {
  it('phone: the header menu opened before hydration is the open menu panel after it', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, PHONE);
    const warnings = collectHydrationWarnings(page);
    const { release } = await openWithScriptsHeld(page, `${demo.shop.url}/kontakt`, 'shop-header');
    await page.locator('shop-header summary.vk-main-nav__menu-button').click();
    await page.locator('.vk-main-nav__early-list').getByRole('link', { name: 'Weine' }).waitFor();
    await release();
    await page.getByRole('dialog', { name: 'Menü' }).getByRole('link', { name: 'Kontakt' }).waitFor();
    // The panel as the shopper sees it once it has slid in.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    await screenshot(page, 'before-hydration-menu-375-replayed', { fullPage: false });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Menü' }).waitFor({ state: 'detached' });
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('typed before the scripts', () => {
  it('a term typed into the header search or the search page before hydration is searched after it', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, DESKTOP);
    const warnings = collectHydrationWarnings(page);
    const { release } = await openWithScriptsHeld(page, `${demo.shop.url}/kontakt`, 'shop-header');
    const field = page.locator('shop-header').getByRole('combobox', { name: 'Suche' });
    await field.fill('Merlot');
    await release();
    await hydrated(page);
    expect(await field.inputValue()).toBe('Merlot');
    await field.press('Enter');
    await page.waitForURL((url) => url.pathname === '/suche' && url.searchParams.get('suchbegriff') === 'Merlot');

    // The search page's own box likewise: the new term stays and "Suchen" searches it.
    const held = await openWithScriptsHeld(page, `${demo.shop.url}/suche?suchbegriff=Wein`, 'shop-site-search');
    const box = page.locator('shop-site-search').getByRole('searchbox');
    await box.fill('Chasselas');
    await held.release();
    await hydrated(page);
    expect(await box.inputValue()).toBe('Chasselas');
    await page.locator('shop-site-search').getByRole('button', { name: 'Suchen' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('suchbegriff')).toBe('Chasselas');
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('in French and Italian', () => {
  it("the header, sliders and search are rendered in the page's language and hydrate with no warning", async () => {
    const { page, errors, context } = await newVisitor(demo.browser, DESKTOP);
    const warnings = collectHydrationWarnings(page);
    for (const [lang, login] of [
      ['fr', 'Se connecter'],
      ['it', 'Accedi'],
    ] as const) {
      for (const path of ['/', '/suche?suchbegriff=Wein']) {
        await page.goto(`${demo.shop.url}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
        await page.locator('shop-header').getByRole('link', { name: login }).waitFor();
        await hydrated(page);
        expect(warnings, `${lang} ${path}`).toEqual([]);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * Hydrated and the network quiet, for a screenshot. The idle period `hydrated` waits for once did not come for
 * over 10 s after /account/merklisten hydrated on a loaded machine (not seen again in 20 runs), so a screenshot
 * waits at most 5 s for it.
 */
const settled = (page: Page) => hydrated(page, { idleWithinMs: 5000 });

describe('before and after script at 375, 1280 and 1440 px', () => {
  for (const width of [375, 1280, 1440]) {
    it(`${width} px: screenshots before and after script; the slider shows as many cards before script as after`, async () => {
      const { page, errors, context } = await visitorOn('demo@vinothek.ch', { width, height: 900 });
      for (const [name, path, tag] of [
        ['home', '/', 'shop-big-slider'],
        // Loaded for the screenshots alone: their hydration at each width is the page pass's (sweep/pages.ts).
        ...(SCREENSHOTS_WANTED
          ? ([
              ['suche', '/suche?suchbegriff=Wein', 'shop-site-search'],
              ['merklisten', '/account/merklisten', 'shop-my-lists'],
            ] as const)
          : []),
      ] as const) {
        const { release } = await openWithScriptsHeld(page, `${demo.shop.url}${path}`, tag);
        const cardsInView = () =>
          page.evaluate(() => {
            const track = document.querySelector('shop-article-slider .vk-slider__track');
            if (!track) return 0;
            const { left, right } = track.getBoundingClientRect();
            return [...track.querySelectorAll('.vk-slider__item')].filter((item) => {
              const box = item.getBoundingClientRect();
              return box.left >= left - 1 && box.right <= right + 1;
            }).length;
          });
        const before = await cardsInView();
        await screenshot(page, `server-rendered-${name}-${width}-before-script`);
        await release();
        await settled(page);
        await screenshot(page, `server-rendered-${name}-${width}-after-script`);
        if (name === 'home') {
          // Spec §2: 1 card per view below 980 px, 2 below 1200 px, 3 below 1520 px.
          expect(before).toBe(width < 980 ? 1 : 3);
          expect(await cardsInView()).toBe(before);
        }
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
