import { atom } from 'jotai/vanilla';
import { useAtomValue } from 'jotai/react';
import { sharedAtom } from './shared.ts';

/** What an element reads of the page's address: the login link's way back, aria-current, the pager's links. */
export interface PageLocation {
  origin: string;
  pathname: string;
  search: string;
}

/**
 * The page's address on the server, where there is no `location`: renderElement sets it from its `url`
 * option, so a server render writes the same links as the browser's first render (no hydration mismatch).
 */
export const serverPageUrlAtom = sharedAtom('server-page-url', () => atom<string | null>(null));

/** In a server render the address renderElement was given; in the browser its own (the site root where there is neither). */
export function usePageLocation(): PageLocation {
  const serverUrl = useAtomValue(serverPageUrlAtom);
  if (serverUrl === null && typeof location !== 'undefined') return location;
  const { origin, pathname, search } = new URL(serverUrl ?? 'http://localhost/');
  return { origin, pathname, search };
}
