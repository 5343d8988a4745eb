import { useEffect, useState } from 'react';

/**
 * Narrower than this, the round button sits over the text column the shopper reads (issue 36, D5): there it shows
 * only while the page moves up, when the shopper is on the way back and wants it, and hides as reading goes on.
 */
export const READING_COVERED_QUERY = '(width < 48rem)';

const narrow = () => typeof matchMedia === 'function' && matchMedia(READING_COVERED_QUERY).matches;

/**
 * True once the page is scrolled further than `fraction` of the window height (spec §2), except on a narrow
 * window while the page scrolls down. `pinned` (focus on the button) keeps it where it is.
 */
export function useScrollTopVisible(fraction: number, pinned: boolean): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    let goingDown = false;
    const update = () => {
      const y = window.scrollY;
      if (y !== lastY) goingDown = y > lastY;
      lastY = y;
      setVisible(y > window.innerHeight * fraction && !(goingDown && narrow()));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [fraction]);
  // Focus comes only to a shown button; a keyboard user's target does not vanish under them as the page moves.
  return visible || pinned;
}
