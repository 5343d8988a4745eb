import * as v from 'valibot';
import { enumAttribute, stringAttribute } from '../../core/element/attributes.ts';
import type { ElementDocs } from '../../core/element/docs.ts';

/** `<shop-search-field action="/suche" variant="standard|advanced">` */
export const tag = 'shop-search-field';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders (define.ts). */
export const attributes = {
  action: stringAttribute(),
  variant: enumAttribute(['standard', 'advanced'] as const, 'standard'),
};

/**
 * For docs and editors only (src/registry): each attribute's schema above, annotated with its description
 * (and, where the schema cannot say it, metadata). A function define.ts does not import, so no chunk carries it.
 */
export function docs(): ElementDocs<typeof attributes> {
  return {
    summary: 'The header search as an ARIA combobox with keyword suggestions.',
    attributes: {
      action: v.pipe(attributes.action, v.description('The search page.'), v.metadata({ default: 'config `urls.search`' })),
      variant: v.pipe(
        attributes.variant,
        v.description('`advanced`: visible label and a choice between the whole website (`action`) and the wine range (`urls.shop`).'),
      ),
    },
    events: [],
    cssProperties: [
      '--shop-font-family',
      '--shop-color-text',
      '--shop-color-background',
      '--shop-color-border-strong',
      '--shop-color-accent',
      '--shop-color-accent-hover',
      '--shop-color-accent-soft',
      '--shop-color-on-accent',
      '--shop-color-focus',
      '--shop-control-height',
      '--shop-radius',
      '--shop-shadow',
    ],
    parts: [
      { name: 'vk-search-field', description: 'The search form (modifiers `--standard`, `--advanced`)' },
      { name: 'vk-search-field__input', description: 'The text input' },
    ],
  };
}
