export { SiteSearch, SITE_SEARCH_SCROLL_OFFSET, siteSearchUrl } from './SiteSearch.tsx';
