import { act, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../examples/database.ts';
import { getArtikelMany } from '../../examples/catalogue/artikel.ts';
import { searchArtikel } from '../../examples/catalogue/search.ts';
import { islandComponent, type AttributeSchemas, type WidgetDefinition } from '../../src/core/element/index.ts';
import { renderElement, type PrerenderableTag } from '../../src/server/index.ts';
import { articleDetailWidget } from '../../src/widgets/article-detail/definition.ts';
import { articleListWidget } from '../../src/widgets/article-list/definition.ts';
import { startDemoApi, type DemoApi } from '../helpers/demo-api.ts';

/**
 * Issue 30: a cacheable page carries the anonymous render (a shared cache gives it to everyone). A customer's
 * elements hydrate it as written, even when the session read has already named the customer, and then show the
 * customer's prices, asked for in one request for the whole page.
 */
const db = openDatabase(':memory:', { articles: 120 });
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The server's anonymous render of `tag` in the document, hydrated with a customer's session in the store. */
async function hydrateCached(
  demo: DemoApi,
  tag: PrerenderableTag,
  definition: WidgetDefinition<AttributeSchemas>,
  attributes: Record<string, string>,
): Promise<{ element: HTMLElement; mismatches: unknown[] }> {
  document.body.innerHTML = await renderElement(tag, attributes, { config: { cacheable: true } });
  const element = document.body.firstElementChild as HTMLElement;
  element.removeAttribute('prerendered');
  const Island = islandComponent(definition, { store: () => demo.store });
  const props = Object.fromEntries(
    Object.keys(definition.attributes).flatMap((name) => {
      const value = attributes[name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)];
      return value === undefined ? [] : [[name, value]];
    }),
  );
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(element, <Island {...props} />, { onRecoverableError: (error) => mismatches.push(error) });
  });
  return { element, mismatches };
}

const priceRequests = (demo: DemoApi) => demo.requests.filter((request) => request.path === '/api/artikelsearch/preise');

describe('a cached page for a customer', () => {
  it('demo@: the detail hydrates the public price as written, then shows her individual price (73.65, public 81.50)', async () => {
    const demo = await startDemoApi({ articles: 120, config: { cacheable: true } });
    await demo.login('demo@vinothek.ch');
    const artikel = getArtikelMany(db, [2071], { userId: null })[0]!;
    const { element, mismatches } = await hydrateCached(demo, 'shop-article-detail', articleDetailWidget as never, {
      artikel: JSON.stringify(artikel),
    });
    expect(mismatches).toEqual([]);
    const price = () => element.querySelector('.vk-detail__summary .vk-price__amount')?.textContent;
    await waitFor(() => expect(price()).toContain('73.65'));
    expect(priceRequests(demo)).toHaveLength(1);
    expect(JSON.parse(priceRequests(demo)[0]!.body)).toEqual({ artikelIds: [2071] });
    // the anonymous invitation to log in for individual prices is gone
    expect(element.textContent).not.toContain('individuelle Preise');
  });

  it("firma@: the list's cards show the business prices without VAT and the delivery-price note, from one request", async () => {
    const demo = await startDemoApi({ articles: 120, config: { cacheable: true } });
    await demo.login('firma@vinothek.ch');
    const initial = searchArtikel(db, { pageSize: 12, populateSearchFields: true }, { userId: null });
    const { element, mismatches } = await hydrateCached(demo, 'shop-article-list', articleListWidget as never, {
      initial: JSON.stringify(initial),
      'base-url': '/shop',
    });
    expect(mismatches).toEqual([]);
    const own = getArtikelMany(
      db,
      initial.items.map((artikel) => artikel.artikelId),
      { userId: 2 },
    );
    const notes = () => [...element.querySelectorAll('.vk-card .vk-price__vat')].map((note) => note.textContent);
    await waitFor(() => expect(new Set(notes())).toEqual(new Set(['Lieferpreis exkl. Mwst. und Depot'])));
    const amounts = [...element.querySelectorAll('.vk-card .vk-price__amount')].map((amount) => amount.textContent);
    expect(amounts).toHaveLength(own.length);
    own.forEach((artikel, index) => expect(amounts[index]).toContain(artikel.preis.toFixed(2)));
    expect(priceRequests(demo)).toHaveLength(1);
  });

  it('an anonymous visitor asks for no prices', async () => {
    const demo = await startDemoApi({ articles: 120, config: { cacheable: true } });
    const initial = searchArtikel(db, { pageSize: 6 }, { userId: null });
    const { mismatches } = await hydrateCached(demo, 'shop-article-list', articleListWidget as never, { initial: JSON.stringify(initial) });
    expect(mismatches).toEqual([]);
    await demo.idle();
    expect(priceRequests(demo)).toEqual([]);
  });
});
