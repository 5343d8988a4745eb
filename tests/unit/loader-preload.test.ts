import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 33: the built loader preloads its files only where they are, beside the package's own loader.js served
 * over http(s). Bundled into an app (Next.js, webpack, Vite), `import.meta.url` is a `file://` path or a renamed
 * chunk, and every link it wrote was a failed load in the console. Runs dist/loader.js as served from `url`
 * (needs dist/: npm test builds it before vitest runs).
 */
const dist = join(process.cwd(), 'dist');

function preloadsOfLoaderAt(url: string): string[] {
  const code = readFileSync(join(dist, 'loader.js'), 'utf8').replaceAll('import.meta.url', JSON.stringify(url));
  // The links the loader writes as it starts, before the first paint: nothing loads in this test.
  new Function(code)();
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href);
}

describe('the loader’s preload links', () => {
  beforeEach(() => {
    expect(existsSync(join(dist, 'loader.js')), 'dist/ is missing: run npm run build').toBe(true);
    // A visible page whose first frame never comes: the loader preloads, then waits to import anything.
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(false);
    vi.stubGlobal('requestAnimationFrame', () => 0);
    // Nor do the tags of the next test reach this one's loader.
    vi.stubGlobal(
      'MutationObserver',
      class {
        observe() {}
      },
    );
    document.head.innerHTML = '';
    document.body.innerHTML = '<shop-basket-badge></shop-basket-badge>';
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('name the runtime and the widget files beside the package’s loader.js on a CDN or the CMS', () => {
    expect(preloadsOfLoaderAt('https://cdn.example.com/vinothek/0.1.0/loader.js')).toEqual([
      'https://cdn.example.com/vinothek/0.1.0/runtime.js',
      'https://cdn.example.com/vinothek/0.1.0/widgets/basket-badge.js',
    ]);
  });

  it.each([
    ['bundled by webpack or Next.js (a file URL)', 'file:///app/node_modules/vinothek-elements/dist/loader.js'],
    ['bundled by Vite into a renamed chunk', 'https://shop.example.com/assets/loader-3f2a1b9c.js'],
    ['pre-bundled by Vite’s dev server', 'http://localhost:5173/node_modules/.vite/deps/vinothek-elements_loader.js?v=1a2b3c'],
  ])('are not written %s, where no runtime.js lies beside it', (_host, url) => {
    expect(preloadsOfLoaderAt(url)).toEqual([]);
  });
});
