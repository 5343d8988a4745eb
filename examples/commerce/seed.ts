import type { DatabaseSync } from 'node:sqlite';
import type { AddressInput } from '../../src/core/api/schemas/adresspool.ts';
import type { Belegstatus } from '../../src/core/api/schemas/account.ts';
import type { Bestelleinheit } from '../../src/core/api/schemas/artikel.ts';
import { createPrng, type Prng } from '../db/prng.ts';
import { getUser } from '../account/users.ts';
import { assembleBasket } from '../backoffice/basket-service.ts';
import { EMPTY_CHOICES } from '../backoffice/basket-store.ts';
import { loadArtikel } from '../backoffice/catalog.ts';
import { addDays, zurichDateAndHour } from '../backoffice/cutoff.ts';
import { BELEGART_GUTSCHRIFT, insertOrder, positionenOf } from '../backoffice/orders.ts';
import { priceBasket } from '../backoffice/pricing.ts';
import { LIEFERARTEN, ZAHLUNGSARTEN } from '../backoffice/reference-data.ts';
import { insertAddress, listAdressPool, normalizeAddress } from './adresspool.ts';
import { insertMerkliste, insertMerklisteItem } from './merkliste.ts';

/** Every seeded date is relative to this instant, never to Date.now(): two seeds are equal. */
export const SEED_BASE = new Date('2026-10-15T08:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

const DEMO_USER_ID = 1;
const FIRMA_USER_ID = 2;

const DEMO_ADDRESSES: AddressInput[] = [
  { anrede: 'Frau', vorname: 'Anna', name: 'Muster', strasse: 'Rebweg 5', plz: '8001', ort: 'Zürich', eMail: 'demo@vinothek.ch', natel: '079 123 45 67' },
  { anrede: 'Frau', vorname: 'Anna', name: 'Muster', zusatz1: 'Ferienwohnung', strasse: 'Via Cantonale 12', plz: '6900', ort: 'Lugano', eMail: 'demo@vinothek.ch' },
  { anrede: 'Firma', firma: 'Muster Treuhand AG', vorname: 'Anna', name: 'Muster', strasse: 'Bahnhofstrasse 50', plz: '8001', ort: 'Zürich', eMail: 'buchhaltung@muster-treuhand.ch', telG: '044 210 30 40' },
];

const FIRMA_ADDRESSES: AddressInput[] = [
  { anrede: 'Herr', firma: 'Keller Gastro AG', vorname: 'Beat', name: 'Keller', strasse: 'Seestrasse 20', plz: '6003', ort: 'Luzern', eMail: 'firma@vinothek.ch', telG: '041 410 20 30' },
];

/** Invoice states of the demo customer's history, newest first (spec §4 payment badge). */
function invoiceState(index: number, total: number): { belegstatus: Belegstatus; totalOpen: number; istTeilbezahlt: boolean } {
  if (index < 3) return { belegstatus: 'Offen', totalOpen: total, istTeilbezahlt: false };
  if (index === 3 || index === 7) return { belegstatus: 'Teilbezahlt', totalOpen: Math.round(total * 40) / 100, istTeilbezahlt: true };
  if (index === 5 || index === 14) return { belegstatus: 'Storniert', totalOpen: 0, istTeilbezahlt: false };
  if (index > 20) return { belegstatus: 'Archiviert', totalOpen: 0, istTeilbezahlt: false };
  return { belegstatus: 'Bezahlt', totalOpen: 0, istTeilbezahlt: false };
}

const seedUid = (userId: number, n: number): string =>
  `00000000-0000-4000-8000-${String(userId).padStart(4, '0')}${String(n).padStart(8, '0')}`;

function orderableIds(db: DatabaseSync): number[] {
  return (db.prepare('SELECT artikelId FROM articles WHERE bestellbar = 1 ORDER BY artikelId LIMIT 300').all() as { artikelId: number }[]).map(
    (r) => r.artikelId,
  );
}

function seedOrders(db: DatabaseSync, prng: Prng, userId: number, count: number, firstNr: number): void {
  const kundeInklMwst = getUser(db, userId)?.kundeInklMwst ?? true;
  const pool = listAdressPool(db, userId);
  const candidates = [1001, 1003, 1004, 1006, ...orderableIds(db)];
  for (let n = 0; n < count; n++) {
    const bestellDatum = new Date(SEED_BASE.getTime() - (n * 11 + prng.int(0, 6)) * DAY_MS - prng.int(0, 8) * 3600_000);
    const picks = [...new Set(Array.from({ length: prng.int(1, 4) }, () => prng.pick(candidates)))];
    const artikel = loadArtikel(db, picks, userId);
    const lines = picks.map((artikelId, i) => {
      const a = artikel.get(artikelId) ?? null;
      const unit: Bestelleinheit = a?.bestelleinheitGrossgebinde && prng.chance(0.5) ? 'Grossgebinde' : 'Abfuellung';
      return { id: i + 1, artikel: a, bestelleinheit: unit, mengeBestelleinheit: unit === 'Grossgebinde' ? 1 : prng.int(1, 6) };
    });
    const lieferart = prng.pick(LIEFERARTEN);
    const adresse = pool[n % pool.length] ?? null;
    const result = priceBasket({ lines, kundeInklMwst, lieferart, gutscheinCode: n === 4 ? 'WILLKOMMEN10' : null, online: true });
    const basket = assembleBasket(result, {
      bestellungUid: seedUid(userId, n),
      userIsAuthenticated: true,
      warnings: [],
      choices: {
        ...EMPTY_CHOICES,
        lieferAdresse: adresse,
        lieferadresseAdresspoolId: adresse?.adressPoolId ?? null,
        zahlungsartId: prng.pick(ZAHLUNGSARTEN).id,
        lieferartId: lieferart.id,
        lieferdatum: addDays(zurichDateAndHour(bestellDatum).date, 2),
        agbAkzeptiert: true,
        minimumAlter: true,
        gutscheinCode: n === 4 ? 'WILLKOMMEN10' : null,
      },
    });
    const total = kundeInklMwst ? basket.totalInklMwst : basket.totalExklMwst;
    insertOrder(db, {
      bestellNr: `B${firstNr + count - n}`,
      userId,
      sessionId: null,
      bestellDatum,
      basket,
      positionen: positionenOf(basket, artikel),
      status: 'bestellt',
      invoice: { belegNr: `R${firstNr + count - n}`, ...invoiceState(n, total) },
    });
  }
}

/** A credit note (document type 75: no payment badge, spec §9). */
function seedGutschrift(db: DatabaseSync, userId: number): void {
  const adresse = listAdressPool(db, userId)[0] ?? null;
  const datum = zurichDateAndHour(new Date(SEED_BASE.getTime() - 40 * DAY_MS)).date;
  db.prepare(
    `INSERT INTO invoices (userId, belegNr, datum, zahlbarBis, totalNetto, totalOpen, istTeilbezahlt, belegstatus, belegart, belegartID, rechnungsAdresse, lieferAdresse, positionen)
     VALUES (?, ?, ?, NULL, ?, 0, 0, 'Bezahlt', ?, ?, ?, ?, ?)`,
  ).run(userId, 'G700001', datum, -45.6, BELEGART_GUTSCHRIFT.belegart, BELEGART_GUTSCHRIFT.belegartID, JSON.stringify(adresse), JSON.stringify(adresse),
    JSON.stringify([{ artikelId: 1004, bezeichnung: 'Rücknahme beschädigte Flaschen', mengeAbfuellung: 2, kuerzel: '75 cl', preis: -22.8 }]));
}

function seedMerklisten(db: DatabaseSync, userId: number): void {
  const artikel = loadArtikel(db, [1001, 1002, 1003, 1005, 1004, 1006], userId);
  const lists: [string, boolean, number[]][] = [
    ['Meine Merkliste', true, [1001, 1003, 1005, 1002]],
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

/** DESIGN §6 fixed facts of the demo accounts (A's seed created the users and articles first). */
export function seedCommerce(db: DatabaseSync): void {
  if (!getUser(db, DEMO_USER_ID) || !getUser(db, FIRMA_USER_ID)) return;
  const prng = createPrng(20261115);
  DEMO_ADDRESSES.forEach((a, i) => insertAddress(db, DEMO_USER_ID, normalizeAddress(a), i === 0));
  FIRMA_ADDRESSES.forEach((a, i) => insertAddress(db, FIRMA_USER_ID, normalizeAddress(a), i === 0));
  seedOrders(db, prng, DEMO_USER_ID, 28, 400000);
  seedOrders(db, prng, FIRMA_USER_ID, 4, 410000);
  seedGutschrift(db, DEMO_USER_ID);
  seedMerklisten(db, DEMO_USER_ID);
}
