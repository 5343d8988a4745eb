import { useEffect } from 'react';

let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/**
 * Stops the page behind a modal from scrolling; counted, so stacked dialogs unlock only when the last
 * one closes. The scrollbar's width is kept as padding so the page does not shift sideways.
 */
export function lockBodyScroll(): () => void {
  const body = document.body;
  if (locks === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    if (scrollbar > 0 && document.documentElement.clientWidth > 0) body.style.paddingRight = `${scrollbar}px`;
    body.style.overflow = 'hidden';
    body.classList.add('vk-scroll-locked');
  }
  locks++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks--;
    if (locks === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      body.classList.remove('vk-scroll-locked');
      saved = null;
    }
  };
}

/** Locks page scrolling while the calling component is mounted (and `active`). */
export function useBodyScrollLock(active = true): void {
  useEffect(() => (active ? lockBodyScroll() : undefined), [active]);
}
