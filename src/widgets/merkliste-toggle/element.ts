import * as v from 'valibot';
import { artikelIdAttribute } from '../../core/element/attributes.ts';
import type { ElementDocs } from '../../registry/types.ts';

/** `<shop-merkliste-toggle artikel-id="1001">`: the wish-list button of one article (spec §4 Merkliste toggle). */
export const tag = 'shop-merkliste-toggle';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders. */
export const attributes = {
  artikelId: v.pipe(
    artikelIdAttribute(),
    v.description('The article; a value that is not a whole number from 1 gives a `ConfigError` and the fallback.'),
  ),
};

/** For docs and editors only (src/registry): not imported by define.ts, so no chunk carries it. */
export const docs: ElementDocs = {
  summary: 'The wish-list heart of one article: adds to or removes from the default list, or opens the menu of several lists.',
  events: ['shop:merkliste-change'],
  cssProperties: ['--shop-color-accent', '--shop-color-background', '--shop-color-border', '--shop-color-focus', '--shop-radius', '--shop-shadow'],
  parts: [
    { name: 'vk-merkliste-toggle', description: 'The button (modifiers `--card`, `--detail`; `[data-on]` when the article is on a list)' },
    { name: 'vk-merkliste-menu', description: 'The panel with the lists and the new-list form (several lists)' },
  ],
};
