import de from '../../i18n/compiled/de/widgets/basket-preview.json' with { type: 'json' };
import { BasketSchema } from '../../core/api/index.ts';
import { jsonAttribute, defineWidget } from '../../core/element/index.ts';
import { BasketPreview } from './BasketPreview.tsx';

/** This widget's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/basket-preview.json', { with: { type: 'json' } }) };

/** `<shop-basket-preview initial='{…}'>`: renders nothing; seeds or loads the shared basket. */
defineWidget({ tag: 'shop-basket-preview', attributes: { initial: jsonAttribute(BasketSchema) }, component: BasketPreview, messages });
