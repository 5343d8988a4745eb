export { SiteSearch, SITE_SEARCH_SCROLL_OFFSET } from './SiteSearch.tsx';
export { siteSearchUrl } from './site-search-actions.ts';
