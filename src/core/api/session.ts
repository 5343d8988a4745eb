import * as v from 'valibot';
import { configAtom } from '../state/config.ts';
import { storeSlot } from '../state/shared.ts';
import type { ShopStore } from '../state/store.ts';
import { sessionGet } from './routes/session.ts';
import { SessionSchema } from './schemas/session.ts';

interface SessionState {
  pending: Promise<boolean> | null;
}

const stateOf = (store: ShopStore): SessionState => storeSlot<SessionState>(store, 'session', () => ({ pending: null }));

/** The session read running now (a cacheable page's first one, or a token refresh), for calls to wait on. */
export function pendingSession(store: ShopStore): Promise<boolean> | null {
  return stateOf(store).pending;
}

/**
 * GET session (README "Full-page caching"): this visitor's CSRF token and user into the page config, so a page
 * served from a cache, or an app with no server-rendered config, acts for its own visitor. One read at a time;
 * resolves false when it failed (the call that wanted it then fails as it would have, with its toast).
 * Plain fetch, not the API client: the client waits on this, and a failed read is no error to show by itself.
 */
export function refreshSession(store: ShopStore): Promise<boolean> {
  const state = stateOf(store);
  state.pending ??= (async () => {
    try {
      const config = store.get(configAtom);
      const url = new URL(`${config.apiBase.replace(/\/$/, '')}/${sessionGet.path}`, globalThis.location?.href ?? 'http://localhost/').href;
      const response = await globalThis.fetch(url, {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
        cache: 'no-store',
      });
      if (!response.ok) return false;
      const session = v.safeParse(SessionSchema, await response.json());
      if (!session.success) return false;
      store.set(configAtom, { ...store.get(configAtom), csrfToken: session.output.csrfToken, user: session.output.user });
      return true;
    } catch {
      return false;
    } finally {
      state.pending = null;
    }
  })();
  return state.pending;
}
