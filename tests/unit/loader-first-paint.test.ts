import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 32: a page with server-rendered content runs no element code until the browser has shown that content: its
 * paint timing entry, not the next frame, which is committed long before a slow raster shows it (Lighthouse then
 * counted the runtime's evaluation into the list page's LCP). Runs dist/loader.js (npm test builds it first) as
 * served beside its files; what it has asked for is the set it shares with a second loader on the page.
 */
const dist = join(process.cwd(), 'dist');
const requested = () => (globalThis as { vinothekRequestedTags?: Set<string> }).vinothekRequestedTags ?? new Set();
let painted: () => void = () => {
  throw new Error('the loader observes no paint entries');
};

function startLoader(body: string): void {
  document.body.innerHTML = body;
  const code = readFileSync(join(dist, 'loader.js'), 'utf8').replaceAll(
    'import.meta.url',
    JSON.stringify('https://cdn.example.com/vinothek/loader.js'),
  );
  new Function(code)();
}

describe('the loader waits for the first paint of server-rendered content', () => {
  beforeEach(() => {
    expect(existsSync(join(dist, 'loader.js')), 'dist/ is missing: run npm run build').toBe(true);
    vi.useFakeTimers();
    painted = () => {
      throw new Error('the loader observes no paint entries');
    };
    delete (globalThis as { vinothekRequestedTags?: Set<string> }).vinothekRequestedTags;
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe(options: { type: string; buffered: boolean }) {
          expect(options).toEqual({ type: 'paint', buffered: true });
          painted = () => this.callback();
        }
      },
    );
    vi.stubGlobal(
      'MutationObserver',
      class {
        observe() {}
      },
    );
    // The element files cannot load here: their failure is said half a second later.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.head.innerHTML = '';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('loads nothing, not even a preload, before the paint entry arrives, and the files once it does', () => {
    startLoader('<shop-article-list prerendered><h2>Chasselas</h2></shop-article-list>');
    vi.advanceTimersByTime(2_000);
    expect(requested().has('shop-article-list')).toBe(false);
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);

    painted();
    expect(requested().has('shop-article-list')).toBe(true);
    expect([...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href)).toEqual([
      'https://cdn.example.com/vinothek/runtime.js',
      'https://cdn.example.com/vinothek/widgets/article-list.js',
    ]);
    // The first contentful paint's entry and the timer run it again: nothing is preloaded twice.
    painted();
    vi.advanceTimersByTime(3_000);
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(2);
  });

  it('loads after 3 s where no paint entry comes (a hidden tab, a browser without paint timing)', () => {
    startLoader('<shop-article-list prerendered></shop-article-list>');
    vi.advanceTimersByTime(2_999);
    expect(requested().has('shop-article-list')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(requested().has('shop-article-list')).toBe(true);
  });

  it('loads at once where the elements render the content themselves', () => {
    startLoader('<shop-basket></shop-basket>');
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(2);
    vi.advanceTimersByTime(0);
    expect(requested().has('shop-basket')).toBe(true);
  });

  it('included with async, it runs while the page still streams in: it marks a press at once and waits for the whole document for the rest', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    // Only the first card has arrived.
    startLoader('<shop-article-list prerendered><article><button type="button">In den Warenkorb</button></article>');
    const button = document.querySelector('button')!;
    button.click();
    expect(button.hasAttribute('data-early')).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    expect(() => painted()).toThrow('no paint entries');

    // The rest of the page, then the parsed document: from here as in a page that had it all at once.
    document.body.insertAdjacentHTML('beforeend', '<shop-basket-badge prerendered></shop-basket-badge>');
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
    expect(requested().size).toBe(0);
    painted();
    expect([...requested()].sort()).toEqual(['shop-article-list', 'shop-basket-badge']);
  });
});
