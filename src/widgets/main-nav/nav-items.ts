import * as v from 'valibot';

/** One entry of the main navigation: a page, and optionally the sub-level it opens. */
export interface NavItem {
  label: string;
  href: string;
  /** The level below (Weine → Rotwein → regions); empty or absent for a plain link. */
  children?: NavItem[] | undefined;
}

/** The `navigation` / `items` attribute: the CMS's menu tree as JSON. */
export const NavItemsSchema: v.GenericSchema<NavItem[]> = v.array(
  v.object({
    label: v.pipe(v.string(), v.trim(), v.nonEmpty('needs a label')),
    href: v.pipe(v.string(), v.nonEmpty('needs an href')),
    children: v.optional(v.lazy(() => NavItemsSchema)),
  }),
);

export const hasChildren = (item: NavItem): item is NavItem & { children: NavItem[] } => (item.children?.length ?? 0) > 0;

/** Whether `href` is the page the shopper is on (path and query), for aria-current. */
export function isCurrentPage(href: string, location: { pathname: string; search: string; origin: string }): boolean {
  const url = new URL(href, location.origin);
  return url.origin === location.origin && url.pathname === location.pathname && url.search === location.search;
}
