/** What other widgets may use of the article list (DESIGN §2: only through this file). */
export { ArticleList } from './ArticleList.tsx';
export { ArticleCard } from './ArticleCard.tsx';
export { ArtikelPicture } from './ArtikelImage.tsx';
export { FilterSidebar, NO_FILTERS, hasActiveFilters } from './FilterSidebar.tsx';
export { imageSources, imageSize, resizedImage } from './image-sources.ts';
export { searchArtikel, autocompleteKeywords } from './search-actions.ts';
