export { BigSlider, type BigSliderProps } from './BigSlider.tsx';
export { SlideSchema, slideKind, videoAddresses, autoplayRuns, type Slide } from './slides.ts';
