import de from '../../i18n/compiled/de/widgets/add-to-basket.json' with { type: 'json' };
import { requiredJsonAttribute, defineWidget } from '../../core/element/index.ts';
import { ArtikelSchema } from '../../core/api/index.ts';
import { AddToBasket } from './AddToBasket.tsx';

/** This widget's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/add-to-basket.json', { with: { type: 'json' } }) };

/** `<shop-add-to-basket artikel='{…}'>`: price and basket control of one article (spec §4 Basket line). */
defineWidget({
  tag: 'shop-add-to-basket',
  attributes: { artikel: requiredJsonAttribute(ArtikelSchema) },
  component: AddToBasket,
  messages,
});
