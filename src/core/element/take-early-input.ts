import { changedControls, isCheckable, type Control } from './changed-controls.ts';
import { EARLY_ATTRIBUTE } from './prerendered.ts';

/** Sets a control's value past React's tracker (the node's own `value` property), so React sees a change. */
function setNatively(control: Exclude<Control, HTMLDetailsElement>, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
}

/** Puts a control in `state` without any event: its server's state before hydrating. */
function show(control: Control, state: string): void {
  if (control instanceof HTMLDetailsElement) control.open = state === 'true';
  else if (isCheckable(control)) control.checked = state === 'true';
  else setNatively(control, state);
}

const dispatch = (control: Element, type: string) => control.dispatchEvent(new Event(type, { bubbles: true }));

/** What takes focus by the keyboard, in document order: a focused element's place among them survives a re-render. */
const FOCUSABLE = 'a[href],button,input,select,textarea,summary,[tabindex]';

/**
 * Keeps the shopper's focus in `container` where it was: should the island's render after hydration replace the
 * focused element (the main navigation's `<details>` menu becomes its menu button; a card's "In den Warenkorb"
 * pressed early becomes "Zum Warenkorb"), the element now at the same place among the focusable ones gets it. The
 * place is counted in the nearest ancestor the render kept, not in the whole island: the render also changes other
 * parts of it (on a phone the list's 94 filter controls leave for their modal panel), and a place counted from the
 * island's start then fell on a card far down the page. Until the shopper moves the focus, or once done.
 */
function keepFocus(container: Element, focused: Element): void {
  if (!focused.matches(FOCUSABLE)) return;
  const places: [Element, number][] = [];
  for (let ancestor = focused.parentElement; ancestor && container.contains(ancestor); ancestor = ancestor.parentElement)
    places.push([ancestor, [...ancestor.querySelectorAll(FOCUSABLE)].indexOf(focused)]);
  const stop = () => {
    observer.disconnect();
    removeEventListener('focusin', stop, true);
  };
  const observer = new MutationObserver(() => {
    if (focused.isConnected) return;
    stop();
    const [kept, place] = places.find(([ancestor]) => ancestor.isConnected) ?? [];
    if (kept && (document.activeElement === document.body || !document.activeElement))
      kept.querySelectorAll<HTMLElement>(FOCUSABLE)[place!]?.focus({ preventScroll: true });
  });
  observer.observe(container, { childList: true, subtree: true });
  addEventListener('focusin', stop, true);
}

/**
 * Before hydrating `container`: takes what the shopper did there before the scripts ran and returns a function
 * that does it again once hydration has begun, through the controls' own events, so that React's state has it,
 * whatever the control.
 *
 * - What changed is found by comparing with the server's render (changedControls): a sort chosen, a filter
 *   ticked, a quantity or a search term typed, a `<details>` opened or closed. React would hydrate such a control
 *   while its own state holds the server's, never learning of it (and put a text field back to it). Each is set
 *   back to the server's state before hydrating, then changed again as a browser does: a click for a checkbox and
 *   for a `<details>`' summary (the summary's handlers run, then the browser toggles it), input and change events
 *   for the rest.
 * - A button pressed (the loader's mark: a press leaves no state to compare) is pressed again, after the changes
 *   (a quantity typed, then "In den Warenkorb" adds that quantity).
 * - The focus stays where the shopper put it, also when the island's render replaces the focused element.
 *
 * React hydrates the island at once to handle such an event (its replay of discrete events on a hydrating root),
 * and commits a controlled input's state before the next event, so each handler sees the changes before it.
 */
export function takeEarlyInput(container: Element): () => void {
  const marked = [...container.querySelectorAll(`[${EARLY_ATTRIBUTE}]`)];
  for (const element of marked) element.removeAttribute(EARLY_ATTRIBUTE);
  // Buttons only: an older loader (a page's cached copy) marked controls too, which the comparison finds anyway.
  const pressed = marked.filter((element) => element instanceof HTMLButtonElement);
  const changed = changedControls(container);
  for (const { control, server } of changed) show(control, server);
  const focused = document.activeElement;
  return () => {
    for (const { control, shopper } of changed) {
      if (control instanceof HTMLDetailsElement) {
        const summary = control.querySelector(':scope > summary');
        if (summary instanceof HTMLElement) summary.click();
        else show(control, shopper);
        continue;
      }
      // First an input event while the control shows the server's state: React hydrates what holds it (the
      // island) to handle the event, and calls no handler. A value set before would be lost: the island's render
      // right after hydration sets a select to React's value, and hydration takes a checkbox's state as its own
      // (a click that ticks it before then would change nothing).
      dispatch(control, 'input');
      if (!isCheckable(control)) {
        setNatively(control, shopper);
        dispatch(control, 'input');
        dispatch(control, 'change');
      } else if (control.type === 'checkbox' || shopper === 'true') control.click(); // a radio left is unchecked by the one chosen
    }
    for (const button of pressed) button.click();
    if (focused && focused !== document.body && container.contains(focused)) keepFocus(container, focused);
  };
}
