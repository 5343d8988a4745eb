import de from '../../i18n/compiled/de/widgets/site-search.json' with { type: 'json' };
import { SiteSearchResultSchema } from '../../core/api/index.ts';
import { jsonAttribute, defineWidget } from '../../core/element/index.ts';
import { SiteSearch } from './SiteSearch.tsx';

/** This widget's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/site-search.json', { with: { type: 'json' } }) };

/** `<shop-site-search initial='{site search result}'>` */
defineWidget({ tag: 'shop-site-search', attributes: { initial: jsonAttribute(SiteSearchResultSchema) }, component: SiteSearch, messages });
