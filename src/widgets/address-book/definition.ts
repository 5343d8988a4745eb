import de from '../../i18n/compiled/de/widgets/address-book.json' with { type: 'json' };
import { AddressBook } from './AddressBook.tsx';
import { attributes, tag } from './element.ts';

/** This element's texts: German bundled here; other languages find its part by name and fetch it on their pages. */
const messages = { part: 'address-book', de };

/**
 * `<shop-address-book initial='{address pool}' meta='{form meta}'>`. The browser defines it (define.ts); the server
 * renderer (src/server/) renders the same definition.
 */
export const addressBookWidget = { tag, attributes, component: AddressBook, messages };
