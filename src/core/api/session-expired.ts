import type { ApiError } from '../errors.ts';
import { configAtom } from '../state/config.ts';
import { navigatorOf } from '../state/navigation.ts';
import type { ShopStore } from '../state/store.ts';
import { reportServerError, type CallHandlers } from './client.ts';

/** The login page with the shopper's current address as `returnUrl`, so they come back to where they were. */
export function loginUrlFor(
  store: ShopStore,
  here: string = typeof location === 'undefined' ? '/' : location.pathname + location.search,
): string {
  const login = store.get(configAtom).urls.login;
  return `${login}${login.includes('?') ? '&' : '?'}returnUrl=${encodeURIComponent(here)}`;
}

/**
 * Account calls of a session that expired while the page was open answer 401 (a GET) or 403 (a POST: the
 * page's CSRF token belonged to the old session): the shopper goes to the login with `returnUrl` (issue 11)
 * instead of seeing a server-error toast; a shopper still logged in comes straight back with a fresh token.
 * Other failures go to the caller's handler, else to the §8 toast.
 */
export function withLoginOnExpiry(store: ShopStore, handlers: CallHandlers = {}): CallHandlers {
  return {
    ...handlers,
    onError: (error: ApiError) => {
      if (error.status === 401 || error.status === 403) navigatorOf(store).assign(loginUrlFor(store));
      else if (handlers.onError) handlers.onError(error);
      else reportServerError(store, error);
    },
  };
}
