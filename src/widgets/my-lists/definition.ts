import de from '../../i18n/compiled/de/widgets/my-lists.json' with { type: 'json' };
import { MyLists } from './MyLists.tsx';
import { attributes, tag } from './element.ts';

/** This element's texts: German bundled here; other languages find its part by name and fetch it on their pages. */
const messages = { part: 'my-lists', de };

/** `<shop-my-lists>`: the customer's Merklisten. The browser defines it (define.ts); the server renderer (src/server/) renders the same definition. */
export const myListsWidget = { tag, attributes, component: MyLists, messages };
