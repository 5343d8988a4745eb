import { SiteSearchResultSchema } from '../../core/api/schemas/sitesearch.ts';
import { jsonAttribute } from '../../core/element/attributes.ts';
import { defineWidget } from '../../core/element/define-widget.tsx';
import { SiteSearch } from './SiteSearch.tsx';

/** `<shop-site-search initial='{site search result}'>` */
defineWidget({ tag: 'shop-site-search', attributes: { initial: jsonAttribute(SiteSearchResultSchema) }, component: SiteSearch });
