/** The filter sidebar shared by the article list and the article detail's reduced filters (ARCHITECTURE.md §2). */
export { FilterSidebar, NO_FILTERS, hasActiveFilters, type FilterSidebarProps } from './FilterSidebar.tsx';
