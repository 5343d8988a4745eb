/** The article card shared by the article list and the article slider (ARCHITECTURE.md §2: parts live apart from features). */
export { ArticleCard, type ArticleCardProps } from './ArticleCard.tsx';
