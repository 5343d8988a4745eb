import type { DbModule } from '../db/modules.ts';
import { createCatalogTables } from './tables.ts';
import { SeedWriter } from './seed-writer.ts';
import { FIXED_ARTICLES, FIXED_INDIVIDUAL_PRICES } from './fixed-articles.ts';
import { generateArticles, individualPriceFor } from './generate.ts';
import { DEMO_USER_ID } from '../account/users-module.ts';

export const catalogModule: DbModule = {
  name: 'catalog',
  createTables: createCatalogTables,
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
  },
};
