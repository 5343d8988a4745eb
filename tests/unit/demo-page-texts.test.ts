// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_TEXTS } from '../../examples/platform/texts/index.ts';
import { createDemoApp, DemoSession } from '../support/demo-session.ts';

/**
 * Issue 36: the demo's own words (main menu, titles, headings, the texts around the elements) follow the page's
 * language, English included; German stays the default. Wine, region and country names are catalogue data.
 */
const GERMAN_MENU = ['Weine', 'Aktionen', 'Neuheiten', 'Regionen', 'Über uns', 'Kontakt', 'Rotwein', 'Weisswein', 'Schaumwein'];
const GERMAN_TITLES = ['Schweizer Weine online kaufen', 'Unsere Weine', 'Warenkorb', 'Startseite', 'Zum Inhalt springen'];

const headerNavigation = (page: string): { label: string; children?: { label: string }[] }[] => {
  // The header's navigation attribute (single-quoted JSON, apostrophes written as &#39;).
  const match = /<shop-header[^>]* navigation='([^']*)'/.exec(page);
  return JSON.parse(
    match![1]!
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  ) as never;
};
const titleOf = (page: string) => /<title>(.*?)<\/title>/s.exec(page)![1]!;
const headingOf = (page: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(page)![1]!;

describe('the demo pages in the page language', () => {
  it.each(['fr', 'en'] as const)('%s: /, /shop and the basket have no German menu entry, title or heading', async (language) => {
    const session = await new DemoSession(createDemoApp({ articles: 30 })).start('/');
    const t = DEMO_TEXTS[language];
    for (const path of ['/', '/shop', '/checkout/basket']) {
      const page = await (await session.request(`${path}?lang=${language}`)).text();
      expect(page).toContain(`<html lang="${language}-CH">`);
      const menu = headerNavigation(page);
      const labels = menu.flatMap((entry) => [entry.label, ...(entry.children ?? []).map((child) => child.label)]);
      expect(labels, path).toEqual(expect.arrayContaining([t.navWines, t.navPromotions, t.navRegions, t.wineRotwein]));
      for (const german of GERMAN_MENU) expect(labels, `${path}: ${german}`).not.toContain(german);
      for (const german of GERMAN_TITLES) {
        expect(titleOf(page), path).not.toContain(german);
        expect(headingOf(page), path).not.toContain(german);
      }
      expect(page, path).toContain(`>${t.skipLink}</a>`);
    }
    const basket = await (await session.request(`/checkout/basket?lang=${language}`)).text();
    expect(headingOf(basket)).toBe(t.basket);
    expect(titleOf(basket)).toBe(`${t.basket} | Vinothek`);
    const shop = await (await session.request(`/shop?lang=${language}`)).text();
    expect(headingOf(shop)).toBe(t.shopHeading);
    expect(shop).toContain(
      `<nav class="breadcrumbs" aria-label="${t.breadcrumbs.replace("'", '&#39;')}"><ol><li><a href="/">${t.home}</a>`,
    );
  });

  it('English is on the switch, named in English', async () => {
    const session = await new DemoSession(createDemoApp({ articles: 30 })).start('/');
    const page = await (await session.request('/kontakt?lang=en')).text();
    expect(page).toMatch(/<nav class="site-languages" aria-label="Language">.*hreflang="en" lang="en" aria-current="true">English</s);
    expect(page).toContain('"language":"en","culture":"en-CH"');
  });

  it("an article's short address leads to its canonical one in the language asked for", async () => {
    const session = await new DemoSession(createDemoApp({ articles: 30 })).start('/');
    const res = await session.request('/shop/1006?lang=fr', { redirect: 'manual' });
    expect(res.status).toBe(301);
    const location = new URL(res.headers.get('location')!, 'http://demo');
    expect(location.pathname).toMatch(/^\/shop\/1006-./);
    expect(location.searchParams.get('lang')).toBe('fr');
    const page = await (await session.request(location.pathname + location.search)).text();
    expect(page).toContain('<html lang="fr-CH">');
  });

  it('German stays the default', async () => {
    const session = await new DemoSession(createDemoApp({ articles: 30 })).start('/');
    const page = await (await session.request('/shop')).text();
    expect(headingOf(page)).toBe('Unsere Weine');
    expect(headerNavigation(page).map((entry) => entry.label)).toEqual([
      'Weine',
      'Aktionen',
      'Neuheiten',
      'Regionen',
      'Über uns',
      'Kontakt',
    ]);
  });

  it('every language table has a text for every German key', () => {
    const keys = Object.keys(DEMO_TEXTS.de).sort();
    for (const texts of Object.values(DEMO_TEXTS)) {
      expect(Object.keys(texts).sort()).toEqual(keys);
      expect(Object.values(texts).every((text) => text.trim().length > 0)).toBe(true);
    }
  });
});
