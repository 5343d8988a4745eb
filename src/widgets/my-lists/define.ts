import de from '../../i18n/compiled/de/widgets/my-lists.json' with { type: 'json' };
import { defineWidget } from '../../core/element/index.ts';
import { MyLists } from './MyLists.tsx';

/** This widget's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/my-lists.json', { with: { type: 'json' } }) };

/** `<shop-my-lists>`: the customer's Merklisten on /account/merklisten (spec §2 Saved lists). */
defineWidget({
  tag: 'shop-my-lists',
  attributes: {},
  component: MyLists,
  messages,
});
