import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import { isCacheablePage } from './cacheable-page.ts';
import type { AppEnv } from './context.ts';
import { html, raw, singleQuoted, type SafeHtml } from './html.ts';
import { pageLanguage } from './page-language.ts';
import { localizeData } from './backoffice-texts/index.ts';
import { shopConfig } from './shop-config.ts';
import { DIST_DIR } from './static.ts';
import type * as ServerModule from '../../src/server/index.ts';
import type { ShopElementAttributes } from '../../src/index.ts';
import type { Artikel } from '../../src/core/api/schemas/artikel.ts';
import type { ArtikelSearchResult } from '../../src/core/api/schemas/artikelsearch.ts';
import type { MerklisteState } from '../../src/core/api/schemas/merkliste.ts';
import type { SiteSearchResult } from '../../src/core/api/schemas/sitesearch.ts';

// The package's server renderer as a CMS on Node imports it (`vinothek-elements/server`). It is built with
// the rest of dist/; before the first build the pages carry the bare tags and render in the browser.
const SERVER_ENTRY = join(DIST_DIR, 'server.js');
const server: typeof ServerModule | null = existsSync(SERVER_ENTRY) ? ((await import(SERVER_ENTRY)) as typeof ServerModule) : null;
// SHOP_PRERENDER=0 leaves every element to the browser, to compare the two.
const prerendering = () => server !== null && process.env.SHOP_PRERENDER !== '0';

type Tag = ServerModule.PrerenderableTag;

/**
 * An element's attributes by their HTML names, typed by the generated ShopElementAttributes (a misspelt name or a
 * value outside a picklist does not compile); a JSON attribute may be given as the value it holds.
 */
export type TagAttributes<T extends Tag> = { [K in keyof ShopElementAttributes[T]]: ShopElementAttributes[T][K] | object | null };

/** As the page writes them: objects as JSON, numbers as their text. */
function written(attributes: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attributes)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, typeof value === 'object' ? JSON.stringify(value) : String(value)]),
  );
}

/**
 * The attributes as the page writes them, in the page's language as its API answers them: the back end's texts are
 * (serverMessage in the page's scope), the back office's data is put into it here.
 */
const localizedWritten = (c: Context<AppEnv>, values: Record<string, unknown>): Record<string, string> =>
  written(localizeData(values, pageLanguage(c)));

/**
 * An element with its first render inside (README "Server rendering"): its content paints with the page,
 * before any script, followed by its JSON-LD. Should the renderer refuse, the page gets the bare tag and the
 * browser renders it.
 */
async function prerenderedTag<T extends Tag>(c: Context<AppEnv>, tag: T, values: TagAttributes<T>): Promise<SafeHtml> {
  const attributes = localizedWritten(c, values);
  if (prerendering()) {
    try {
      return raw(await server!.renderElement(tag, attributes, { config: shopConfig(c), url: c.req.url }));
    } catch (error) {
      console.error(`demo: <${tag}> left to the browser:`, error);
    }
  }
  return bareTag(tag, attributes);
}

/** The element as the browser renders it: the tag and its attributes, nothing inside. */
function bareTag(tag: string, attributes: Record<string, string>): SafeHtml {
  const text = Object.entries(attributes).map(([name, value]) => ` ${name}='${singleQuoted(value)}'`);
  return raw(`<${tag}${text.join('')}></${tag}>`);
}

/** `<shop-article-list>`: the cards paint with the page; an `ItemList` for search engines follows it. */
export function articleListTag(
  c: Context<AppEnv>,
  { initial, ...attributes }: TagAttributes<'shop-article-list'> & { initial: ArtikelSearchResult },
): Promise<SafeHtml> {
  return prerenderedTag(c, 'shop-article-list', { ...attributes, initial });
}

/** `<shop-article-detail>`: the article and its first image paint with the page; its `Product` JSON-LD follows it. */
export function articleDetailTag(
  c: Context<AppEnv>,
  attributes: TagAttributes<'shop-article-detail'> & { artikel: Artikel },
): Promise<SafeHtml> {
  return prerenderedTag(c, 'shop-article-detail', attributes);
}

/**
 * `<shop-header>` of every page: logo, search, the customer's links and the navigation paint with the page and
 * work without script. It shows the session's customer, so a page with it is that visitor's (list-page-cache.ts
 * caches anonymous pages only; a page config with `cacheable` makes the element render the anonymous header).
 */
export function headerTag(c: Context<AppEnv>): Promise<SafeHtml> {
  const navigation = c.get('pageShell').navigation(c);
  return prerenderedTag(c, 'shop-header', { navigation, brand: 'Vinothek', 'logo-src': '/favicon.svg' });
}

/** `<shop-big-slider>`: the first slide (the home page's largest paint) comes with the page; the others lie behind it. */
export function bigSliderTag(c: Context<AppEnv>, attributes: TagAttributes<'shop-big-slider'>): Promise<SafeHtml> {
  return prerenderedTag(c, 'shop-big-slider', attributes);
}

/** `<shop-article-slider>`: the cards the width shows paint where the slider will have them. */
export function articleSliderTag(
  c: Context<AppEnv>,
  attributes: TagAttributes<'shop-article-slider'> & { items: Artikel[] },
): Promise<SafeHtml> {
  return prerenderedTag(c, 'shop-article-slider', attributes);
}

/** `<shop-site-search>`: the hits, their pager and the wines for the term paint with the page; the pager's links work without script. */
export function siteSearchTag(
  c: Context<AppEnv>,
  { initial, articles }: { initial: SiteSearchResult; articles: ArtikelSearchResult | null },
): Promise<SafeHtml> {
  return prerenderedTag(c, 'shop-site-search', { initial, ...(articles && { articles }) });
}

/** `<shop-my-lists>` with the customer's lists: shown with the page, not loaded again. */
export function myListsTag(c: Context<AppEnv>, initial: MerklisteState): Promise<SafeHtml> {
  return prerenderedTag(c, 'shop-my-lists', { initial });
}

/** The page's breadcrumb as a schema.org `BreadcrumbList` (the package's helper), beside the demo's own breadcrumb markup. */
export function breadcrumbData(c: Context<AppEnv>, crumbs: { label: string; href?: string }[]): SafeHtml {
  if (!prerendering()) return html``;
  return raw(server!.jsonLdScript(server!.breadcrumbJsonLd(crumbs, c.req.url)));
}

/** The elements that show one customer's data: the basket, the checkout, the account's lists and forms. */
type CustomerTag = Extract<
  ServerModule.PrerenderableTag,
  'shop-basket' | 'shop-checkout' | 'shop-orders' | 'shop-invoices' | 'shop-invoice-detail' | 'shop-address-book'
>;

/**
 * An element with one customer's data, its attributes given as values (objects are written as JSON): its content
 * paints with the page. These pages are `no-store` (renderPage); on pages meant for a full-page cache
 * (`cacheable`, README "Full-page caching") the server writes the bare tag, since its render would show this
 * customer's lines to the next visitor the cache serves.
 */
export function customerTag<T extends CustomerTag>(c: Context<AppEnv>, tag: T, attributes: TagAttributes<T>): Promise<SafeHtml> {
  return isCacheablePage(c) ? Promise.resolve(bareTag(tag, localizedWritten(c, attributes))) : prerenderedTag(c, tag, attributes);
}
