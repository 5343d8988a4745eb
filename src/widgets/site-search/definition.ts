import de from '../../i18n/compiled/de/widgets/site-search.json' with { type: 'json' };
import { SiteSearch } from './SiteSearch.tsx';
import { attributes, tag } from './element.ts';

/** This element's texts: German bundled here; other languages find its part by name and fetch it on their pages. */
const messages = { part: 'site-search', de };

/** `<shop-site-search>`: the site search page. The browser defines it (define.ts); the server renderer (src/server/) renders the same definition. */
export const siteSearchWidget = { tag, attributes, component: SiteSearch, messages };
