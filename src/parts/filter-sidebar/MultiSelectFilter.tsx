import { useEffect, useId, useState } from 'react';
import type { FacetValue } from '../../core/api/index.ts';
import { formatQuantity } from '../../core/format.ts';
import { MULTISELECT_SEARCH_DEBOUNCE_MS } from '../../core/timing.ts';
import { useT } from '../../i18n/use-t.ts';
import { FilterCheckbox } from './FilterCheckbox.tsx';
import { fold } from './fold.ts';

/** Values shown before "alle anzeigen"; longer lists also get their own search. */
export const COLLAPSED_VALUES = 8;

export interface MultiSelectFilterProps {
  label: string;
  values: FacetValue[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** `mixed`: some values below this one are chosen (the tree filter); shown as the indeterminate state. */
export function FacetCheckbox({
  value,
  checked,
  mixed = false,
  onToggle,
}: {
  value: FacetValue;
  checked: boolean;
  mixed?: boolean;
  /** With the state the shopper gave the box (a second press before the list has rendered the first one reads right). */
  onToggle: (checked: boolean) => void;
}) {
  const t = useT();
  return (
    <label className="vk-filter__option">
      <FilterCheckbox checked={checked} mixed={mixed} onChange={onToggle} />
      <span className="vk-filter__label">{value.label}</span>
      <span className="vk-filter__count">
        <span aria-hidden="true">{formatQuantity(value.count)}</span>
        <span className="vk-visually-hidden">{t('filter.anzahl', { count: value.count })}</span>
      </span>
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

  const toggle = (value: string, checked: boolean) => {
    const others = selected.filter((item) => item !== value);
    onChange(checked ? [...others, value] : others);
  };

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
