import { useEffect, type RefObject } from 'react';
import { focusElement, tabbableElements } from '../../core/ui/index.ts';
import { makeOutsideInert } from '../../core/ui/index.ts';
import { lockBodyScroll } from '../../core/ui/index.ts';

/**
 * The phone's filter panel as a modal: while `active`, the page behind is inert and does not scroll,
 * focus goes to the first filter control, and on close it returns to the button that opened the panel.
 */
export function useFilterOverlay(panelRef: RefObject<HTMLElement | null>, openerRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const panel = panelRef.current;
    const opener = openerRef.current;
    if (!active || !panel) return;
    const unlock = lockBodyScroll();
    const restore = makeOutsideInert(panel);
    const filters = panel.querySelector<HTMLElement>('.vk-filters');
    focusElement((filters && tabbableElements(filters)[0]) ?? tabbableElements(panel)[0] ?? panel);
    return () => {
      restore();
      unlock();
      focusElement(opener);
    };
  }, [panelRef, openerRef, active]);
}
