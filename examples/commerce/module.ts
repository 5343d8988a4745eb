import type { DbModule } from '../platform/database.ts';
import { createBasketTables } from './basket-store.ts';
import { createRestLogTables } from './backoffice/rest-log.ts';
import { createOrderTables } from './orders.ts';
import { seedCommerce } from './seed.ts';

/** Baskets, the back-office exchange log, orders (seeded: the demo accounts' history, with their invoices). */
export const commerceModule: DbModule = {
  name: 'commerce',
  createTables(db) {
    createBasketTables(db);
    createRestLogTables(db);
    createOrderTables(db);
  },
  seed: seedCommerce,
};
