import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';
import { html, json, raw, type SafeHtml } from './html.ts';
import { pageLanguage } from './page-language.ts';
import { localizeAnswer } from './server-messages.ts';
import { shopConfig } from './shop-config.ts';
import { DIST_DIR } from './static.ts';
import type { renderElement as renderElementType } from '../../src/server/index.ts';

type RenderElement = typeof renderElementType;

// The package's server renderer as a CMS on Node imports it (`vinothek-elements/server`). It is built with
// the rest of dist/; before the first build the pages carry the bare tags and render in the browser.
const SERVER_ENTRY = join(DIST_DIR, 'server.js');
const renderElement: RenderElement | null = existsSync(SERVER_ENTRY)
  ? ((await import(SERVER_ENTRY)) as { renderElement: RenderElement }).renderElement
  : null;

export interface ArticleListTag {
  initial: unknown;
  baseUrl: string;
  paging: 'pager' | 'infinite';
}

/**
 * `<shop-article-list>` with its first render inside (README "Server rendering"): the cards paint with the
 * page, before any script. Should the renderer refuse, the page gets the bare tag and the browser renders it.
 */
export async function articleListTag(c: Context<AppEnv>, { initial: german, baseUrl, paging }: ArticleListTag): Promise<SafeHtml> {
  const initial = localizeAnswer(german, pageLanguage(c));
  // SHOP_PRERENDER=0 leaves every element to the browser, to compare the two.
  if (renderElement && process.env.SHOP_PRERENDER !== '0') {
    try {
      const attributes = { initial: JSON.stringify(initial), 'base-url': baseUrl, paging };
      return raw(await renderElement('shop-article-list', attributes, { config: shopConfig(c) }));
    } catch (error) {
      console.error('demo: <shop-article-list> left to the browser:', error);
    }
  }
  return html`<shop-article-list initial='${json(initial)}' base-url="${baseUrl}" paging="${paging}"></shop-article-list>`;
}
