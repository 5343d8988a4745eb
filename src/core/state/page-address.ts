import { atom } from 'jotai/vanilla';
import { useAtomValue } from 'jotai/react';
import { sharedAtom } from './shared.ts';

/** A page's path and query, as links that stay on the page are built from (a pager's `?page=2`). */
export interface PageAddress {
  pathname: string;
  search: string;
}

/**
 * Where the server renders an element into (renderElement's `url`); null in the browser, which has `location`.
 * Links built from it on the server equal those the browser builds when it hydrates the same page.
 */
export const serverPageAddressAtom = sharedAtom('page.serverAddress', () => atom<PageAddress | null>(null));

const NOWHERE: PageAddress = { pathname: '/', search: '' };

/** The page's address: the one the server renders for, else the browser's own (the root where there is neither). */
export function usePageAddress(): PageAddress {
  const rendering = useAtomValue(serverPageAddressAtom);
  if (rendering) return rendering;
  return typeof location === 'undefined' ? NOWHERE : { pathname: location.pathname, search: location.search };
}
