import { fetchUserDataState } from '../../core/api/index.ts';
import { navigatorOf } from '../../core/state/index.ts';
import type { ShopStore } from '../../core/state/index.ts';
import { LOGIN_STATE_POLL_MS } from '../../core/timing.ts';

/** Failed polls in a row after which the overlay says the connection is interrupted (it keeps polling). */
export const LOGIN_WAIT_FAILURES_SHOWN = 3;

export interface LoginWaitCallbacks {
  /** Consecutive failed polls so far (0 after a good answer). */
  onFailures(count: number): void;
}

/**
 * Spec §4 Login wait: asks UserDataState every LOGIN_STATE_POLL_MS while it answers 'Pending'; any other
 * answer reloads the page. A network failure keeps polling. Returns the function that stops it (the
 * element left the page): no timer and no request outlive it.
 */
export function startLoginWait(store: ShopStore, adresseId: number, callbacks: LoginWaitCallbacks): () => void {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const poll = async () => {
    try {
      // The overlay says what is wrong; a toast every half second would only add noise.
      const state = await fetchUserDataState(store, adresseId, { signal: controller.signal, onError: () => {} });
      if (controller.signal.aborted) return;
      if (state !== 'Pending') {
        navigatorOf(store).reload();
        return;
      }
      failures = 0;
    } catch {
      if (controller.signal.aborted) return;
      failures += 1;
    }
    callbacks.onFailures(failures);
    schedule();
  };
  const schedule = () => {
    timer = setTimeout(() => void poll(), LOGIN_STATE_POLL_MS);
  };

  schedule();
  return () => {
    controller.abort();
    clearTimeout(timer);
  };
}
