import { EARLY_ATTRIBUTE } from './prerendered.ts';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const checkable = (control: Control): control is HTMLInputElement => control.type === 'checkbox' || control.type === 'radio';

/** What a control shows now, or what the server wrote (`server`: its markup's `selected`, `checked`, `value`). */
function stateOf(control: Control, server = false): string {
  if (checkable(control)) return String(server ? control.defaultChecked : control.checked);
  if (!server) return control.value;
  if (!(control instanceof HTMLSelectElement)) return control.defaultValue;
  // A select the server marked no option of shows its first.
  return ([...control.options].find((option) => option.defaultSelected) ?? control.options[0])?.value ?? '';
}

/** Sets a control's value past React's tracker (the node's own `value` property), so React sees a change. */
function setNatively(control: Control, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
}

/**
 * Before hydrating `container`: takes what the shopper did there before the scripts ran (the loader's marks)
 * and returns a function that does it again once hydration has begun, so that React sees it.
 *
 * - A control changed (a sort chosen, a filter ticked, a quantity typed) keeps its new state, which React
 *   would hydrate while its own state holds the server's, never learning of it. Marked controls whose state
 *   differs from the server's markup (changed and changed back is nothing) are set back to the server's state
 *   before hydrating, then changed again as a browser does: a click for a checkbox, input and change events
 *   for the rest.
 * - A button pressed is pressed again, after the changes (a quantity typed, then "In den Warenkorb" adds that
 *   quantity).
 *
 * React hydrates the island at once to handle such an event (its replay of discrete events on a hydrating root),
 * and commits a controlled input's state before the next event, so each handler sees the changes before it.
 */
export function takeEarlyInput(container: Element): () => void {
  const marked = [...container.querySelectorAll<HTMLElement>(`[${EARLY_ATTRIBUTE}]`)];
  for (const element of marked) element.removeAttribute(EARLY_ATTRIBUTE);
  const pressed = marked.filter((element) => element instanceof HTMLButtonElement);
  const controls = marked.filter((element): element is Control => !(element instanceof HTMLButtonElement));
  const changed = controls.flatMap((control) => {
    const shopper = stateOf(control);
    return shopper === stateOf(control, true) ? [] : [{ control, shopper }];
  });
  for (const { control } of changed) {
    if (checkable(control)) control.checked = control.defaultChecked;
    else setNatively(control, stateOf(control, true));
  }
  const dispatch = (control: Control, type: string) => control.dispatchEvent(new Event(type, { bubbles: true }));
  return () => {
    for (const { control, shopper } of changed) {
      // First an input event while the control shows the server's state: React hydrates what holds it (the
      // island) to handle the event, and calls no handler. A value set before would be lost: the island's render
      // right after hydration sets a select to React's value, and hydration takes a checkbox's state as its own
      // (a click that ticks it before then would change nothing).
      dispatch(control, 'input');
      if (!checkable(control)) {
        setNatively(control, shopper);
        dispatch(control, 'input');
        dispatch(control, 'change');
      } else if (control.type === 'checkbox' || shopper === 'true') control.click(); // a radio left is unchecked by the one chosen
    }
    for (const button of pressed) button.click();
  };
}
