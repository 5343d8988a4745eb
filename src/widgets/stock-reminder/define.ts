import * as v from 'valibot';
import { defineWidget } from '../../core/element/define-widget.tsx';
import { stringAttribute } from '../../core/element/attributes.ts';
import { StockReminder } from './StockReminder.tsx';

const artikelIdAttribute = v.pipe(v.string('is required'), v.transform(Number), v.number(), v.integer('must be a whole number'), v.minValue(1, 'must be an article id'));

/** `<shop-stock-reminder artikel-id="1002" einleitungstext="…">`: the reminder button and dialog. */
defineWidget({
  tag: 'shop-stock-reminder',
  attributes: { artikelId: artikelIdAttribute, einleitungstext: stringAttribute() },
  component: StockReminder,
});
