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
 *
 * The steps are the press's own events in order; `warmUpEventsWhenIdle` runs each in an idle period of its own,
 * since all at once were one task of 70–90 ms at 4× CPU: a long task of its own, where a press could land.
 */
export function warmUpSteps(doc: Document): (() => void)[] {
  const container = doc.createElement('div');
  const root = createRoot(container);
  const view = doc.defaultView ?? window;
  const at = { bubbles: true, cancelable: true, composed: true, button: 0 };
  const Pointer = typeof view.PointerEvent === 'function' ? view.PointerEvent : view.MouseEvent;
  const send = (...events: Event[]) => {
    const button = container.querySelector('button');
    for (const event of events) button?.dispatchEvent(event);
  };
  return [
    () => flushSync(() => root.render(<PressMe />)),
    () => send(new Pointer('pointerdown', at), new view.MouseEvent('mousedown', at)),
    () => send(new view.FocusEvent('focusin', { bubbles: true }), new Pointer('pointerup', at), new view.MouseEvent('mouseup', at)),
    () => send(new view.MouseEvent('click', at)),
    () => send(new view.FocusEvent('focusout', { bubbles: true })),
    () => root.unmount(),
  ];
}

/** All steps at once (tests). */
export function warmUpEvents(doc: Document): void {
  for (const step of warmUpSteps(doc)) step();
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
  let steps: (() => void)[] | null = null;
  const next = () => {
    try {
      steps ??= warmUpSteps(doc);
      steps.shift()?.();
      if (steps.length > 0) view.requestIdleCallback(next);
    } catch {
      // A warm-up only: the page works the same without it.
    }
  };
  view.requestIdleCallback(next);
}
