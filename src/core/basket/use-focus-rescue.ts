import { useLayoutEffect, useRef, type FocusEvent } from 'react';

/**
 * Keyboard focus must not fall back to the page when an answer takes away the focused control (a
 * removed basket line, the add button giving way to the basket status). Pass the returned handler
 * as the root's `onFocus`; `note` records what the caller needs to know about the focused element.
 * After each render, if that element has left the document and nothing else holds focus, focus
 * goes to what `pick` returns.
 */
export function useFocusRescue<N>(note: (focused: HTMLElement) => N, pick: (noted: N) => HTMLElement | null | undefined) {
  const last = useRef<{ element: HTMLElement; noted: N } | null>(null);
  useLayoutEffect(() => {
    const lost = last.current;
    if (!lost || lost.element.isConnected) return;
    last.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    pick(lost.noted)?.focus();
  });
  return (event: FocusEvent<HTMLElement>) => {
    const element = event.target;
    last.current = { element, noted: note(element) };
  };
}
