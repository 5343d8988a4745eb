import { OPEN_DETAILS_ATTRIBUTE } from './prerendered.ts';

/** What a shopper can change in server-rendered markup without any script: a form control or a disclosure. */
export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLDetailsElement;

/** A control whose state differs from the server's render: both states as strings. */
export interface ChangedControl {
  control: Control;
  server: string;
  shopper: string;
}

export const isCheckable = (control: Control): control is HTMLInputElement =>
  control.localName === 'input' && ((control as HTMLInputElement).type === 'checkbox' || (control as HTMLInputElement).type === 'radio');

/**
 * What the server wrote: the markup's `checked`, `selected` and `value` (the DOM keeps them as the default* properties
 * whatever the shopper did), and for a `<details>` the element's OPEN_DETAILS_ATTRIBUTE.
 */
function serverState(control: Control, openDetails: readonly string[], detailsIndex: number): string {
  if (control instanceof HTMLDetailsElement) return String(openDetails.includes(String(detailsIndex)));
  if (isCheckable(control)) return String(control.defaultChecked);
  if (!(control instanceof HTMLSelectElement)) return control.defaultValue;
  // A select the server marked no option of shows its first.
  return ([...control.options].find((option) => option.defaultSelected) ?? control.options[0])?.value ?? '';
}

function currentState(control: Control): string {
  if (control instanceof HTMLDetailsElement) return String(control.open);
  return isCheckable(control) ? String(control.checked) : control.value;
}

/**
 * The controls in server-rendered `container` whose state differs from the server's render: what the shopper
 * changed before its island hydrated, marked or not (text typed before even the loader ran is found too). A
 * control changed and changed back is not among them. Small and in the runtime: the island renderer asks it
 * for every server-rendered element, and fetches the replay (take-early-input.ts) only when there is something.
 */
export function changedControls(container: Element): ChangedControl[] {
  const openDetails = container.getAttribute(OPEN_DETAILS_ATTRIBUTE)?.split(' ') ?? [];
  const details = [...container.querySelectorAll('details')];
  return [...container.querySelectorAll<Control>('input,select,textarea,details')].flatMap((control) => {
    const server = serverState(control, openDetails, details.indexOf(control as HTMLDetailsElement));
    const shopper = currentState(control);
    return shopper === server ? [] : [{ control, server, shopper }];
  });
}
