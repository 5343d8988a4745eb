import { useEffect, useState } from 'react';

/**
 * Where the page's header ends on screen, in px from the top (0 when there is none or it has slid away), followed
 * while `active`. Phone toasts sit below it (core.css), so they never cover its basket icon, badge and menu
 * (issue 36). The sticky host's box is measured, not the bar's: it does not move while the bar slides.
 */
export function useBelowHeader(active: boolean): number {
  const [bottom, setBottom] = useState(0);
  useEffect(() => {
    if (!active) return;
    const host = document.querySelector('shop-header');
    const bar = host?.querySelector('.vk-header');
    if (!host || !bar) return;
    const measure = () =>
      setBottom(bar.classList.contains('vk-header--hidden') ? 0 : Math.max(0, Math.round(host.getBoundingClientRect().bottom)));
    measure();
    const classes = new MutationObserver(measure);
    classes.observe(bar, { attributes: true, attributeFilter: ['class'] });
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      classes.disconnect();
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [active]);
  return bottom;
}
