import type { AddressInput } from '../../src/core/api/schemas/adresspool.ts';
import type { DbModule } from '../platform/database.ts';
import { createAdresspoolTables, insertAddress, normalizeAddress } from './adresspool.ts';
import { createInvoiceTables } from './invoices.ts';
import { createAccountTables } from './registration.ts';
import { createUser } from './users.ts';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_USER_ID = 1;
export const FIRMA_USER_ID = 2;

const DEMO_ADDRESSES: AddressInput[] = [
  {
    anrede: 'Frau',
    vorname: 'Anna',
    name: 'Muster',
    strasse: 'Rebweg 5',
    plz: '8001',
    ort: 'Zürich',
    eMail: 'demo@vinothek.ch',
    natel: '079 123 45 67',
  },
  {
    anrede: 'Frau',
    vorname: 'Anna',
    name: 'Muster',
    zusatz1: 'Ferienwohnung',
    strasse: 'Via Cantonale 12',
    plz: '6900',
    ort: 'Lugano',
    eMail: 'demo@vinothek.ch',
  },
  {
    anrede: 'Firma',
    firma: 'Muster Treuhand AG',
    vorname: 'Anna',
    name: 'Muster',
    strasse: 'Bahnhofstrasse 50',
    plz: '8001',
    ort: 'Zürich',
    eMail: 'buchhaltung@muster-treuhand.ch',
    telG: '044 210 30 40',
  },
];

const FIRMA_ADDRESSES: AddressInput[] = [
  {
    anrede: 'Herr',
    firma: 'Keller Gastro AG',
    vorname: 'Beat',
    name: 'Keller',
    strasse: 'Seestrasse 20',
    plz: '6003',
    ort: 'Luzern',
    eMail: 'firma@vinothek.ch',
    telG: '041 410 20 30',
  },
];

/** Customers, their login times, their address books and invoices (an order books its invoice; commerce seeds them). */
export const accountModule: DbModule = {
  name: 'account',
  createTables(db) {
    db.exec(`CREATE TABLE IF NOT EXISTS users (
      id INTEGER PRIMARY KEY,
      userName TEXT NOT NULL UNIQUE,
      passwordHash TEXT NOT NULL,
      kundeInklMwst INTEGER NOT NULL DEFAULT 1,
      anrede TEXT,
      firstName TEXT,
      lastName TEXT,
      firma TEXT,
      createdAt TEXT NOT NULL
    );`);
    createAccountTables(db);
    createAdresspoolTables(db);
    createInvoiceTables(db);
  },
  seed(db) {
    // ARCHITECTURE.md §6 fixed accounts: ids 1 and 2, password demo1234.
    createUser(db, {
      id: DEMO_USER_ID,
      userName: 'demo@vinothek.ch',
      password: DEMO_PASSWORD,
      kundeInklMwst: true,
      anrede: 'Frau',
      firstName: 'Anna',
      lastName: 'Muster',
      createdAt: '2024-03-01T09:00:00.000Z',
    });
    createUser(db, {
      id: FIRMA_USER_ID,
      userName: 'firma@vinothek.ch',
      password: DEMO_PASSWORD,
      kundeInklMwst: false,
      anrede: 'Herr',
      firstName: 'Beat',
      lastName: 'Keller',
      firma: 'Keller Gastro AG',
      createdAt: '2024-05-15T09:00:00.000Z',
    });
    DEMO_ADDRESSES.forEach((a, i) => insertAddress(db, DEMO_USER_ID, normalizeAddress(a), i === 0));
    FIRMA_ADDRESSES.forEach((a, i) => insertAddress(db, FIRMA_USER_ID, normalizeAddress(a), i === 0));
  },
};
