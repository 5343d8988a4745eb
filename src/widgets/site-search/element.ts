import * as v from 'valibot';
import { SiteSearchResultSchema } from '../../core/api/schemas/sitesearch.ts';
import { jsonAttribute } from '../../core/element/attributes.ts';
import type { ElementDocs } from '../../registry/types.ts';

/** `<shop-site-search initial='{site search result}'>` */
export const tag = 'shop-site-search';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders. */
export const attributes = {
  initial: v.pipe(
    jsonAttribute(SiteSearchResultSchema),
    v.description("The result the page was rendered with; without it the page's `suchbegriff` is searched once."),
    v.metadata({ json: 'site search result' }),
  ),
};

/** For docs and editors only (src/registry): not imported by define.ts, so no chunk carries it. */
export const docs: ElementDocs = {
  summary: 'The site search page: search box, results with count, pager and the suggested-term notice.',
  events: [],
  cssProperties: ['--shop-font-family', '--shop-color-text', '--shop-color-text-muted', '--shop-color-border', '--shop-color-border-strong', '--shop-color-accent', '--shop-control-height', '--shop-radius'],
  parts: [
    { name: 'vk-site-search', description: 'The search page as a whole' },
  ],
};
