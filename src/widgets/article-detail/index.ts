export { ArticleDetail, type ArticleDetailProps } from './ArticleDetail.tsx';
