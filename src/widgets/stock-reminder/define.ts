import de from '../../i18n/compiled/de/widgets/stock-reminder.json' with { type: 'json' };
import { defineWidget, artikelIdAttribute, stringAttribute } from '../../core/element/index.ts';
import { StockReminder } from './StockReminder.tsx';

/** This widget's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/stock-reminder.json', { with: { type: 'json' } }) };

/** `<shop-stock-reminder artikel-id="1002" einleitungstext="…">`: the reminder button and dialog. */
defineWidget({
  tag: 'shop-stock-reminder',
  attributes: { artikelId: artikelIdAttribute(), einleitungstext: stringAttribute() },
  component: StockReminder,
  messages,
});
