import type { DatabaseSync } from 'node:sqlite';
import { merklisteState } from './merkliste.ts';

/** Article ids on the user's lists (spec §3 filters merkliste, merklisten); empty for anonymous visitors. */
export function merklisteArticleIds(db: DatabaseSync, userId: number | null, merklisteIds: number[] | null): Set<number> {
  if (userId == null) return new Set();
  return new Set(
    merklisteState(db, userId)
      .merklisten.filter((l) => (merklisteIds ? merklisteIds.includes(l.merklisteId) : l.isDefault))
      .flatMap((l) => l.items.map((item) => item.artikel.artikelId)),
  );
}
