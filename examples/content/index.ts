/** The content area: CMS pages, site search, contact form. What createApp uses. */
export { contentModule } from './module.ts';
export { contentApi } from './api.ts';
export { contentPages } from './pages.ts';
