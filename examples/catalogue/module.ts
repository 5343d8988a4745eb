import type { DatabaseSync } from 'node:sqlite';
import type { DbModule } from '../platform/database.ts';
import { createCatalogTables } from './tables.ts';
import { SeedWriter } from './seed-writer.ts';
import { FIXED_ARTICLES, FIXED_INDIVIDUAL_PRICES } from './fixed-articles.ts';
import { generateArticles, individualPriceFor } from './generate.ts';
import { DEMO_USER_ID } from '../account/index.ts';
import { DAY_MS, SEED_BASE } from '../platform/database.ts';
import { loadArtikel } from './load-artikel.ts';
import { DEFAULT_MERKLISTE_NAME, createMerklisteTables, insertMerkliste, insertMerklisteItem } from './merkliste.ts';
import { createReminderTables } from './reminder.ts';

function seedMerklisten(db: DatabaseSync, userId: number): void {
  const artikel = loadArtikel(db, [1001, 1002, 1003, 1005, 1004, 1006], userId);
  const lists: [string, boolean, number[]][] = [
    [DEFAULT_MERKLISTE_NAME, true, [1001, 1003, 1005, 1002]],
    ['Weihnachten', false, [1004, 1006]],
  ];
  lists.forEach(([name, isDefault, ids], i) => {
    const listId = insertMerkliste(db, userId, name, isDefault, new Date(SEED_BASE.getTime() - (60 - i * 20) * DAY_MS));
    for (const id of ids) {
      const a = artikel.get(id);
      if (a) insertMerklisteItem(db, listId, a);
    }
  });
}

/** Articles, regions and individual prices; the customers' Merklisten and stock reminders. */
export const catalogueModule: DbModule = {
  name: 'catalogue',
  createTables(db) {
    createCatalogTables(db);
    createMerklisteTables(db);
    createReminderTables(db);
  },
  seed(db, { articles }) {
    const writer = new SeedWriter(db);
    writer.writeRegions();
    for (const a of FIXED_ARTICLES) writer.write(a);
    for (const p of FIXED_INDIVIDUAL_PRICES) writer.individualPrice(DEMO_USER_ID, p.artikelId, p.preis);
    for (const a of generateArticles(articles)) {
      writer.write(a);
      const preis = individualPriceFor(a.artikelId, a.preisStandard);
      if (preis !== null) writer.individualPrice(DEMO_USER_ID, a.artikelId, preis);
    }
    seedMerklisten(db, DEMO_USER_ID);
  },
};
