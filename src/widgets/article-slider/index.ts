export { ArticleSlider, slidesPerView, SLIDER_BREAKPOINTS, type ArticleSliderProps } from './ArticleSlider.tsx';
