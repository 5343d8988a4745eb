import { useEffect, useRef, useState, type RefObject } from 'react';
import { nextHeaderVisibility, SHOWN_AT_TOP } from './header-visibility.ts';

/**
 * Applies the scroll rule (header-visibility.ts) to the header in `ref`: follows the page's scroll
 * position, and keeps the header in view while focus is inside it or `menuOpen`.
 */
export function useHeaderVisibility(ref: RefObject<HTMLElement | null>, menuOpen: boolean): boolean {
  const [scrolledAway, setScrolledAway] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const pinned = menuOpen || focusInside;
  const pinnedRef = useRef(pinned);
  useEffect(() => {
    pinnedRef.current = pinned;
  }, [pinned]);

  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    let state = SHOWN_AT_TOP;
    const update = () => {
      state = nextHeaderVisibility(state, window.scrollY, header.offsetHeight, pinnedRef.current);
      setScrolledAway(state.hidden);
    };
    const onFocusIn = () => setFocusInside(true);
    const onFocusOut = (event: FocusEvent) => setFocusInside(header.contains(event.relatedTarget as Node | null));
    update();
    window.addEventListener('scroll', update, { passive: true });
    header.addEventListener('focusin', onFocusIn);
    header.addEventListener('focusout', onFocusOut);
    return () => {
      window.removeEventListener('scroll', update);
      header.removeEventListener('focusin', onFocusIn);
      header.removeEventListener('focusout', onFocusOut);
    };
  }, [ref]);

  // Pinning wins at once, not only from the next scroll event on.
  return scrolledAway && !pinned;
}
