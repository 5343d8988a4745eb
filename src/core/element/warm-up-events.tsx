import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/**
 * The first press on a page paid for code nothing had run yet (issue 36): React's event dispatch, its plugins'
 * event extraction, a synchronous render and commit are compiled by the JavaScript engine the first time they run,
 * which in a CPU profile of the first "In den Warenkorb" was about 10 ms at 4× CPU slowdown in each of the first
 * pointerdown, focusin and mouseup, none of it in the tenth press. So once the page is idle after loading, a button
 * in a root of its own, never attached to the document, is pressed once: the same code runs then, the shopper's
 * first press finds it ready. The events stay inside that detached tree: no listener of the page (the loader's,
 * the dialog links', a shop's analytics) sees them, and nothing is shown.
 */
export function warmUpEvents(doc: Document): void {
  const container = doc.createElement('div');
  const root = createRoot(container);
  flushSync(() => root.render(<PressMe />));
  const button = container.querySelector('button');
  if (button) {
    const at = { bubbles: true, cancelable: true, composed: true, button: 0 };
    const view = doc.defaultView ?? window;
    const Pointer = typeof view.PointerEvent === 'function' ? view.PointerEvent : view.MouseEvent;
    button.dispatchEvent(new Pointer('pointerdown', at));
    button.dispatchEvent(new view.MouseEvent('mousedown', at));
    button.dispatchEvent(new view.FocusEvent('focusin', { bubbles: true }));
    button.dispatchEvent(new Pointer('pointerup', at));
    button.dispatchEvent(new view.MouseEvent('mouseup', at));
    button.dispatchEvent(new view.MouseEvent('click', at));
    button.dispatchEvent(new view.FocusEvent('focusout', { bubbles: true }));
  }
  root.unmount();
}

/** A press that changes state, as a basket button's does: the discrete event's synchronous render and commit run. */
function PressMe() {
  const [pressed, setPressed] = useState(false);
  return (
    <button
      type="button"
      disabled={pressed}
      data-pressed={pressed || undefined}
      onClick={() => setPressed(true)}
      onPointerDown={() => undefined}
      onFocus={() => undefined}
    />
  );
}

/**
 * Once per page, when the browser is first idle after the islands' first renders. Only where the browser says when
 * it is idle (not Safari, not jsdom): a guess could land in the middle of a shopper's scroll or of hydration.
 */
export function warmUpEventsWhenIdle(doc: Document): void {
  const view = doc.defaultView;
  if (typeof view?.requestIdleCallback !== 'function') return;
  view.requestIdleCallback(() => {
    try {
      warmUpEvents(doc);
    } catch {
      // A warm-up only: the page works the same without it.
    }
  });
}
