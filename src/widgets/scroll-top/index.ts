export { ScrollTop, SCROLL_TOP_THRESHOLD } from './ScrollTop.tsx';
