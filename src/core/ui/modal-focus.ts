import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { focusElement, tabbableElements } from './focus.ts';

/** The shop element (`<shop-…>`) an element sits in: the island to return to when the element itself is gone. */
function islandOf(element: HTMLElement | null): HTMLElement | null {
  let node: HTMLElement | null = element;
  while (node && !node.localName.startsWith('shop-')) node = node.parentElement;
  return node;
}

/**
 * Focus management every modal needs (the message Dialog and the form ModalFrame alike): on open,
 * focus moves to the `[data-autofocus]` element, else the first tabbable one, else the panel; on
 * close, back to where the shopper was. If that element is gone meanwhile (the add button replaced by
 * the basket status, a removed line), focus goes to the first control of the same island rather than
 * falling back to the top of the page. `opener`, when given, is where the shopper was: a modal opened in a
 * transition mounts a few frames after the press, and a Tab pressed meanwhile has moved the focus on.
 */
export function useModalFocus(panelRef: RefObject<HTMLElement | null>, opener?: HTMLElement | null): void {
  useEffect(() => {
    const previous = opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const island = islandOf(previous);
    const panel = panelRef.current;
    if (panel) focusElement(panel.querySelector<HTMLElement>('[data-autofocus]') ?? tabbableElements(panel)[0] ?? panel);
    return () => {
      if (previous?.isConnected) focusElement(previous);
      else if (island?.isConnected) focusElement(tabbableElements(island)[0]);
    };
    // Once, on open: the opener given then is the one to return to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [panelRef]);
}

/**
 * Keydown inside a modal panel: Escape calls `onEscape` (when given: a dialog may forbid it), and Tab
 * wraps around so focus never leaves the modal.
 */
export function handleModalKeyDown(event: KeyboardEvent<HTMLElement>, panel: HTMLElement | null, onEscape?: () => void): void {
  if (event.key === 'Escape') {
    event.stopPropagation();
    onEscape?.();
    return;
  }
  if (event.key !== 'Tab' || !panel) return;
  const tabbable = tabbableElements(panel);
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    focusElement(last);
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    focusElement(first);
  }
}
