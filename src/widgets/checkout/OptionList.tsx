import type { ReactNode } from 'react';

interface Option {
  id: number;
  label: string;
  detail?: string | null | undefined;
  logoUrl?: string | null | undefined;
}

interface OptionListProps {
  name: string;
  legend: string;
  options: readonly Option[];
  value: number | null | undefined;
  onChange: (id: number) => void;
  /** The server's message for the choice; linked to the group. */
  error?: string | undefined;
  disabled?: boolean;
  children?: ReactNode;
}

/** A radio group of delivery types or payment methods: arrow keys move, the choice is sent at once. */
export function OptionList({ name, legend, options, value, onChange, error, disabled = false }: OptionListProps) {
  const errorId = `vk-checkout-${name}-error`;
  return (
    <fieldset className="vk-option-list" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="vk-visually-hidden">{legend}</legend>
      {options.map((option) => (
        <label key={option.id} className="vk-option-list__option">
          <input
            type="radio"
            name={`vk-checkout-${name}`}
            value={option.id}
            checked={value === option.id}
            disabled={disabled}
            onChange={() => onChange(option.id)}
          />
          {option.logoUrl && <img className="vk-option-list__logo" src={option.logoUrl} alt="" width="48" height="32" loading="lazy" />}
          <span className="vk-option-list__text">
            <span className="vk-option-list__label">{option.label}</span>
            {option.detail && <span className="vk-option-list__detail">{option.detail}</span>}
          </span>
        </label>
      ))}
      {error && (
        <p className="vk-field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
