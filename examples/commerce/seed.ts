import type { DatabaseSync } from 'node:sqlite';
import type { Belegstatus } from '../../src/core/api/schemas/account.ts';
import type { Bestelleinheit } from '../../src/core/api/schemas/artikel.ts';
import { createPrng, type Prng } from '../platform/prng.ts';
import { DAY_MS, SEED_BASE } from '../platform/database.ts';
import {
  BELEGART_GUTSCHRIFT,
  BELEGART_SAMMELRECHNUNG,
  DEMO_USER_ID,
  FIRMA_USER_ID,
  getUser,
  insertInvoice,
  listAdressPool,
  type StoredPosition,
} from '../account/index.ts';
import { assembleBasket } from './basket-service.ts';
import { EMPTY_CHOICES } from './basket-store.ts';
import { loadArtikel } from '../catalogue/index.ts';
import { addDays, zurichDateAndHour } from './backoffice/cutoff.ts';
import { insertOrder, positionenOf } from './orders.ts';
import { priceBasket } from './backoffice/pricing.ts';
import { LIEFERARTEN, ZAHLUNGSARTEN } from './backoffice/reference-data.ts';

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
  return (
    db.prepare('SELECT artikelId FROM articles WHERE bestellbar = 1 ORDER BY artikelId LIMIT 300').all() as { artikelId: number }[]
  ).map((r) => r.artikelId);
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
  insertInvoice(db, {
    userId,
    belegNr: 'G700001',
    datum,
    zahlbarBis: null,
    totalNetto: -45.6,
    totalOpen: 0,
    istTeilbezahlt: false,
    belegstatus: 'Bezahlt',
    ...BELEGART_GUTSCHRIFT,
    rechnungsAdresse: adresse,
    lieferAdresse: adresse,
    positionen: [{ artikelId: 1004, bezeichnung: 'Rücknahme beschädigte Flaschen', mengeAbfuellung: 2, kuerzel: '75 cl', preis: -22.8 }],
    orderId: null,
  });
}

/**
 * A Sammelrechnung over two deliveries, open, with one position that is no longer orderable (1002):
 * the invoice detail's reorder per position, per delivery and for the whole document (issue 11).
 */
function seedSammelrechnung(db: DatabaseSync, userId: number): void {
  const adresse = listAdressPool(db, userId)[0] ?? null;
  const datum = zurichDateAndHour(new Date(SEED_BASE.getTime() - 20 * DAY_MS)).date;
  const first = { belegNr: 'L500001', datum: zurichDateAndHour(new Date(SEED_BASE.getTime() - 34 * DAY_MS)).date };
  const second = { belegNr: 'L500002', datum: zurichDateAndHour(new Date(SEED_BASE.getTime() - 24 * DAY_MS)).date };
  const positionen: StoredPosition[] = [
    { artikelId: 1001, bezeichnung: 'Dézaley Grand Cru', mengeAbfuellung: 6, kuerzel: '75 cl', preis: 32.5, lieferschein: first },
    { artikelId: 1002, bezeichnung: 'Cornalin du Valais', mengeAbfuellung: 3, kuerzel: '75 cl', preis: 29.8, lieferschein: first },
    { artikelId: 1006, bezeichnung: 'Completer Malans', mengeAbfuellung: 2, kuerzel: '75 cl', preis: 48, lieferschein: second },
  ];
  const total = Math.round(positionen.reduce((sum, p) => sum + p.mengeAbfuellung * p.preis, 0) * 100) / 100;
  insertInvoice(db, {
    userId,
    belegNr: 'S600001',
    datum,
    zahlbarBis: addDays(datum, 30),
    totalNetto: total,
    totalOpen: total,
    istTeilbezahlt: false,
    belegstatus: 'Offen',
    ...BELEGART_SAMMELRECHNUNG,
    rechnungsAdresse: adresse,
    lieferAdresse: adresse,
    positionen,
    orderId: null,
  });
}

/** ARCHITECTURE.md §6 order history of the demo accounts (the account and catalogue seeds ran first). */
export function seedCommerce(db: DatabaseSync): void {
  if (!getUser(db, DEMO_USER_ID) || !getUser(db, FIRMA_USER_ID)) return;
  const prng = createPrng(20261115);
  seedOrders(db, prng, DEMO_USER_ID, 28, 400000);
  seedOrders(db, prng, FIRMA_USER_ID, 4, 410000);
  seedGutschrift(db, DEMO_USER_ID);
  seedSammelrechnung(db, DEMO_USER_ID);
}
