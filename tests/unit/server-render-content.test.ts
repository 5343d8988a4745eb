// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { seededDatabase } from '../support/seeded-database.ts';
import { searchArtikel } from '../../examples/catalogue/search.ts';
import { addToMerkliste, merklisteState } from '../../examples/catalogue/merkliste.ts';
import { siteSearch } from '../../examples/content/site-search.ts';
import { ConfigError } from '../../src/core/errors.ts';
import { renderElement, type PrerenderableTag } from '../../src/server/index.ts';

/**
 * renderElement for the elements of the first screen besides the list and the detail (issue 25): the header and
 * its navigation, the sliders, the site search and the customer's Merklisten, from the demo's own data.
 */
const db = seededDatabase({ articles: 60 });
const DEMO_USER = 1;
const PAGE = 'https://shop.example/shop?egruppe=rotwein';
const NAVIGATION = JSON.stringify([
  { label: 'Weine', href: '/shop', children: [{ label: 'Rotwein', href: '/shop?egruppe=rotwein' }] },
  { label: 'Regionen', href: '/regionen' },
]);
const customer = { user: { authenticated: true, kundeInklMwst: true }, csrfToken: 'token-of-anna' };

/** The element the server wrote, as a browser's parser reads it. */
function parse(markup: string): HTMLElement {
  const element = new DOMParser().parseFromString(`<!doctype html><body>${markup}`, 'text/html').body.firstElementChild;
  if (!element) throw new Error('no element in the markup');
  return element as HTMLElement;
}

const articles = () => searchArtikel(db, { pageSize: 6, populateSearchFields: false }, { userId: null });

