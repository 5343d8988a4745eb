import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../examples/database.ts';
import { searchArtikel } from '../../examples/catalogue/search.ts';
import { getArtikelMany } from '../../examples/catalogue/artikel.ts';
import { fingerprint, parseAttributes } from '../../src/core/element/index.ts';
import { trustServerChecked } from '../../src/core/element/server-checked.ts';
import { ConfigError } from '../../src/core/errors.ts';
import { renderElement } from '../../src/server/index.ts';
import { attributes as addToBasketAttributes } from '../../src/widgets/add-to-basket/element.ts';
import '../../src/widgets/add-to-basket/define.ts';
import { clearPage } from '../fixtures/clear-page.ts';

/**
 * Issue 36: the browser does not check again the JSON the server renderer checked (its longest piece of script in a
 * list page's load), but still checks everything else: host-written JSON and a value changed after the render.
 */
const db = openDatabase(':memory:', { articles: 120 });
const FALLBACK = 'Dieser Bereich ist falsch eingebunden und kann nicht angezeigt werden.';
const WRONG_SHAPE = '{"artikelId":"1001"}';
let artikel: string;

beforeAll(() => {
  artikel = JSON.stringify(getArtikelMany(db, [1001], { userId: null })[0]);
});
afterEach(() => {
  clearPage();
  vi.restoreAllMocks();
});

/** The prerendered mark's value, as the browser reads it. */
const marks = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild!.getAttribute('prerendered');
};

describe('the server renderer marks the JSON it checked', () => {
  it("writes the fingerprint of a list's initial result that its check left unchanged", async () => {
    const initial = JSON.stringify(searchArtikel(db, { pageSize: 12, populateSearchFields: true }, { userId: null }));
    const html = await renderElement('shop-article-list', { initial, 'base-url': '/shop' });
    expect(marks(html)).toBe(fingerprint(initial));
  });

  it('writes none for a value the check changed (a default filled in): the browser must check it to get the same', async () => {
    const result = searchArtikel(db, { pageSize: 12, populateSearchFields: true }, { userId: null });
    const { eGruppe: _, ...filterValues } = result.searchParameters.filterValues;
    const initial = JSON.stringify({ ...result, searchParameters: { ...result.searchParameters, filterValues } });
    const html = await renderElement('shop-article-list', { initial, 'base-url': '/shop' });
    expect(marks(html)).toBe('');
  });
});

describe('the browser', () => {
  /** An element as a page holds it: its attribute and the server's mark. */
  function element(value: string, mark: string): HTMLElement {
    const node = document.createElement('shop-add-to-basket');
    node.setAttribute('artikel', value);
    node.setAttribute('prerendered', mark);
    return node;
  }

  it('only parses a value whose fingerprint the server wrote', () => {
    // A shape the schema rejects, to show that no check ran: the server would never have marked it.
    trustServerChecked(element(WRONG_SHAPE, `x ${fingerprint(WRONG_SHAPE)}`), `x ${fingerprint(WRONG_SHAPE)}`);
    const parsed = parseAttributes('shop-add-to-basket', addToBasketAttributes, { artikel: WRONG_SHAPE });
    expect(parsed).toEqual({ props: { artikel: { artikelId: '1001' } } });
  });

  it('checks a value changed after the render (its fingerprint no longer matches): German fallback, the attribute named', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const changed = element(`{"artikelId":"1002"}`, fingerprint(artikel));
    document.body.append(changed);
    await waitFor(() => expect(changed).toHaveTextContent(FALLBACK));
    const error = logged.mock.calls.map((call) => call[0]).find((value) => value instanceof ConfigError);
    expect((error as ConfigError).message).toContain('<shop-add-to-basket> attribute "artikel"');
  });

  it('renders a marked value as the checked one would render', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const marked = element(artikel, fingerprint(artikel));
    document.body.append(marked);
    await waitFor(() => expect(marked.querySelector('button.vk-add-to-basket__button')).not.toBeNull());
    expect(marked).not.toHaveTextContent(FALLBACK);
  });
});
