import de from '../../i18n/compiled/de/widgets/scroll-top.json' with { type: 'json' };
import { defineWidget } from '../../core/element/index.ts';
import { ScrollTop } from './ScrollTop.tsx';

/** This widget's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/scroll-top.json', { with: { type: 'json' } }) };

/** `<shop-scroll-top>`: a "back to top" button; no attributes. */
defineWidget({ tag: 'shop-scroll-top', attributes: {}, component: ScrollTop, messages });
