import { useCallback } from 'react';
import { useBrowserValue } from '../element/use-hydrated.ts';

/**
 * Whether a media query matches now, following changes while the page is open. `otherwise` is the answer
 * where there is no matchMedia (tests in jsdom); `onServer` the one the server renders with and the browser
 * hydrates with, before it renders again with its own answer (`otherwise` unless given).
 */
export function useMediaQuery(query: string, otherwise: boolean, onServer = otherwise): boolean {
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
  return useBrowserValue(
    subscribe,
    () => (typeof matchMedia === 'function' ? matchMedia(query).matches : otherwise),
    () => onServer,
  );
}
