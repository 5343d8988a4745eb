import type { DatabaseSync } from 'node:sqlite';
import { openModules, type DbModule, type SeedOptions } from './platform/database.ts';
import { platformModule } from './platform/sessions-module.ts';
import { accountModule } from './account/index.ts';
import { catalogueModule } from './catalogue/index.ts';
import { commerceModule } from './commerce/index.ts';
import { contentModule } from './content/index.ts';

/** Seed order: later areas use earlier ones' rows (lists need articles, orders need addresses). */
export const DB_MODULES: readonly DbModule[] = [platformModule, accountModule, catalogueModule, commerceModule, contentModule];

/** Opens (and on first use creates and seeds) the demo shop database; `path` may be ':memory:'. */
export function openDatabase(path: string, options: Partial<SeedOptions> = {}): DatabaseSync {
  return openModules(path, DB_MODULES, options);
}
