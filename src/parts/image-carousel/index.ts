/** The image carousel with its lightbox, shared by the article detail and `<shop-image-carousel>`. */
export { ImageCarousel, type ImageCarouselProps } from './ImageCarousel.tsx';
