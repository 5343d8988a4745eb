import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { scrollToTop } from './scroll-to-top.ts';
import { useScrollTopVisible } from './use-scroll-top-visible.ts';

/** Spec §2 Header, §9: the button appears after 40 % of the window height has been scrolled (on a phone, on the way up). */
export const SCROLL_TOP_THRESHOLD = 0.4;

export function ScrollTop() {
  const [focused, setFocused] = useState(false);
  const visible = useScrollTopVisible(SCROLL_TOP_THRESHOLD, focused);
  return <ScrollTopButton visible={visible} onFocusChange={setFocused} />;
}

/** The round button as the page's scroll position has it (`visible`); its focus is reported so it can stay put. */
export function ScrollTopButton({ visible, onFocusChange }: { visible: boolean; onFocusChange?: (focused: boolean) => void }) {
  const t = useT();
  const reducedMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      className="vk-scroll-top"
      data-visible={visible}
      hidden={!visible}
      onFocus={() => onFocusChange?.(true)}
      onBlur={() => onFocusChange?.(false)}
      onClick={() => scrollToTop({ smooth: !reducedMotion })}
    >
      <span aria-hidden="true">↑</span>
      <span className="vk-visually-hidden">{t('scrollTop.label')}</span>
    </button>
  );
}
