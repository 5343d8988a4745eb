/** The catalogue area: articles, search, images, Merklisten, stock reminders. What other areas and createApp use. */
export { catalogueModule } from './module.ts';
export { catalogueApi } from './api.ts';
export { shopPages } from './pages.ts';
export { imageRoutes } from './image-routes.ts';
export { merklisteLoginHook } from './merkliste.ts';
export { loadArtikel } from './load-artikel.ts';
export { searchArtikel, searchArtikelSteps } from './search.ts';
export { regionDescription, regionTree, regionUrl } from './region-tree.ts';
export { foldText } from './slug.ts';
export { buildVocabulary, suggestQuery, suggestQuerySteps, type Vocabulary } from './suggest.ts';
export { shopNavigation } from './navigation.ts';
