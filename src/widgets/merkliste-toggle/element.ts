import * as v from 'valibot';
import { artikelIdAttribute } from '../../core/element/attributes.ts';
import type { ElementDocs } from '../../core/element/docs.ts';

/** `<shop-merkliste-toggle artikel-id="1001">`: the wish-list button of one article (spec §4 Merkliste toggle). */
export const tag = 'shop-merkliste-toggle';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders (define.ts). */
export const attributes = {
  artikelId: artikelIdAttribute(),
};

/**
 * For docs and editors only (src/registry): each attribute's schema above, annotated with its description
 * (and, where the schema cannot say it, metadata). A function define.ts does not import, so no chunk carries it.
 */
export function docs(): ElementDocs<typeof attributes> {
  return {
    summary: 'The wish-list heart of one article: adds to or removes from the default list, or opens the menu of several lists.',
    attributes: {
      artikelId: v.pipe(
        attributes.artikelId,
        v.description('The article; a value that is not a whole number from 1 gives a `ConfigError` and the fallback.'),
      ),
    },
    events: ['shop:merkliste-change'],
    cssProperties: [
      '--shop-color-accent',
      '--shop-color-background',
      '--shop-color-border',
      '--shop-color-focus',
      '--shop-radius',
      '--shop-shadow',
    ],
    parts: [
      {
        name: 'vk-merkliste-toggle',
        description: 'The button (modifiers `--card`, `--detail`; `[data-on]` when the article is on a list)',
      },
      { name: 'vk-merkliste-menu', description: 'The panel with the lists and the new-list form (several lists)' },
    ],
  };
}
