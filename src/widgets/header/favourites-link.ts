import type { ShopConfig } from '../../core/config.ts';

/**
 * Spec §1 Known paths, §2 Header: the favourites link (the wish-list filter of the shop) is for
 * logged-in customers on a shop with Merklisten enabled; anybody else would get the login dialog.
 */
export function favouritesLink(config: Pick<ShopConfig, 'user' | 'features' | 'urls'>): string | null {
  if (!config.user.authenticated || !config.features.merkliste) return null;
  const url = new URL(config.urls.shop, 'http://x');
  url.searchParams.set('merkliste', 'true');
  return url.pathname + url.search;
}
