import * as v from 'valibot';
import { requiredJsonAttribute } from '../../core/element/attributes.ts';
import { ArtikelSchema } from '../../core/api/index.ts';
import type { ElementDocs } from '../../core/element/docs.ts';

/** `<shop-add-to-basket artikel='{…}'>`: price and basket control of one article (spec §4 Basket line). */
export const tag = 'shop-add-to-basket';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders (define.ts). */
export const attributes = {
  artikel: requiredJsonAttribute(ArtikelSchema),
};

/**
 * For docs and editors only (src/registry): each attribute's schema above, annotated with its description
 * (and, where the schema cannot say it, metadata). A function define.ts does not import, so no chunk carries it.
 */
export function docs(): ElementDocs<typeof attributes> {
  return {
    summary: 'Price and basket control of one article: order unit, quantity and "In den Warenkorb".',
    attributes: {
      artikel: v.pipe(
        attributes.artikel,
        v.description(
          'The article as the API gives it (`artikelId`, `preis`, `kundeInklMwst`, `bestellbar`, `bestelleinheitAbfuellung`, `bestelleinheitGrossgebinde`, …); a bad value gives a `ConfigError` and the fallback.',
        ),
        v.metadata({ json: 'Artikel' }),
      ),
    },
    events: ['shop:article-added', 'shop:article-removed', 'shop:basket-change'],
    cssProperties: [
      '--shop-font-family',
      '--shop-color-text',
      '--shop-color-text-muted',
      '--shop-color-accent',
      '--shop-color-success',
      '--shop-color-warning',
      '--shop-color-warning-soft',
      '--shop-control-height',
      '--shop-radius',
    ],
    parts: [
      { name: 'vk-add-to-basket', description: 'The control as a whole (modifier `--unavailable` when not orderable)' },
      { name: 'vk-add-to-basket__controls', description: 'Order unit, quantity and button' },
    ],
  };
}
