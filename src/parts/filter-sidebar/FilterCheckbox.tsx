import { useLayoutEffect, useRef } from 'react';

/**
 * A filter's checkbox, ticked by the browser itself: the list's new render is a transition (INP, ARCHITECTURE.md
 * §8), and a controlled checkbox would show its old state until that transition commits. React writes `checked`
 * (and `mixed`, the tree's indeterminate state, a property only) when the filters it renders change: after the
 * answer, Back, "Filter zurücksetzen", or a failed search that keeps the old filters.
 */
export function FilterCheckbox({
  checked,
  mixed = false,
  onChange,
}: {
  checked: boolean;
  mixed?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const input = inputRef.current!;
    input.checked = checked;
    input.indeterminate = mixed;
  }, [checked, mixed]);
  return <input ref={inputRef} type="checkbox" defaultChecked={checked} onChange={(event) => onChange(event.target.checked)} />;
}
