import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FacetValue } from '../../core/api/index.ts';
import { formatQuantity } from '../../core/format.ts';
import { MULTISELECT_SEARCH_DEBOUNCE_MS } from '../../core/timing.ts';
import { useT } from '../../i18n/use-t.ts';
import { fold } from './fold.ts';

/** Values shown before "alle anzeigen"; longer lists also get their own search. */
export const COLLAPSED_VALUES = 8;

export interface MultiSelectFilterProps {
  label: string;
  values: FacetValue[];
  selected: readonly string[];
  /** A tick, as a function of the values it applies to (see FilterSidebar's onChange). */
  onChange: (update: (selected: string[]) => string[]) => void;
}

/**
 * One filter value's checkbox (a facet's, a flag's, a Merkliste's; `count` when the filter has one); `mixed`: some
 * values below this one are chosen (the tree filter), shown as the indeterminate state.
 *
 * The browser ticks the box itself: the list renders a tick as a transition (INP, ARCHITECTURE.md §8), and a
 * controlled checkbox would show its old state until that transition commits. React writes `checked` (and
 * `indeterminate`, a property only) with each commit: the pending filters, the answer, Back, "Filter zurücksetzen",
 * or a failed search that keeps the old filters.
 */
export function FacetCheckbox({
  value,
  checked,
  mixed = false,
  onToggle,
}: {
  value: { label: string; count?: number };
  checked: boolean;
  mixed?: boolean;
  /** With the state the shopper gave the box (a second press before the list has rendered the first one reads right). */
  onToggle: (checked: boolean) => void;
}) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  // On every commit, not only when `checked` changes: a tick of another filter pressed before the list had rendered
  // this one's is based on the filters without it, and the box must then show that it is not applied.
  useLayoutEffect(() => {
    const input = inputRef.current!;
    input.checked = checked;
    input.indeterminate = mixed;
  });
  return (
    <label className="vk-filter__option">
      <input ref={inputRef} type="checkbox" defaultChecked={checked} onChange={(event) => onToggle(event.target.checked)} />
      <span className="vk-filter__label">{value.label}</span>
      {value.count !== undefined && (
        <span className="vk-filter__count">
          <span aria-hidden="true">{formatQuantity(value.count)}</span>
          <span className="vk-visually-hidden">{t('filter.anzahl', { count: value.count })}</span>
        </span>
      )}
    </label>
  );
}

/** A facet with checkboxes (spec §3 filters), facet counts, and a search debounced 300 ms (spec §9). */
export function MultiSelectFilter({ label, values, selected, onChange }: MultiSelectFilterProps) {
  const t = useT();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [applied, setApplied] = useState('');
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setApplied(fold(query)), MULTISELECT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const isSelected = (value: FacetValue) => selected.includes(value.value);
  // Values that would give no hit are left out unless the shopper chose them.
  const available = values.filter((value) => value.count > 0 || isSelected(value));
  const matches = applied ? available.filter((value) => fold(value.label).includes(applied)) : available;
  const collapsible = !applied && matches.length > COLLAPSED_VALUES;
  const shown = collapsible && !expanded ? matches.filter((value, index) => index < COLLAPSED_VALUES || isSelected(value)) : matches;
  if (available.length === 0) return null;

  const toggle = (value: string, checked: boolean) =>
    onChange((current) => {
      const others = current.filter((item) => item !== value);
      return checked ? [...others, value] : others;
    });

  return (
    <fieldset className="vk-filter">
      <legend className="vk-filter__title">{label}</legend>
      {available.length > COLLAPSED_VALUES && (
        <div className="vk-filter__search">
          <label className="vk-visually-hidden" htmlFor={searchId}>
            {t('filter.suchen', { filter: label })}
          </label>
          <input
            id={searchId}
            type="search"
            className="vk-control vk-filter__input"
            placeholder={t('filter.suchenPlatzhalter')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      )}
      {shown.length === 0 ? (
        <p className="vk-filter__empty">{t('filter.keineWerte')}</p>
      ) : (
        <ul className="vk-filter__options">
          {shown.map((value) => (
            <li key={value.value}>
              <FacetCheckbox value={value} checked={isSelected(value)} onToggle={(checked) => toggle(value.value, checked)} />
            </li>
          ))}
        </ul>
      )}
      {collapsible && (
        <button type="button" className="vk-text-button" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
          {expanded ? t('filter.wenigerAnzeigen') : t('filter.alleWerteAnzeigen', { count: matches.length })}
        </button>
      )}
    </fieldset>
  );
}
