import * as v from 'valibot';
import { OrderListSchema } from '../../core/api/index.ts';
import { apiJsonAttribute } from '../../core/element/attributes.ts';
import type { ElementDocs } from '../../core/element/docs.ts';

/** `<shop-orders initial='{order list page}'>` */
export const tag = 'shop-orders';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders (define.ts). */
export const attributes = {
  initial: apiJsonAttribute(OrderListSchema),
};

/**
 * For docs and editors only (src/registry): each attribute's schema above, annotated with its description
 * (and, where the schema cannot say it, metadata). A function define.ts does not import, so no chunk carries it.
 */
export function docs(): ElementDocs<typeof attributes> {
  return {
    serverRendered: true,
    summary: "The customer's orders, a page at a time, each linking to its confirmation.",
    attributes: {
      initial: v.pipe(
        attributes.initial,
        v.description("The page the CMS rendered (`page`, `pageSize`, `totalItems`, `items`); without it the address's `page` is loaded."),
        v.metadata({ json: 'order list page' }),
      ),
    },
    events: [],
    cssProperties: ['--shop-font-family', '--shop-color-text', '--shop-color-text-muted', '--shop-color-border', '--shop-color-accent'],
    parts: [{ name: 'vk-account-table', description: 'The paged table (also used by `shop-invoices`)' }],
  };
}
