import type { DatabaseSync } from 'node:sqlite';
import { usersModule } from '../account/users-module.ts';
import { sessionsModule } from '../middleware/sessions-module.ts';
import { catalogModule } from '../catalog/catalog-module.ts';
import { basketModule, customerDataModule, formsModule } from '../commerce/commerce-module.ts';

export interface SeedOptions {
  /** how many articles to generate (SHOP_ARTICLES, default 1200; the fixed ones come on top) */
  articles: number;
}

/**
 * One area of the demo database. `createTables` must be idempotent (CREATE … IF NOT EXISTS);
 * `seed` runs once, on an empty database, in list order (later areas may use earlier ones' rows).
 */
export interface DbModule {
  name: string;
  createTables(db: DatabaseSync): void;
  seed(db: DatabaseSync, options: SeedOptions): void;
}

export const modules: DbModule[] = [
  sessionsModule,
  usersModule,
  catalogModule,
  basketModule,
  customerDataModule,
  formsModule,
];
