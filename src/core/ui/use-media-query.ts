import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes while the page is open. `otherwise` is the answer
 * where there is no matchMedia (tests in jsdom, the server snapshot).
 */
export function useMediaQuery(query: string, otherwise: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof matchMedia !== 'function') return () => {};
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof matchMedia === 'function' ? matchMedia(query).matches : otherwise),
    () => otherwise,
  );
}
