import { apiFor } from './client.ts';
import type { ArtikelPreiseResult, ArtikelSearchRequest, ArtikelSearchResult, FilterValues } from './schemas/artikelsearch.ts';
import { artikelsearchAutocomplete, artikelsearchPreise, artikelsearchSearch } from './routes/artikelsearch.ts';
import type { ShopStore } from '../state/store.ts';

/**
 * POST /api/artikelsearch/search (spec §7). Calls sharing `supersedeKey` abort each other, so an
 * answer that arrives late never replaces a newer one. A failure shows the §8 toast and rejects.
 */
export function searchArtikel(
  store: ShopStore,
  request: ArtikelSearchRequest,
  supersedeKey = 'artikelsearch',
): Promise<ArtikelSearchResult> {
  return apiFor(store).route(artikelsearchSearch, { json: request, supersedeKey });
}

/** POST /api/artikelsearch/autocompletekeywords with populateSearchFields false (spec §7). */
export function autocompleteKeywords(store: ShopStore, suchbegriff: string, supersedeKey = 'autocomplete'): Promise<string[]> {
  return apiFor(store).route(artikelsearchAutocomplete, {
    json: { populateSearchFields: false, filterValues: { suchbegriff } },
    supersedeKey,
  });
}

/** POST /api/artikelsearch/preise: this session's prices of the articles a cached page shows (README "Full-page caching"). */
export function fetchArtikelPreise(store: ShopStore, artikelIds: number[]): Promise<ArtikelPreiseResult> {
  return apiFor(store).route(artikelsearchPreise, { json: { artikelIds } });
}

/** No filter at all: what "Filter zurücksetzen" goes back to. */
export const NO_FILTERS: FilterValues = {
  suchbegriff: null,
  eGruppe: [],
  landRegion: [],
  produzent: [],
  traubensorte: [],
  jahrgang: [],
  inhaltCl: [],
  genussreifAb: [],
  sortiment: [],
  artikelkategorie: [],
  klassifikation: [],
  preisMin: null,
  preisMax: null,
  aktionen: false,
  neuheiten: false,
  merkliste: false,
  merklisten: [],
};
