/** What other widgets may use of the article list (DESIGN §2: only through this file). */
export { ArticleList } from './ArticleList.tsx';
