import type { ShopConfig } from '../config.ts';
import type { Merkliste, MerklisteState } from '../api/schemas/merkliste.ts';
import { membershipKey } from './atoms.ts';

/**
 * What a shopper may do with lists (spec §6): nothing when the feature is off, the login modal when
 * anonymous, one list, or several lists.
 */
export type MerklisteAccess = 'off' | 'anonymous' | 'single' | 'multiple';

type AccessConfig = Pick<ShopConfig, 'user' | 'features'>;

export function merklisteAccess(config: AccessConfig): MerklisteAccess {
  if (!config.features.merkliste) return 'off';
  if (!config.user.authenticated) return 'anonymous';
  return config.features.multipleMerkliste ? 'multiple' : 'single';
}

/** Spec §2 Header: the favourites link shows only for customers with lists enabled (used by shop-header). */
export function showsFavouritesLink(config: AccessConfig): boolean {
  const access = merklisteAccess(config);
  return access === 'single' || access === 'multiple';
}

/** The favourites link's target: the list page filtered to the default list (spec §2 `/shop?merkliste=true`). */
export function favouritesUrl(config: Pick<ShopConfig, 'urls'>): string {
  // The shop URL may carry a query of its own (e.g. a default sort).
  const url = new URL(config.urls.shop, 'http://x');
  url.searchParams.set('merkliste', 'true');
  return url.pathname + url.search;
}

/** A chosen list on the article list page (spec §3 filter `merklisten`). */
export function merklisteFilterUrl(config: ShopConfig, merklisteId: number): string {
  return `${config.urls.shop}?merklisten=${merklisteId}`;
}

export function defaultListOf(state: MerklisteState | null): Merkliste | undefined {
  return state?.merklisten.find((list) => list.isDefault);
}

/** Spec §4: the newest list is the one with the highest merklisteId. */
export function newestListOf(state: MerklisteState | null): Merkliste | undefined {
  return state?.merklisten.reduce<Merkliste | undefined>(
    (newest, list) => (!newest || list.merklisteId > newest.merklisteId ? list : newest),
    undefined,
  );
}

/** Whether the article is on the list (null = default list) as the server says, before pending presses. */
export function isOnServerList(state: MerklisteState | null, artikelId: number, merklisteId: number | null): boolean {
  const list = merklisteId == null ? defaultListOf(state) : state?.merklisten.find((item) => item.merklisteId === merklisteId);
  return Boolean(list?.items.some((item) => item.artikel.artikelId === artikelId));
}

/** What the toggle shows: a pending press wins over the server's last state. */
export function isOnList(
  state: MerklisteState | null,
  pending: Readonly<Record<string, boolean>>,
  artikelId: number,
  merklisteId: number | null,
): boolean {
  return pending[membershipKey(artikelId, merklisteId)] ?? isOnServerList(state, artikelId, merklisteId);
}

/** The lists the article is on now (detail of `shop:merkliste-change`). */
export function listIdsWith(state: MerklisteState, artikelId: number): number[] {
  return state.merklisten.filter((list) => list.items.some((item) => item.artikel.artikelId === artikelId)).map((list) => list.merklisteId);
}

/**
 * Spec §2: the login page in a modal; after login the server puts the article on the default list and
 * returns to `returnUrl` (the current path and query).
 */
export function loginModalUrl(config: ShopConfig, artikelId: number | null, returnUrl: string): string {
  const params = new URLSearchParams({ modal: '1' });
  if (artikelId != null) params.set('addToMerkliste', String(artikelId));
  params.set('returnUrl', returnUrl);
  return `${config.urls.login}?${params.toString()}`;
}
