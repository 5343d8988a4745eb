import de from '../../i18n/compiled/de/widgets/search-field.json' with { type: 'json' };
import { enumAttribute, stringAttribute, defineWidget } from '../../core/element/index.ts';
import { SearchField } from './SearchField.tsx';

/** This widget's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/search-field.json', { with: { type: 'json' } }) };

/** `<shop-search-field action="/suche" variant="standard|advanced">` */
defineWidget({
  tag: 'shop-search-field',
  attributes: { action: stringAttribute(), variant: enumAttribute(['standard', 'advanced'] as const, 'standard') },
  component: SearchField,
  messages,
});
