import type { DatabaseSync } from 'node:sqlite';
import type { Artikel } from '../../src/core/api/schemas/artikel.ts';
import { getArtikelMany } from './artikel.ts';

/** Articles as `userId` sees them (individual prices, VAT side), keyed by artikelId; unknown ids are absent. */
export function loadArtikel(db: DatabaseSync, ids: readonly number[], userId: number | null): Map<number, Artikel> {
  return new Map(getArtikelMany(db, ids, { userId }).map((a) => [a.artikelId, a]));
}
