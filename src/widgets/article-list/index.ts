/** What other widgets may use of the article list (ARCHITECTURE.md §2: only through this file). */
export { ArticleList } from './ArticleList.tsx';
