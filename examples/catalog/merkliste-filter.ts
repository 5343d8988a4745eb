import type { DatabaseSync } from 'node:sqlite';

/**
 * The article search filters by Merkliste (spec §3 filters merkliste, merklisten), but the lists
 * belong to the commerce area: it registers how to read them here.
 */
export type MerklisteArticleSource = (
  db: DatabaseSync,
  userId: number,
  /** null: the user's default list */
  merklisteIds: number[] | null,
) => Iterable<number>;

let source: MerklisteArticleSource | null = null;

export function registerMerklisteArticleSource(fn: MerklisteArticleSource): void {
  source = fn;
}

/** Article ids on the user's lists; empty for anonymous visitors or when no source is registered. */
export function merklisteArticleIds(db: DatabaseSync, userId: number | null, merklisteIds: number[] | null): Set<number> {
  if (userId == null || !source) return new Set();
  return new Set(source(db, userId, merklisteIds));
}
