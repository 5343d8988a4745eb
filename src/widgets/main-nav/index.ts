export { MainNav, type MainNavMode, type MainNavProps } from './MainNav.tsx';
export { NavItemsSchema, type NavItem } from './nav-items.ts';
