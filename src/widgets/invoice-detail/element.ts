import * as v from 'valibot';
import { InvoiceSchema } from '../../core/api/index.ts';
import { requiredJsonAttribute } from '../../core/element/attributes.ts';
import type { ElementDocs } from '../../core/element/docs.ts';

/** `<shop-invoice-detail invoice='{invoice with positionen}'>` */
export const tag = 'shop-invoice-detail';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders (define.ts). */
export const attributes = {
  invoice: requiredJsonAttribute(InvoiceSchema),
};

/**
 * For docs and editors only (src/registry): each attribute's schema above, annotated with its description
 * (and, where the schema cannot say it, metadata). A function define.ts does not import, so no chunk carries it.
 */
export function docs(): ElementDocs<typeof attributes> {
  return {
    serverRendered: true,
    summary:
      'One invoice: addresses, totals, positions with their current price, and reorder into the basket; an open or partly paid one can be paid with its QR-bill (on the page and as PDF) or online.',
    attributes: {
      invoice: v.pipe(
        attributes.invoice,
        v.description(
          'The invoice with its positions, each with the article as it is sold today (or null); a bad value gives a `ConfigError` and the fallback.',
        ),
        v.metadata({ json: 'Invoice with positionen' }),
      ),
    },
    events: ['shop:article-added', 'shop:article-removed', 'shop:basket-change'],
    cssProperties: [
      '--shop-font-family',
      '--shop-color-text',
      '--shop-color-text-muted',
      '--shop-color-border',
      '--shop-color-accent',
      '--shop-color-success',
      '--shop-color-warning',
      '--shop-color-danger',
      '--shop-radius',
    ],
    parts: [
      { name: 'vk-invoice', description: 'The document as a whole' },
      { name: 'vk-invoice__positions', description: 'The positions table (row modifier `--unorderable`)' },
      { name: 'vk-payment-badge', description: 'The payment badge' },
      { name: 'vk-invoice__pay', description: '"Rechnung bezahlen": the QR-bill and the online payment methods' },
      { name: 'vk-invoice__qr-bill', description: "The QR-bill's payment part (SVG, scales to its width, at most 148 mm)" },
    ],
  };
}
