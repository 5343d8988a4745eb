import type { DbModule } from '../platform/database.ts';
import { createContactTables } from './contact.ts';

/** Contact messages (no seed). */
export const contentModule: DbModule = {
  name: 'content',
  createTables: createContactTables,
  seed() {},
};
