import { absoluteUrl } from './absolute-url.ts';

export interface Breadcrumb {
  label: string;
  /** Omitted for the last crumb, the page itself. */
  href?: string | undefined;
}

/**
 * A page's breadcrumb as a schema.org `BreadcrumbList`. The breadcrumb is the CMS's own markup, so the CMS
 * writes this beside it (`jsonLdScript(breadcrumbJsonLd(crumbs, pageUrl))`); the last crumb's item is the page.
 */
export function breadcrumbJsonLd(crumbs: Breadcrumb[], pageUrl?: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => {
      const href = crumb.href ?? (index === crumbs.length - 1 ? pageUrl : undefined);
      return {
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        ...(href ? { item: absoluteUrl(href, pageUrl) } : {}),
      };
    }),
  };
}
