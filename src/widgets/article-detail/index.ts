export { ArticleDetail, type ArticleDetailProps } from './ArticleDetail.tsx';
export { ImageCarousel } from './ImageCarousel.tsx';
