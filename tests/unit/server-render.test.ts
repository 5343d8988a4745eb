// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { seededDatabase } from '../support/seeded-database.ts';
import { searchArtikel } from '../../examples/catalogue/search.ts';
import type { ArtikelSearchResult } from '../../src/core/api/schemas/artikelsearch.ts';
import { ConfigError } from '../../src/core/errors.ts';
import { renderElement } from '../../src/server/index.ts';

const db = seededDatabase({ articles: 60 });
const firstPage = (): ArtikelSearchResult => searchArtikel(db, { pageSize: 12, populateSearchFields: true }, { userId: null });

/** The element the server wrote, as a browser's parser reads it. */
function parse(markup: string): HTMLElement {
  const element = new DOMParser().parseFromString(`<!doctype html><body>${markup}`, 'text/html').body.firstElementChild;
  if (!element) throw new Error('no element in the markup');
  return element as HTMLElement;
}

describe('renderElement (vinothek-elements/server)', () => {
  it('writes <shop-article-list> with its attributes and the first render inside: toolbar, every card, the pager', async () => {
    const result = firstPage();
    const element = parse(
      await renderElement('shop-article-list', { initial: JSON.stringify(result), 'base-url': '/shop', paging: 'pager' }),
    );

    expect(element.localName).toBe('shop-article-list');
    expect(element.hasAttribute('prerendered')).toBe(true);
    expect(element.getAttribute('base-url')).toBe('/shop');
    // The attribute survives the trip through HTML unchanged: the browser parses exactly what the server rendered.
    expect(JSON.parse(element.getAttribute('initial')!)).toEqual(result);
    const titles = [...element.querySelectorAll('.vk-card__title a')].map((link) => link.textContent);
    expect(titles).toEqual(result.items.map((artikel) => [artikel.bezeichnung, artikel.jahrgang].filter(Boolean).join(' ')));
    expect(element.querySelector('.vk-article-list__count')?.textContent).toBe(
      `${result.totalRecordCount.toLocaleString('de-CH')} Treffer`,
    );
    expect(element.querySelector('nav.vk-pager')).not.toBeNull();
    // The first row's images load at once, so the browser paints them with the page (LCP).
    expect(element.querySelector('.vk-card img')?.getAttribute('loading')).toBe('eager');
  });

  it('writes the filters into the closed sidebar (phones hide it until the panel opens), with price fields named as the address', async () => {
    const element = parse(await renderElement('shop-article-list', { initial: JSON.stringify(firstPage()) }));
    const sidebar = element.querySelector('.vk-article-list__sidebar')!;
    expect(sidebar.querySelector('h2')?.textContent).toBe('Filter');
    expect(sidebar.getAttribute('data-open')).toBe('false');
    expect(sidebar.getAttribute('role')).toBeNull();
    expect(sidebar.querySelectorAll('input[type="checkbox"]').length).toBeGreaterThan(0);
    expect([...sidebar.querySelectorAll('form input')].map((input) => input.getAttribute('name'))).toEqual(['preismin', 'preismax']);
  });

  it('shows HTML in article texts as text, and keeps quotes and ampersands in attribute values', async () => {
    const result = firstPage();
    result.items[0] = { ...result.items[0]!, bezeichnung: `<img src=x onerror="alert(1)">Maison's Blanc & Rouge`, jahrgang: null };
    const markup = await renderElement('shop-article-list', { initial: JSON.stringify(result) });
    const element = parse(markup);

    expect(element.querySelectorAll('img[onerror]')).toHaveLength(0);
    expect(element.querySelector('.vk-card__title a')?.textContent).toBe(`<img src=x onerror="alert(1)">Maison's Blanc & Rouge`);
    expect(JSON.parse(element.getAttribute('initial')!).items[0].bezeichnung).toBe(`<img src=x onerror="alert(1)">Maison's Blanc & Rouge`);
  });

  it('renders in the page config language, and a German page after an English one is German again', async () => {
    const initial = JSON.stringify(firstPage());
    const english = parse(await renderElement('shop-article-list', { initial }, { config: { language: 'en' } }));
    expect(english.querySelector('.vk-article-list__sidebar h2')?.textContent).toBe('Filters');
    const german = parse(await renderElement('shop-article-list', { initial }, { config: { language: 'de' } }));
    expect(german.querySelector('.vk-article-list__sidebar h2')?.textContent).toBe('Filter');
    // Two pages at once on one server: each keeps its own language.
    const [inEnglish, inGerman] = (
      await Promise.all([
        renderElement('shop-article-list', { initial }, { config: { language: 'en' } }),
        renderElement('shop-article-list', { initial }, { config: { language: 'de' } }),
      ])
    ).map(parse);
    expect(inEnglish!.querySelector('.vk-article-list__sidebar h2')?.textContent).toBe('Filters');
    expect(inGerman!.querySelector('.vk-article-list__sidebar h2')?.textContent).toBe('Filter');
  });

  it('throws a ConfigError naming what is wrong, so the CMS can write the bare tag instead', async () => {
    const initial = JSON.stringify(firstPage());
    await expect(renderElement('shop-article-list', { initial: '{"items": "none"}' })).rejects.toThrow(
      /<shop-article-list> attribute "initial"/,
    );
    await expect(renderElement('shop-article-list', { initial, paging: 'endless' })).rejects.toThrow(/attribute "paging"/);
    await expect(renderElement('shop-article-list', { initial, 'on click': 'x' })).rejects.toThrow(ConfigError);
    await expect(renderElement('shop-contact-form' as 'shop-article-list', {})).rejects.toThrow(/cannot render <shop-contact-form>/);
    await expect(renderElement('shop-article-list', { initial }, { config: { currency: 'EUR' } })).rejects.toThrow(/page config/);
  });
});
