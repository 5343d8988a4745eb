import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetChunks } from '../../src/widgets/chunks.ts';

/** The element catalogue of DESIGN §3: the loader may only know tags from it. */
const CATALOGUE = [
  'shop-header', 'shop-main-nav', 'shop-search-field', 'shop-scroll-top', 'shop-article-list', 'shop-article-detail',
  'shop-article-slider', 'shop-add-to-basket', 'shop-merkliste-toggle', 'shop-stock-reminder', 'shop-site-search',
  'shop-basket', 'shop-basket-badge', 'shop-basket-preview', 'shop-checkout', 'shop-register', 'shop-login-wait',
  'shop-address-book', 'shop-orders', 'shop-invoices', 'shop-invoice-detail', 'shop-my-lists', 'shop-big-slider',
  'shop-image-carousel', 'shop-map', 'shop-contact-form',
];

// Plain paths: under jsdom, URL is jsdom's and node:fs does not take it.
const src = join(process.cwd(), 'src');
const widgetFolders = readdirSync(join(src, 'widgets'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(join(src, 'widgets', entry.name)).some((file) => /^define\.tsx?$/.test(file)))
  .map((entry) => entry.name)
  .sort();

describe('entry points', () => {
  it('the loader knows only catalogue tags', () => {
    for (const tag of Object.keys(widgetChunks)) expect(CATALOGUE).toContain(tag);
  });

  it('the loader and all.js list the same widgets, and every widget folder is listed', () => {
    const loaderSource = readFileSync(join(src, 'widgets/chunks.ts'), 'utf8');
    const allSource = readFileSync(join(src, 'all.ts'), 'utf8');
    const foldersIn = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]).sort();
    expect(foldersIn(loaderSource, /import\('\.\/([^/]+)\/define\.tsx?'\)/g)).toEqual(widgetFolders);
    expect(foldersIn(allSource, /import '\.\/widgets\/([^/]+)\/define\.tsx?';/g)).toEqual(widgetFolders);
  });

  it('each define file registers the tag the loader maps to it', () => {
    const loaderSource = readFileSync(join(src, 'widgets/chunks.ts'), 'utf8');
    const pairs = [...loaderSource.matchAll(/'(shop-[a-z-]+)': \(\) => import\('\.\/([^/]+)\/define\.tsx?'\)/g)];
    expect(pairs.map((match) => match[1]).sort()).toEqual(Object.keys(widgetChunks).sort());
    for (const [, tag, folder] of pairs) {
      expect(readFileSync(join(src, `widgets/${folder}/define.ts`), 'utf8')).toContain(`tag: '${tag}'`);
    }
  });
});
