// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressLines, emptyAddress, fieldMessagesWithin } from '../../src/parts/address-form/address-fields.ts';
import { initialMode, modeAfterCancel, modeAfterSave } from '../../src/parts/address-form/dialog-mode.ts';

describe('address dialog modes (spec §4)', () => {
  const pool = [{ ...emptyAddress(), adressPoolId: 7, istPrimaereAdresse: true, name: 'Muster' }] as never;
  it('customers start in select, or in add with an empty pool; save and cancel return to select', () => {
    expect(initialMode('customer', pool, null).name).toBe('select');
    expect(initialMode('customer', [], null).name).toBe('add');
    expect(modeAfterSave('customer')).toEqual({ name: 'select' });
    expect(modeAfterCancel('customer')).toEqual({ name: 'select' });
  });
  it('guests start in edit of what they typed, with the defaults sprache de and landId 1 otherwise; cancel closes', () => {
    expect(initialMode('guest', [], null)).toMatchObject({ name: 'edit', draft: { sprache: 'de', landId: 1 } });
    expect(initialMode('guest', [], { ...emptyAddress(), ort: 'Bern' })).toMatchObject({ name: 'edit', draft: { ort: 'Bern' } });
    expect(modeAfterCancel('guest')).toBeNull();
    expect(modeAfterSave('guest')).toBeNull();
  });
});

describe('address helpers', () => {
  it('writes an address as label lines, the country only outside Switzerland', () => {
    expect(
      addressLines({
        ...emptyAddress(),
        anrede: 'Frau',
        vorname: 'Anna',
        name: 'Muster',
        strasse: 'Weinweg 1',
        plz: '8001',
        ort: 'Zürich',
        land: 'Schweiz',
      }),
    ).toEqual(['Frau Anna Muster', 'Weinweg 1', '8001 Zürich']);
    expect(addressLines({ ...emptyAddress(), name: 'Huber', plz: '10115', ort: 'Berlin', landId: 3, land: 'Deutschland' })).toEqual([
      'Huber',
      '10115 Berlin',
      'Deutschland',
    ]);
  });
  it('picks the messages of one address out of the checkout model', () => {
    expect(
      fieldMessagesWithin({ 'lieferAdresse.plz': 'PLZ?', 'rechnungsAdresse.ort': 'Ort?', agbAkzeptiert: 'AGB?' }, 'lieferAdresse.'),
    ).toEqual({ plz: 'PLZ?' });
  });
});
