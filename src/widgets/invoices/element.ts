import * as v from 'valibot';
import { InvoiceListSchema } from '../../core/api/index.ts';
import { apiJsonAttribute } from '../../core/element/attributes.ts';
import type { ElementDocs } from '../../core/element/docs.ts';

/** `<shop-invoices initial='{invoice list page}'>` */
export const tag = 'shop-invoices';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders (define.ts). */
export const attributes = {
  initial: apiJsonAttribute(InvoiceListSchema),
};

/**
 * For docs and editors only (src/registry): each attribute's schema above, annotated with its description
 * (and, where the schema cannot say it, metadata). A function define.ts does not import, so no chunk carries it.
 */
export function docs(): ElementDocs<typeof attributes> {
  return {
    serverRendered: true,
    summary: "The customer's invoices, a page at a time, with payment badge and due date; overdue open ones stand out.",
    attributes: {
      initial: v.pipe(
        attributes.initial,
        v.description("The page the CMS rendered (`page`, `pageSize`, `totalItems`, `items`); without it the address's `page` is loaded."),
        v.metadata({ json: 'invoice list page' }),
      ),
    },
    events: [],
    cssProperties: [
      '--shop-font-family',
      '--shop-color-text',
      '--shop-color-text-muted',
      '--shop-color-border',
      '--shop-color-accent',
      '--shop-color-success',
      '--shop-color-warning',
      '--shop-color-warning-soft',
      '--shop-color-danger',
    ],
    parts: [
      { name: 'vk-account-table', description: 'The paged table (row modifier `--overdue`)' },
      { name: 'vk-payment-badge', description: 'The payment badge (modifiers `--bezahlt`, `--storniert`, `--teilbezahlt`, `--offen`)' },
    ],
  };
}
