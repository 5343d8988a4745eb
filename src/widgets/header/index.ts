export { Header, type HeaderProps } from './Header.tsx';
export { favouritesLink } from './favourites-link.ts';
export { nextHeaderVisibility, HEADER_REVEAL_AFTER_UP_PX, type HeaderVisibility } from './header-visibility.ts';
