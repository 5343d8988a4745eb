import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/use-t.ts';

export interface QuantityInputProps {
  /** The current quantity (controlled). */
  value: number;
  /** Called with the new quantity: at once for digits and the buttons; for a cleared field (0) on blur or Enter. */
  onChange: (quantity: number) => void;
  /** Upper bound, e.g. the available quantity; none by default. */
  max?: number;
  disabled?: boolean;
  /** Label text; menge.label ("Menge") by default. */
  label?: string;
  /** Shows the label; by default it is visually hidden (the − and + buttons make the purpose clear). */
  showLabel?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

const DIGITS = /^\d*$/;
/** How far PageUp and PageDown move the quantity (ARIA APG spinbutton: a larger step); half a case of 6 would be odd. */
export const QUANTITY_PAGE_STEP = 10;

/**
 * Whole quantities ≥ 0 (spec §5) as an ARIA spinbutton: ArrowUp/Down ±1, PageUp/Down ±10, Home 0,
 * End the max (if there is one). Anything but digits is ignored, so typing or pasting a letter
 * leaves the value as it was. Debouncing the server call is the caller's job.
 */
export function QuantityInput({
  value,
  onChange,
  max,
  disabled = false,
  label,
  showLabel = false,
  name,
  id,
  className,
}: QuantityInputProps) {
  const t = useT();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [draft, setDraft] = useState(String(value));
  const [previousValue, setPreviousValue] = useState(value);
  // The last quantity told to the caller, so each change is reported once even before `value` follows.
  const [reported, setReported] = useState(value);
  // The field keeps what the shopper typed while the caller debounces; a changed `value` (e.g. the
  // server capped the quantity) replaces it.
  if (value !== previousValue) {
    setPreviousValue(value);
    setReported(value);
    setDraft(String(value));
  }

  const current = draft === '' ? 0 : Number.parseInt(draft, 10);
  const clamp = (quantity: number) => Math.max(0, max === undefined ? quantity : Math.min(quantity, max));

  function tell(quantity: number) {
    if (quantity === reported) return;
    setReported(quantity);
    onChange(quantity);
  }

  function report(quantity: number) {
    const next = clamp(quantity);
    setDraft(String(next));
    tell(next);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value.trim();
    if (!DIGITS.test(text)) return;
    if (text === '') {
      // Clearing means 0 (removing the line), but only once the shopper leaves the field or presses Enter.
      setDraft('');
      return;
    }
    const quantity = Number.parseInt(text, 10);
    const next = clamp(quantity);
    setDraft(next === quantity ? text : String(next));
    tell(next);
  }

  function commit() {
    report(draft === '' ? 0 : Number.parseInt(draft, 10));
  }

  // Home and End keep their caret meaning in the text while there is no max to jump to (APG: End only with a max).
  const stepKeys: Record<string, (() => number) | undefined> = {
    ArrowUp: () => current + 1,
    ArrowDown: () => current - 1,
    PageUp: () => current + QUANTITY_PAGE_STEP,
    PageDown: () => current - QUANTITY_PAGE_STEP,
    Home: () => 0,
    End: max === undefined ? undefined : () => max,
  };

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      commit();
      return;
    }
    const target = stepKeys[event.key];
    if (!target) return;
    event.preventDefault();
    report(target());
  }

  const labelText = label ?? t('menge.label');
  const classes = ['vk-quantity', disabled ? 'vk-quantity--disabled' : '', className ?? ''].filter(Boolean).join(' ');

  return (
    <div className={classes}>
      <label className={showLabel ? 'vk-quantity__label' : 'vk-visually-hidden'} htmlFor={inputId}>
        {labelText}
      </label>
      <div className="vk-quantity__controls">
        <button
          type="button"
          className="vk-quantity__button vk-quantity__button--minus"
          aria-label={t('menge.verringern')}
          aria-controls={inputId}
          disabled={disabled || current <= 0}
          onClick={() => report(current - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          className="vk-quantity__input"
          type="text"
          role="spinbutton"
          // A cleared field has no value to announce until it is committed as 0.
          aria-valuenow={draft === '' ? undefined : current}
          aria-valuemin={0}
          aria-valuemax={max}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          name={name}
          value={draft}
          disabled={disabled}
          onChange={handleChange}
          onBlur={commit}
          onKeyDown={handleKeyDown}
        />
        <button
          type="button"
          className="vk-quantity__button vk-quantity__button--plus"
          aria-label={t('menge.erhoehen')}
          aria-controls={inputId}
          disabled={disabled || (max !== undefined && current >= max)}
          onClick={() => report(current + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
