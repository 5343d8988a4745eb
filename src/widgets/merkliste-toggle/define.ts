import de from '../../i18n/compiled/de/widgets/merkliste-toggle.json' with { type: 'json' };
import { artikelIdAttribute, defineWidget } from '../../core/element/index.ts';
import { MerklisteToggle } from './MerklisteToggle.tsx';

/** This widget's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/merkliste-toggle.json', { with: { type: 'json' } }) };

/** `<shop-merkliste-toggle artikel-id="1001">`: the wish-list button of one article (spec §4 Merkliste toggle). */
defineWidget({
  tag: 'shop-merkliste-toggle',
  attributes: { artikelId: artikelIdAttribute() },
  component: MerklisteToggle,
  messages,
});
