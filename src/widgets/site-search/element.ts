import * as v from 'valibot';
import { ArtikelSearchResultSchema, SiteSearchResultSchema } from '../../core/api/index.ts';
import { jsonAttribute } from '../../core/element/attributes.ts';
import type { ElementDocs } from '../../core/element/docs.ts';

/** Wine cards shown on the search page (the page's `articles` need no more); the rest is one link away in the shop. */
export const ARTICLE_HITS_SHOWN = 4;

/** `<shop-site-search initial='{site search result}' articles='{article search result}'>` */
export const tag = 'shop-site-search';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders (define.ts). */
export const attributes = {
  initial: jsonAttribute(SiteSearchResultSchema),
  articles: jsonAttribute(ArtikelSearchResultSchema),
};

/**
 * For docs and editors only (src/registry): each attribute's schema above, annotated with its description
 * (and, where the schema cannot say it, metadata). A function define.ts does not import, so no chunk carries it.
 */
export function docs(): ElementDocs<typeof attributes> {
  return {
    serverRendered: true,
    summary: 'The site search page: search box, results with count, pager and the suggested-term notice.',
    attributes: {
      initial: v.pipe(
        attributes.initial,
        v.description("The result the page was rendered with; without it the page's `suchbegriff` is searched once."),
        v.metadata({ json: 'site search result' }),
      ),
      articles: v.pipe(
        attributes.articles,
        v.description(
          "The wines for `initial`'s term (the first page of the article search with `suchbegriff`, 4 are shown): painted with the page, no call, nothing moves when they arrive. Without it they are searched once.",
        ),
        v.metadata({ json: 'article search result' }),
      ),
    },
    events: [],
    cssProperties: [
      '--shop-font-family',
      '--shop-color-text',
      '--shop-color-text-muted',
      '--shop-color-border',
      '--shop-color-border-strong',
      '--shop-color-accent',
      '--shop-control-height',
      '--shop-radius',
    ],
    parts: [{ name: 'vk-site-search', description: 'The search page as a whole' }],
  };
}
