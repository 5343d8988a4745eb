import type { ShopConfig } from '../../core/config.ts';
import { favouritesUrl, showsFavouritesLink } from '../../core/merkliste/index.ts';

/**
 * Spec §1 Known paths, §2 Header: the favourites link (the wish-list filter of the shop) is for
 * logged-in customers on a shop with Merklisten enabled; anybody else would get the login dialog.
 * The rule lives with the Merkliste state (core/merkliste), so the toggles and the header agree.
 */
export function favouritesLink(config: Pick<ShopConfig, 'user' | 'features' | 'urls'>): string | null {
  return showsFavouritesLink(config) ? favouritesUrl(config) : null;
}
