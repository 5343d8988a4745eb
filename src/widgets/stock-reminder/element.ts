import * as v from 'valibot';
import { artikelIdAttribute, stringAttribute } from '../../core/element/attributes.ts';
import type { ElementDocs } from '../../registry/types.ts';

/** `<shop-stock-reminder artikel-id="1002" einleitungstext="…">`: the reminder button and dialog. */
export const tag = 'shop-stock-reminder';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders. */
export const attributes = {
  artikelId: v.pipe(
    artikelIdAttribute(),
    v.description('The article to be reminded of.'),
  ),
  einleitungstext: v.pipe(
    stringAttribute(),
    v.description('The text above the form.'),
    v.metadata({ default: 'a German default' }),
  ),
};

/** For docs and editors only (src/registry): not imported by define.ts, so no chunk carries it. */
export const docs: ElementDocs = {
  summary: 'A button that opens the stock reminder dialog for an article that is not orderable.',
  events: [],
  cssProperties: ['--shop-control-height', '--shop-color-border-strong', '--shop-color-danger', '--shop-radius'],
  parts: [
    { name: 'vk-reminder', description: 'The form in the dialog' },
  ],
};
