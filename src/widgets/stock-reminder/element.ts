import * as v from 'valibot';
import { artikelIdAttribute, stringAttribute } from '../../core/element/attributes.ts';
import type { ElementDocs } from '../../core/element/docs.ts';

/** `<shop-stock-reminder artikel-id="1002" einleitungstext="…">`: the reminder button and dialog. */
export const tag = 'shop-stock-reminder';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders (define.ts). */
export const attributes = {
  artikelId: artikelIdAttribute(),
  einleitungstext: stringAttribute(),
};

/**
 * For docs and editors only (src/registry): each attribute's schema above, annotated with its description
 * (and, where the schema cannot say it, metadata). A function define.ts does not import, so no chunk carries it.
 */
export function docs(): ElementDocs<typeof attributes> {
  return {
    summary: 'A button that opens the stock reminder dialog for an article that is not orderable.',
    attributes: {
      artikelId: v.pipe(attributes.artikelId, v.description('The article to be reminded of.')),
      einleitungstext: v.pipe(
        attributes.einleitungstext,
        v.description('The text above the form.'),
        v.metadata({ default: 'a German default' }),
      ),
    },
    events: [],
    cssProperties: ['--shop-control-height', '--shop-color-border-strong', '--shop-color-danger', '--shop-radius'],
    parts: [{ name: 'vk-reminder', description: 'The form in the dialog' }],
  };
}