describe('renderElement: header, navigation, sliders, site search, Merklisten', () => {
  it('<shop-header> for an anonymous visitor: the login link comes back to the page, the current page is marked, the menu opens without script', async () => {
    const header = parse(await renderElement('shop-header', { navigation: NAVIGATION, brand: 'Vinothek' }, { url: PAGE }));
    expect(header.hasAttribute('prerendered')).toBe(true);
    expect(header.querySelector('.vk-header__logo')?.textContent).toBe('Vinothek');
    const login = [...header.querySelectorAll('a')].find((link) => link.textContent === 'Anmelden');
    expect(login?.getAttribute('href')).toBe(`/account/login?returnUrl=${encodeURIComponent('/shop?egruppe=rotwein')}`);
    expect(header.querySelector('[aria-current="page"]')?.textContent).toBe('Rotwein');
    expect([...header.querySelectorAll('details.vk-main-nav__early-menu a')].map((link) => link.textContent)).toEqual([
      'Weine',
      'Regionen',
    ]);
    // The basket's count is the browser's: the server writes the empty badge.
    expect(header.querySelector('.vk-basket-badge')?.hasAttribute('data-count')).toBe(false);
  });

  it("<shop-header> for a customer: account link and logout with the session's token; a cacheable page stays anonymous", async () => {
    const forAnna = await renderElement('shop-header', { navigation: NAVIGATION }, { url: PAGE, config: customer });
    const header = parse(forAnna);
    expect([...header.querySelectorAll('a')].map((link) => link.textContent)).toContain('Mein Konto');
    expect(header.querySelector<HTMLInputElement>('form[action="/account/logout"] input')?.value).toBe('token-of-anna');

    const cacheable = await renderElement(
      'shop-header',
      { navigation: NAVIGATION },
      { url: PAGE, config: { ...customer, cacheable: true } },
    );
    expect(cacheable).not.toContain('token-of-anna');
    expect(cacheable).not.toContain('Mein Konto');
    expect(cacheable).toContain('Anmelden');
  });

  it('<shop-main-nav>: the bar with its disclosure buttons and the phone menu as <details>', async () => {
    const nav = parse(await renderElement('shop-main-nav', { items: NAVIGATION }, { url: PAGE }));
    expect(nav.querySelectorAll('.vk-main-nav__bar > li')).toHaveLength(2);
    expect(nav.querySelector('.vk-main-nav__toggle')?.getAttribute('aria-expanded')).toBe('false');
    expect(nav.querySelector('details summary')?.textContent).toBe('Menü');
  });

  it('<shop-article-slider>: every card in its slide, the first image eager, "previous" disabled and "next" not', async () => {
    const items = articles().items;
    const slider = parse(await renderElement('shop-article-slider', { items: JSON.stringify(items), label: 'Neuheiten' }));
    expect(slider.querySelectorAll('.keen-slider__slide.vk-slider__item')).toHaveLength(items.length);
    expect(slider.querySelector('.vk-card img')?.getAttribute('loading')).toBe('eager');
    expect(slider.querySelector('[aria-label="Vorherige Artikel"]')?.hasAttribute('disabled')).toBe(true);
    expect(slider.querySelector('[aria-label="Nächste Artikel"]')?.hasAttribute('disabled')).toBe(false);
  });

  it('<shop-big-slider>: the first slide fetched first, no style attribute (a CSP would block it)', async () => {
    const slides = [1, 2].map((itemId) => ({ itemId, type: 'image', imageUrl: `/images/banner/${itemId}.webp`, title: `Folie ${itemId}` }));
    const markup = await renderElement('shop-big-slider', { slides: JSON.stringify(slides) });
    const slider = parse(markup);
    expect(slider.querySelector('.vk-big-slider__image')?.getAttribute('fetchpriority')).toBe('high');
    expect(slider.querySelector('h2')?.textContent).toBe('Folie 1');
    expect(markup).not.toContain('style=');
  });

  it("<shop-site-search>: the hits, the wines for the term and a pager whose links are the page's own", async () => {
    const initial = siteSearch(db, { currentPage: 1, filterValues: { searchterm: 'Wein' } });
    const wines = searchArtikel(db, { pageSize: 4, filterValues: { suchbegriff: 'Wein' }, populateSearchFields: false }, { userId: null });
    const search = parse(
      await renderElement(
        'shop-site-search',
        { initial: JSON.stringify(initial), articles: JSON.stringify(wines) },
        { url: 'https://shop.example/suche?suchbegriff=Wein' },
      ),
    );
    expect(search.querySelectorAll('.vk-site-search__item')).toHaveLength(initial.items.length);
    expect(search.querySelectorAll('.vk-site-search__articles .vk-card')).toHaveLength(Math.min(4, wines.items.length));
    expect(search.querySelector('.vk-pager a[href*="page=2"]')?.getAttribute('href')).toBe('/suche?suchbegriff=Wein&page=2');
  });

  it("<shop-my-lists initial>: the customer's default list with its article, no spinner", async () => {
    const artikel = articles().items[0]!;
    addToMerkliste(db, DEMO_USER, artikel.artikelId, null, new Date('2026-01-05T10:00:00Z'));
    const lists = merklisteState(db, DEMO_USER);
    const element = parse(await renderElement('shop-my-lists', { initial: JSON.stringify(lists) }, { config: customer }));
    expect(element.querySelector('.vk-my-lists__title')?.textContent).toBe(lists.merklisten[0]!.bezeichnung);
    expect(element.querySelector('.vk-my-lists__item-link')?.getAttribute('href')).toBe(artikel.urlArtikelDetail);
    expect(element.querySelector('.vk-spinner')).toBeNull();
  });

  const badAttributes: [PrerenderableTag, Record<string, string>, string][] = [
    ['shop-header', { navigation: '[{"label": ""}]' }, 'navigation'],
    ['shop-header', { 'nav-mode': 'sideways' }, 'nav-mode'],
    ['shop-main-nav', { items: 'nav' }, 'items'],
    ['shop-article-slider', { items: '{"no": "array"}' }, 'items'],
    ['shop-big-slider', { slides: '[]', interval: '10' }, 'interval'],
    ['shop-site-search', { initial: '{"items": 3}' }, 'initial'],
    ['shop-site-search', { articles: '[]' }, 'articles'],
    ['shop-my-lists', { initial: '{"merklisten": "none"}' }, 'initial'],
  ];
  for (const [tag, attributes, name] of badAttributes) {
    it(`<${tag}> ${Object.keys(attributes).join(', ')}: a ConfigError naming the attribute`, async () => {
      const rendering = renderElement(tag, attributes);
      await expect(rendering).rejects.toThrow(ConfigError);
      await expect(rendering).rejects.toThrow(`<${tag}> attribute "${name}"`);
    });
  }
});
