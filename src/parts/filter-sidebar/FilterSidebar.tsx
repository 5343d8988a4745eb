import { useId, type ReactNode } from 'react';
import { FACET_FILTERS, type FacetFilter, type FilterValues, type SearchField } from '../../core/api/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { FacetCheckbox, MultiSelectFilter } from './MultiSelectFilter.tsx';
import { PriceRangeFilter } from './PriceRangeFilter.tsx';
import { TreeFilter } from './TreeFilter.tsx';

export interface FilterSidebarProps {
  fields: SearchField[];
  filterValues: FilterValues;
  /**
   * A change, as a function of the filters it applies to: the list applies it to the filters last asked for, so
   * two ticks before the list has rendered the first (the replay of what a shopper did before hydration does them
   * at once) both count.
   */
  onChange: (change: (filterValues: FilterValues) => FilterValues) => void;
  /** Fields left out (the detail page's reduced sidebar). */
  omit?: readonly SearchField['name'][];
  /**
   * The customer's Merklisten for the filter `merklisten` (spec §3); given only to customers with several
   * lists, so anonymous visitors never see it.
   */
  merklisten?: readonly { merklisteId: number; bezeichnung: string }[];
  /**
   * Each group folded into a disclosure (the phone's filter overlay: eleven open groups were ~3 500 px);
   * the first group and any group with a choice start open.
   */
  collapsible?: boolean;
}

/** True when any filter of spec §3 is set (the search term included). */
export function hasActiveFilters(f: FilterValues): boolean {
  return Boolean(
    f.suchbegriff ||
    f.preisMin ||
    f.preisMax ||
    f.aktionen ||
    f.neuheiten ||
    f.merkliste ||
    f.merklisten.length ||
    FACET_FILTERS.some((name) => f[name].length > 0),
  );
}

export { NO_FILTERS } from '../../core/api/index.ts';

/** Every filter of spec §3 as the server describes it in searchFieldData, with its facet counts. */
export function FilterSidebar({ fields, filterValues, onChange, omit = [], merklisten = [], collapsible = false }: FilterSidebarProps) {
  const t = useT();
  // A native disclosure: keyboard and screen readers know it, and it needs no state of its own. The
  // first group (the wine type) starts open, so the panel shows a choice at once.
  let folded = 0;
  const fold = (key: string, label: string, chosen: number, content: ReactNode) =>
    collapsible ? (
      <details key={key} className="vk-filter-group" open={folded++ === 0 || chosen > 0}>
        <summary className="vk-filter-group__summary">
          <span className="vk-filter-group__label">{label}</span>
          {chosen > 0 && <span className="vk-filter-group__chosen">{t('filter.gewaehlt', { count: chosen })}</span>}
        </summary>
        {content}
      </details>
    ) : (
      content
    );
  const hasValues = (values: readonly { count: number; value: string }[], selected: readonly string[]) =>
    values.some((value) => value.count > 0 || selected.includes(value.value));
  const flagsId = useId();
  const listsId = useId();
  const set = (patch: (current: FilterValues) => Partial<FilterValues>) => onChange((current) => ({ ...current, ...patch(current) }));
  const visible = fields.filter((field) => !omit.includes(field.name));
  const flags = visible.filter((field) => field.type === 'flag');

  return (
    <div className={collapsible ? 'vk-filters vk-filters--collapsible' : 'vk-filters'}>
      {filterValues.suchbegriff && (
        <div className="vk-filters__term">
          <span>{t('filter.suchbegriff', { term: filterValues.suchbegriff })}</span>
          <button type="button" className="vk-text-button" onClick={() => set(() => ({ suchbegriff: null }))}>
            {t('filter.suchbegriffEntfernen')}
          </button>
        </div>
      )}
      {flags.length > 0 && (
        <fieldset className="vk-filter" aria-labelledby={flagsId}>
          <legend className="vk-visually-hidden" id={flagsId}>
            {t('filter.auswahl')}
          </legend>
          <ul className="vk-filter__options">
            {flags.map((field) =>
              field.type === 'flag' ? (
                <li key={field.name}>
                  <FacetCheckbox
                    value={field}
                    checked={filterValues[field.name]}
                    onToggle={(checked) => set(() => ({ [field.name]: checked }))}
                  />
                </li>
              ) : null,
            )}
          </ul>
        </fieldset>
      )}
      {merklisten.length > 1 && (
        <fieldset className="vk-filter" aria-labelledby={listsId}>
          <legend className="vk-filter__title" id={listsId}>
            {t('filter.merklisten')}
          </legend>
          <ul className="vk-filter__options">
            {merklisten.map((list) => (
              <li key={list.merklisteId}>
                <FacetCheckbox
                  value={{ label: list.bezeichnung }}
                  checked={filterValues.merklisten.includes(list.merklisteId)}
                  onToggle={(checked) =>
                    set((current) => {
                      const others = current.merklisten.filter((id) => id !== list.merklisteId);
                      return { merklisten: checked ? [...others, list.merklisteId] : others };
                    })
                  }
                />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {visible.map((field) => {
        if (field.type === 'tree') {
          if (!hasValues(field.values, filterValues.landRegion)) return null;
          return fold(
            field.name,
            field.label,
            filterValues.landRegion.length,
            <TreeFilter
              key={field.name}
              label={field.label}
              values={field.values}
              selected={filterValues.landRegion}
              onChange={(landRegion) => set(() => ({ landRegion }))}
            />,
          );
        }
        if (field.type === 'multiselect') {
          const name: FacetFilter = field.name;
          if (!hasValues(field.values, filterValues[name])) return null;
          return fold(
            name,
            field.label,
            filterValues[name].length,
            <MultiSelectFilter
              key={name}
              label={field.label}
              values={field.values}
              selected={filterValues[name]}
              onChange={(update) => set((current) => ({ [name]: update(current[name]) }))}
            />,
          );
        }
        if (field.type === 'range') {
          return fold(
            field.name,
            field.label,
            Number(Boolean(filterValues.preisMin)) + Number(Boolean(filterValues.preisMax)),
            <PriceRangeFilter
              key={field.name}
              label={field.label}
              range={{ preisMin: filterValues.preisMin, preisMax: filterValues.preisMax }}
              min={field.min}
              max={field.max}
              onChange={(range) => set(() => range)}
            />,
          );
        }
        return null;
      })}
    </div>
  );
}
