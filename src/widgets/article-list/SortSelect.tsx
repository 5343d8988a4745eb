import { startTransition, useId, useOptimistic } from 'react';
import { SORT_VALUES, type Sort } from '../../core/api/index.ts';
import type { MessageId } from '../../i18n/index.ts';
import { useT } from '../../i18n/use-t.ts';

const SORT_LABEL: Record<(typeof SORT_VALUES)[number], MessageId> = {
  'bezeichnung-asc': 'sort.bezeichnungAsc',
  'bezeichnung-desc': 'sort.bezeichnungDesc',
  'jahrgang-asc': 'sort.jahrgangAsc',
  'jahrgang-desc': 'sort.jahrgangDesc',
  'preis-asc': 'sort.preisAsc',
  'preis-desc': 'sort.preisDesc',
};

/**
 * Spec §2: designation, vintage and price, each ascending or descending, plus a reset (the empty choice). The list
 * renders the new sort as a transition; the select shows the choice at once (INP of the sort, ARCHITECTURE.md §8).
 */
export function SortSelect({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
  const t = useT();
  const id = useId();
  const [shown, show] = useOptimistic(value);
  return (
    <div className="vk-sort">
      <label htmlFor={id}>{t('sort.label')}</label>
      <select
        id={id}
        className="vk-control vk-sort__select"
        value={shown ?? ''}
        onChange={(event) => {
          const next = (SORT_VALUES as readonly string[]).includes(event.target.value) ? (event.target.value as Sort) : null;
          startTransition(() => {
            show(next);
            onChange(next);
          });
        }}
      >
        <option value="">{t('sort.standard')}</option>
        {SORT_VALUES.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_LABEL[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}
