import type { DatabaseSync } from 'node:sqlite';
import { merklisteState } from '../commerce/merkliste.ts';

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

/** Default: read the lists through the commerce area's own state (default list, or the given ids). */
const fromMerklisteState: MerklisteArticleSource = (db, userId, merklisteIds) =>
  merklisteState(db, userId)
    .merklisten.filter((l) => (merklisteIds ? merklisteIds.includes(l.merklisteId) : l.isDefault))
    .flatMap((l) => l.items.map((item) => item.artikel.artikelId));

let source: MerklisteArticleSource = fromMerklisteState;

export function registerMerklisteArticleSource(fn: MerklisteArticleSource): void {
  source = fn;
}

/** Article ids on the user's lists; empty for anonymous visitors. */
export function merklisteArticleIds(db: DatabaseSync, userId: number | null, merklisteIds: number[] | null): Set<number> {
  if (userId == null) return new Set();
  return new Set(source(db, userId, merklisteIds));
}
