import { useT } from '../../i18n/use-t.ts';
import { scrollToTop } from './scroll-to-top.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

/** Spec §2 Header, §9: the button appears after 40 % of the window height has been scrolled. */
export const SCROLL_TOP_THRESHOLD = 0.4;

export function ScrollTop() {
  const t = useT();
  const visible = useScrolledPast(SCROLL_TOP_THRESHOLD);
  const reducedMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      className="vk-scroll-top"
      data-visible={visible}
      hidden={!visible}
      onClick={() => scrollToTop({ smooth: !reducedMotion })}
    >
      <span aria-hidden="true">↑</span>
      <span className="vk-visually-hidden">{t('scrollTop.label')}</span>
    </button>
  );
}
