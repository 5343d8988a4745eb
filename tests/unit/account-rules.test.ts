// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isOverdue, paymentBadgeOf } from '../../src/core/account/payment-badge.ts';
import { shopCalendarDay } from '../../src/core/format.ts';
import { planReorder } from '../../src/widgets/invoice-detail/reorder.ts';
import type { InvoicePosition } from '../../src/core/api/schemas/account.ts';
import type { Artikel } from '../../src/core/api/schemas/artikel.ts';
import type { Basket } from '../../src/core/api/schemas/basket.ts';

const invoice = { belegstatus: 'Offen', belegartID: 10, totalOpen: 100, istTeilbezahlt: false, zahlbarBis: '2026-11-20' } as const;

describe('the payment badge of spec §4', () => {
  it.each([
    ['Bezahlt', { belegstatus: 'Bezahlt', totalOpen: 0 }],
    ['Bezahlt', { belegstatus: 'Archiviert', totalOpen: 0 }],
    ['Bezahlt', { belegstatus: 'Archiviert', totalOpen: 12 }],
    ['Bezahlt', { belegstatus: 'Offen', totalOpen: 0 }],
    ['Storniert', { belegstatus: 'Storniert', totalOpen: 5 }],
    ['Storniert', { belegstatus: 'Storniert', totalOpen: 0 }],
    ['Teilbezahlt', { belegstatus: 'Teilbezahlt', istTeilbezahlt: true, totalOpen: 40 }],
    ['Teilbezahlt', { belegstatus: 'Offen', istTeilbezahlt: true, totalOpen: 40 }],
    ['Offen', { belegstatus: 'Offen', totalOpen: 100 }],
  ] as const)('%s for %o', (label, facts) => {
    expect(paymentBadgeOf({ ...invoice, ...facts })).toBe(label.toLowerCase());
  });

  it('is hidden for document type 75, whatever its status', () => {
    for (const belegstatus of ['Offen', 'Bezahlt', 'Storniert', 'Teilbezahlt'] as const) {
      expect(paymentBadgeOf({ ...invoice, belegstatus, belegartID: 75 })).toBeNull();
    }
  });

  it('marks open and partly paid invoices overdue from the day after their due date', () => {
    expect(isOverdue(invoice, '2026-11-20')).toBe(false);
    expect(isOverdue(invoice, '2026-11-21')).toBe(true);
    // 23:30 UTC on the due date is already the next day in Zurich, on a server in UTC as in the shopper's browser.
    expect(isOverdue(invoice, shopCalendarDay(new Date('2026-11-20T22:30:00Z')))).toBe(false);
    expect(isOverdue(invoice, shopCalendarDay(new Date('2026-11-20T23:30:00Z')))).toBe(true);
    expect(isOverdue({ ...invoice, istTeilbezahlt: true, totalOpen: 5 }, '2026-11-30')).toBe(true);
    expect(isOverdue({ ...invoice, belegstatus: 'Bezahlt', totalOpen: 0 }, '2026-11-30')).toBe(false);
    expect(isOverdue({ ...invoice, zahlbarBis: null }, '2026-11-30')).toBe(false);
    expect(isOverdue({ ...invoice, belegartID: 75 }, '2026-11-30')).toBe(false);
  });
});

const unit = (bestelleinheit: 'Abfuellung' | 'Grossgebinde', mengeAbfuellung: number) => ({
  bestelleinheit,
  bezeichnung: '',
  mengeAbfuellung,
  preis: 10 * mengeAbfuellung,
});
const artikel = (artikelId: number, facts: Partial<Artikel>) =>
  ({ artikelId, bestellbar: true, bestelleinheitAbfuellung: unit('Abfuellung', 1), bestelleinheitGrossgebinde: null, ...facts }) as Artikel;
const position = (bezeichnung: string, a: Artikel | null, mengeAbfuellung: number): InvoicePosition => ({
  artikel: a,
  artikelId: a?.artikelId ?? 0,
  bezeichnung,
  mengeAbfuellung,
  abfuellung: { kuerzel: '75 cl' },
  preis: 10,
});

describe('reordering a document', () => {
  it('sends bottles, or enough cases for an article sold by the case only, and names what cannot be ordered', () => {
    const plan = planReorder(
      [
        position('Dézaley', artikel(1001, {}), 6),
        position('Cornalin', artikel(1002, { bestellbar: false }), 3),
        position('Alter Jahrgang', null, 2),
        position('Kistenwein', artikel(1010, { bestelleinheitAbfuellung: null, bestelleinheitGrossgebinde: unit('Grossgebinde', 6) }), 8),
      ],
      null,
    );
    expect(plan.lines).toEqual([
      { artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 6 },
      { artikelId: 1010, bestelleinheit: 'Grossgebinde', mengeBestelleinheit: 2 },
    ]);
    expect(plan.unorderable).toEqual(['Cornalin', 'Alter Jahrgang']);
  });

  it('adds to what the basket holds and sums positions of one article (the add call sets a quantity)', () => {
    const basket = {
      items: [{ artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 4, isProtected: false }],
    } as unknown as Basket;
    const plan = planReorder([position('Dézaley', artikel(1001, {}), 6), position('Dézaley', artikel(1001, {}), 1)], basket);
    expect(plan.lines).toEqual([{ artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 11 }]);
  });
});
