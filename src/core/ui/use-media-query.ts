import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes while the page is open. `otherwise` is the answer
 * where there is no matchMedia (tests in jsdom, the server snapshot).
 */
export function useMediaQuery(query: string, otherwise: boolean): boolean {
  // One subscription per query, not one per render (useSyncExternalStore resubscribes when this changes).
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof matchMedia !== 'function') return () => {};
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof matchMedia === 'function' ? matchMedia(query).matches : otherwise),
    () => otherwise,
  );
}
