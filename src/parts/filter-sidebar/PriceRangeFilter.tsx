import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t.ts';

export interface PriceRange {
  preisMin: number | null;
  preisMax: number | null;
}

/** Spec §5: price bounds are numbers; empty or zero counts as no bound. */
export function priceBound(text: string): number | null {
  const value = Number(text.replace(',', '.').trim());
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null;
}

const shown = (value: number | null) => (value === null ? '' : String(value));

/** From–to price inputs, applied on the button or Enter; placeholders show the cheapest and dearest price. */
export function PriceRangeFilter({
  label,
  range,
  min,
  max,
  onChange,
}: {
  label: string;
  range: PriceRange;
  min: number | null;
  max: number | null;
  onChange: (range: PriceRange) => void;
}) {
  const t = useT();
  const id = useId();
  const [from, setFrom] = useState(shown(range.preisMin));
  const [to, setTo] = useState(shown(range.preisMax));
  const [applied, setApplied] = useState(range);
  // A new range from outside (another filter, back button) replaces what was typed.
  if (applied.preisMin !== range.preisMin || applied.preisMax !== range.preisMax) {
    setApplied(range);
    setFrom(shown(range.preisMin));
    setTo(shown(range.preisMax));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = { preisMin: priceBound(from), preisMax: priceBound(to) };
    setFrom(shown(next.preisMin));
    setTo(shown(next.preisMax));
    if (next.preisMin !== range.preisMin || next.preisMax !== range.preisMax) onChange(next);
  }

  return (
    <form className="vk-filter vk-filter--range" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <p className="vk-filter__title" id={`${id}-title`}>
        {label}
      </p>
      <div className="vk-range">
        <label className="vk-range__field">
          <span>{t('filter.preisVon')}</span>
          <input
            className="vk-control vk-filter__input"
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            // Named as the list's address names them: before the scripts run, the form works as a plain GET form
            // (the server renders the list for that address); afterwards onSubmit keeps it in the page.
            name="preismin"
            value={from}
            placeholder={min === null ? '' : String(Math.floor(min))}
            onChange={(event) => setFrom(event.target.value)}
          />
        </label>
        <label className="vk-range__field">
          <span>{t('filter.preisBis')}</span>
          <input
            className="vk-control vk-filter__input"
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            name="preismax"
            value={to}
            placeholder={max === null ? '' : String(Math.ceil(max))}
            onChange={(event) => setTo(event.target.value)}
          />
        </label>
        <button type="submit" className="vk-button vk-button--secondary vk-range__apply">
          {t('filter.anwenden')}
        </button>
      </div>
    </form>
  );
}
