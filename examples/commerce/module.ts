import type { DbModule } from '../db/modules.ts';
import { createBasketTables } from '../backoffice/basket-store.ts';
import { createRestLogTables } from '../backoffice/rest-log.ts';
import { createOrderTables } from '../backoffice/orders.ts';
import { createAdresspoolTables } from './adresspool.ts';
import { createMerklisteTables } from './merkliste.ts';
import { createAccountTables } from './account.ts';
import { createContactTables } from './contact.ts';
import { createReminderTables } from './reminder.ts';
import { seedCommerce } from './seed.ts';

/** Baskets and the back-office exchange log (no seed: baskets belong to sessions). */
export const basketModule: DbModule = {
  name: 'basket',
  createTables(db) {
    createBasketTables(db);
    createRestLogTables(db);
  },
  seed() {},
};

/** Address book, lists, orders and invoices of the demo accounts. */
export const customerDataModule: DbModule = {
  name: 'customer-data',
  createTables(db) {
    createAdresspoolTables(db);
    createMerklisteTables(db);
    createOrderTables(db);
    createAccountTables(db);
  },
  seed: seedCommerce,
};

/** Stock reminders and contact messages. */
export const formsModule: DbModule = {
  name: 'forms',
  createTables(db) {
    createReminderTables(db);
    createContactTables(db);
  },
  seed() {},
};
