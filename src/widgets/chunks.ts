/**
 * Tag → the chunk that defines it. The loader imports a chunk the first time its tag appears in the
 * document. Tags of DESIGN §3 whose widget is not built yet are absent: their elements stay empty.
 * Keep this file free of other imports: it is inlined into loader.js (budget ≤ 1 KB gzip).
 */
export const widgetChunks: Record<string, () => Promise<unknown>> = {
  'shop-scroll-top': () => import('./scroll-top/define.ts'),
  'shop-add-to-basket': () => import('./add-to-basket/define.ts'),
  'shop-basket': () => import('./basket/define.ts'),
  'shop-basket-badge': () => import('./basket-badge/define.ts'),
  'shop-basket-preview': () => import('./basket-preview/define.ts'),
  'shop-article-list': () => import('./article-list/define.ts'),
  'shop-stock-reminder': () => import('./stock-reminder/define.ts'),
  'shop-article-detail': () => import('./article-detail/define.ts'),
  'shop-article-slider': () => import('./article-slider/define.ts'),
  'shop-search-field': () => import('./search-field/define.ts'),
  'shop-site-search': () => import('./site-search/define.ts'),
};
