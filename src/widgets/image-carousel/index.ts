export { ContentImageCarousel, type ContentImageCarouselProps } from './ContentImageCarousel.tsx';
