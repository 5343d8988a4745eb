import { reportServerError } from '../api/client.ts';
import { addToMerkliste, fetchMerklisteState, removeFromMerkliste } from '../api/merkliste.ts';
import type { MerklisteState } from '../api/schemas/merkliste.ts';
import { ApiError } from '../errors.ts';
import { dispatchShopEvent } from '../events.ts';
import { configAtom } from '../state/config.ts';
import { runInOrder } from '../state/in-order.ts';
import type { ShopStore } from '../state/store.ts';
import { membershipKey, merklisteAtom, merklistePendingAtom, merklisteRuntimeOf } from './atoms.ts';
import { listIdsWith, merklisteAccess } from './rules.ts';
import { rememberForAfterLogin, takeAfterLogin } from './after-login.ts';
import { openMerklisteLogin } from './login.ts';

/** Spec §7: the returned state replaces the local one; the page hears of it through `shop:merkliste-change`. */
export function replaceMerkliste(store: ShopStore, state: MerklisteState, artikelId: number | null): void {
  store.set(merklisteAtom, state);
  dispatchShopEvent('shop:merkliste-change', { artikelId, merklisteIds: artikelId == null ? [] : listIdsWith(state, artikelId) });
}

/**
 * Every list change runs after the ones before it, so answers land in the order of the presses and the
 * last answer is the state the server ends with (two menu ticks in a row never cancel each other).
 */
export function enqueueMerkliste<T>(store: ShopStore, task: () => Promise<T>): Promise<T> {
  const runtime = merklisteRuntimeOf(store);
  runtime.changes += 1;
  return runInOrder(runtime, task);
}

/** GET /api/merkliste once per page for customers; a failed load may be retried by the next island. */
export function ensureMerklisteLoaded(store: ShopStore): Promise<void> {
  const access = merklisteAccess(store.get(configAtom));
  const runtime = merklisteRuntimeOf(store);
  if ((access !== 'single' && access !== 'multiple') || store.get(merklisteAtom)) return Promise.resolve();
  runtime.loading ??= (async () => {
    const started = runtime.changes;
    try {
      const state = await fetchMerklisteState(store);
      if (runtime.changes === started) store.set(merklisteAtom, state);
      const replay = takeAfterLogin();
      if (replay) await setOnList(store, replay.artikelId, replay.merklisteId, replay.on);
    } catch {
      runtime.loading = null;
    }
  })();
  return runtime.loading;
}

/**
 * Puts the article on the list (null = default list) or takes it off. The toggle shows the wish at once;
 * if the call fails it falls back to the server's last state and the §8 toast shows. A session that has
 * expired (401, or 403 for the token of a session that is gone) opens the login modal and the press is done after the login.
 */
export async function setOnList(store: ShopStore, artikelId: number, merklisteId: number | null, on: boolean): Promise<boolean> {
  // Customers only; a toggle sends anonymous visitors to the login first (pressMerkliste).
  const access = merklisteAccess(store.get(configAtom));
  if (access !== 'single' && access !== 'multiple') return false;
  const key = membershipKey(artikelId, merklisteId);
  const press = Symbol(key);
  const runtime = merklisteRuntimeOf(store);
  runtime.presses.set(key, press);
  store.set(merklistePendingAtom, (pending) => ({ ...pending, [key]: on }));
  let expired = false;
  const onError = (error: ApiError) => {
    // 401: no login any more; 403: the session is gone with the token bound to it (a fresh login page brings a new one).
    if (error.status === 401 || error.status === 403) expired = true;
    else reportServerError(store, error);
  };
  try {
    const state = await enqueueMerkliste(store, () =>
      (on ? addToMerkliste : removeFromMerkliste)(store, { artikelId, merklisteId }, { onError }),
    );
    replaceMerkliste(store, state, artikelId);
    return true;
  } catch (error) {
    if (expired && error instanceof ApiError) {
      // The default-list add is done by the login itself (addToMerkliste); anything else after the reload.
      if (!(on && merklisteId == null)) rememberForAfterLogin({ replay: { artikelId, merklisteId, on } });
      void openMerklisteLogin(store, on && merklisteId == null ? artikelId : null);
    }
    return false;
  } finally {
    // A later press of the same toggle owns the pending entry now.
    if (runtime.presses.get(key) === press) {
      runtime.presses.delete(key);
      store.set(merklistePendingAtom, ({ [key]: _done, ...rest }) => rest);
    }
  }
}
