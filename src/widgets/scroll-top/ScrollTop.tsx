import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { scrollToTop } from './scroll-to-top.ts';
import { useScrollTopVisible } from './use-scroll-top-visible.ts';

/** Spec §2 Header, §9: the button appears after 40 % of the window height has been scrolled (on a phone, on the way up). */
export const SCROLL_TOP_THRESHOLD = 0.4;

export function ScrollTop() {
  const t = useT();
  const [focused, setFocused] = useState(false);
  const visible = useScrollTopVisible(SCROLL_TOP_THRESHOLD, focused);
  const reducedMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      className="vk-scroll-top"
      data-visible={visible}
      hidden={!visible}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={() => scrollToTop({ smooth: !reducedMotion })}
    >
      <span aria-hidden="true">↑</span>
      <span className="vk-visually-hidden">{t('scrollTop.label')}</span>
    </button>
  );
}
