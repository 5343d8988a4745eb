import de from '../../i18n/compiled/de/widgets/address-book.json' with { type: 'json' };
import { AdressPoolMetaSchema, AdressPoolSchema } from '../../core/api/index.ts';
import { jsonAttribute, defineWidget } from '../../core/element/index.ts';
import { AddressBook } from './AddressBook.tsx';

/** This widget's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/address-book.json', { with: { type: 'json' } }) };

/** `<shop-address-book initial='[address pool]' meta='{laender, anreden, sprachen}'>` */
defineWidget({
  tag: 'shop-address-book',
  attributes: { initial: jsonAttribute(AdressPoolSchema), meta: jsonAttribute(AdressPoolMetaSchema) },
  component: AddressBook,
  messages,
});
