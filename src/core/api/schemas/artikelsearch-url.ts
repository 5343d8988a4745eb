import * as v from 'valibot';
import { ArtikelSearchRequestSchema, FACET_FILTERS, SORT_VALUES, type FilterValues, type Sort } from './artikelsearch.ts';
import { pageFromUrl } from '../../paging/paging.ts';

/**
 * Spec §2 Article list: the page URL carries `page` (omitted for page 1) and one parameter per
 * filter, named in lower case (ARCHITECTURE.md §6). Multi-select filters repeat their parameter.
 * Shared by the server (initial render of /shop) and the list element (address bar), so both agree.
 */

const FLAGS = ['aktionen', 'neuheiten', 'merkliste'] as const;

export interface ListUrlState {
  pageNumber: number;
  filterValues: FilterValues;
  sort: Sort;
}

const positive = (value: string | null): number | null => {
  const n = Number(value);
  return value !== null && value !== '' && Number.isFinite(n) && n > 0 ? n : null;
};

export function listStateFromUrl(params: URLSearchParams): ListUrlState {
  const get = (name: string): string[] => params.getAll(name.toLowerCase()).filter((s) => s !== '');
  const filterValues: Record<string, unknown> = {
    suchbegriff: params.get('suchbegriff')?.trim() || null,
    preisMin: positive(params.get('preismin')),
    preisMax: positive(params.get('preismax')),
    merklisten: get('merklisten')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
  };
  for (const name of FACET_FILTERS) filterValues[name] = get(name);
  for (const flag of FLAGS) filterValues[flag] = params.get(flag) === 'true';
  const sort = params.get('sort');
  const parsed = v.parse(ArtikelSearchRequestSchema, {
    pageNumber: pageFromUrl(params.get('page')),
    filterValues,
    sort: (SORT_VALUES as readonly string[]).includes(sort ?? '') ? sort : null,
  });
  return { pageNumber: parsed.pageNumber, filterValues: parsed.filterValues, sort: parsed.sort };
}

/** The query string (without "?") for a list state; empty for page 1 with no filters. */
export function listStateToUrl(state: { pageNumber?: number; filterValues: Partial<FilterValues>; sort?: Sort }): string {
  const params = new URLSearchParams();
  const f = state.filterValues;
  if (f.suchbegriff) params.append('suchbegriff', f.suchbegriff);
  for (const name of FACET_FILTERS) for (const value of f[name] ?? []) params.append(name.toLowerCase(), value);
  if (f.preisMin) params.append('preismin', String(f.preisMin));
  if (f.preisMax) params.append('preismax', String(f.preisMax));
  for (const flag of FLAGS) if (f[flag]) params.append(flag, 'true');
  for (const id of f.merklisten ?? []) params.append('merklisten', String(id));
  if (state.sort) params.append('sort', state.sort);
  if (state.pageNumber && state.pageNumber > 1) params.append('page', String(state.pageNumber));
  return params.toString();
}
