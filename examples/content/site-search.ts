import type { DatabaseSync } from 'node:sqlite';
import type { SiteSearchItem, SiteSearchParametersInput, SiteSearchResult } from '../../src/core/api/schemas/sitesearch.ts';
import {
  buildVocabulary,
  foldText,
  regionDescription,
  regionTree,
  regionUrl,
  suggestQuerySteps,
  type Vocabulary,
} from '../catalogue/index.ts';
import { runSteps, type Steps } from '../platform/sliced-work.ts';
import { CONTENT_PAGES } from './pages-data.ts';

export const SITE_SEARCH_PAGE_SIZE = 10;

interface Document extends SiteSearchItem {
  foldedTitle: string;
  foldedText: string;
}

interface SiteIndex {
  documents: Document[];
  vocabulary: Vocabulary;
}

const cache = new WeakMap<DatabaseSync, SiteIndex>();

const stripTags = (htmlText: string): string => htmlText.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;/g, ' ');

function siteIndex(db: DatabaseSync): SiteIndex {
  let index = cache.get(db);
  if (index) return index;
  const tree = regionTree(db);
  const pages = CONTENT_PAGES.map((p) => ({ title: p.title, description: p.description, url: `/${p.slug}`, text: stripTags(p.body) }));
  const regions = [...tree.byId.values()].map((n) => {
    const parent = n.parentId == null ? null : (tree.byId.get(n.parentId)?.name ?? null);
    const description = regionDescription(n.name, parent, n.beschreibung);
    return { title: `Weinregion ${n.name}`, description, url: regionUrl(n.slug), text: `${n.name} ${parent ?? ''}` };
  });
  const documents = [...pages, ...regions].map((d) => ({
    title: d.title,
    description: d.description,
    url: d.url,
    foldedTitle: foldText(d.title),
    foldedText: foldText(`${d.title} ${d.description} ${d.text}`),
  }));
  index = {
    documents,
    vocabulary: buildVocabulary(
      documents.map((d) => `${d.title} ${d.description}`),
      pages.map((p) => p.text),
    ),
  };
  cache.set(db, index);
  return index;
}

function find(index: SiteIndex, term: string): Document[] {
  const tokens = foldText(term).split(/\s+/).filter(Boolean);
  const titleHits = (d: Document): number => tokens.filter((t) => d.foldedTitle.includes(t)).length;
  return index.documents.filter((d) => tokens.every((t) => d.foldedText.includes(t))).sort((a, b) => titleHits(b) - titleHits(a));
}

type SiteSearchParameters = Required<Pick<SiteSearchParametersInput, 'filterValues'>> & SiteSearchParametersInput;

/** POST /api/sitesearch/search: pages whose text has every word of the term; a corrected term if none. */
export const siteSearch = (db: DatabaseSync, parameters: SiteSearchParameters): SiteSearchResult =>
  runSteps(siteSearchSteps(db, parameters));

/** siteSearch as steps, for a sliced run (platform/sliced-work.ts). */
export function* siteSearchSteps(db: DatabaseSync, parameters: SiteSearchParameters): Steps<SiteSearchResult> {
  const pageSize = parameters.pageSize ?? SITE_SEARCH_PAGE_SIZE;
  const currentPage = parameters.currentPage ?? 1;
  const searchterm = parameters.filterValues.searchterm?.trim() || null;
  const index = siteIndex(db);
  let hits = searchterm ? find(index, searchterm) : [];
  let suggestedQuery: string | null = null;
  if (searchterm && hits.length === 0) {
    const suggestion = yield* suggestQuerySteps(index.vocabulary, searchterm);
    const retry = suggestion ? find(index, suggestion) : [];
    if (retry.length) {
      hits = retry;
      suggestedQuery = suggestion;
    }
  }
  const start = (currentPage - 1) * pageSize;
  return {
    searchParameters: { pageSize, currentPage, filterValues: { searchterm } },
    totalRecordCount: hits.length,
    items: hits.slice(start, start + pageSize).map(({ title, description, url }) => ({ title, description, url })),
    suggestedQuery,
  };
}
