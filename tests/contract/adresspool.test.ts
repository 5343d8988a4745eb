// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  AddressValidateResponseSchema,
  AdressPoolRemoveResponseSchema,
  AdressPoolSaveResponseSchema,
} from '../../src/core/api/schemas/adresspool.ts';
import { NotFoundSchema, answer, commerceShop, invalidFields } from '../support/commerce-shop.ts';

const address = { vorname: 'Heidi', name: 'Berger', strasse: 'Dorfstrasse 1', plz: '3800', ort: 'Interlaken', eMail: 'heidi@example.ch' };

describe('adresspool API', () => {
  it('adds and updates addresses of the customer', async () => {
    const s = await commerceShop().customer();
    let body = await answer(await s.post('/api/adresspool/addorupdate', address), AdressPoolSaveResponseSchema);
    expect(body.success).toBe(true);
    expect(body.adressPool).toHaveLength(4);
    const added = body.adressPool!.find((a) => a.name === 'Berger')!;
    expect(added).toMatchObject({ sprache: 'de', landId: 1, land: 'Schweiz', istPrimaereAdresse: false });
    body = await answer(await s.post('/api/adresspool/addorupdate', { ...added, ort: 'Unterseen' }), AdressPoolSaveResponseSchema);
    expect(body.adressPool!.find((a) => a.adressPoolId === added.adressPoolId)?.ort).toBe('Unterseen');
    expect(body.adressPool![0]?.istPrimaereAdresse).toBe(true);
  });

  it('answers field results for an incomplete address and stores nothing', async () => {
    const s = await commerceShop().customer();
    const body = await answer(await s.post('/api/adresspool/addorupdate', { ...address, eMail: '' }), AdressPoolSaveResponseSchema);
    expect(body.success).toBe(false);
    expect(body.validationResult.eMail?.message).toMatch(/E-Mail/);
    expect(await invalidFields(await s.post('/api/adresspool/addorupdate', { ...address, plz: 3800 }))).toEqual(['plz']);
    await answer(await s.post('/api/adresspool/addorupdate', { ...address, adressPoolId: 99999 }), NotFoundSchema, 404);
  });

  it('removes addresses but not the primary one', async () => {
    const s = await commerceShop().customer();
    const pool = (await answer(await s.post('/api/adresspool/addorupdate', address), AdressPoolSaveResponseSchema)).adressPool!;
    const primary = pool.find((a) => a.istPrimaereAdresse)!;
    let body = await answer(await s.post('/api/adresspool/remove', { adressPoolId: primary.adressPoolId }), AdressPoolRemoveResponseSchema);
    expect(body.success).toBe(false);
    expect(body.warningMessages[0]).toMatch(/Hauptadresse/);
    const other = pool.find((a) => !a.istPrimaereAdresse)!;
    body = await answer(await s.post('/api/adresspool/remove', { adressPoolId: other.adressPoolId }), AdressPoolRemoveResponseSchema);
    expect(body.success).toBe(true);
    expect(body.adressPool).toHaveLength(pool.length - 1);
    await answer(await s.post('/api/adresspool/remove', { adressPoolId: other.adressPoolId }), NotFoundSchema, 404);
  });

  it('validates billing and delivery addresses without storing them, also for guests', async () => {
    const s = await commerceShop().visitor();
    let body = await answer(await s.post('/api/adresspool/validate/lieferung', address), AddressValidateResponseSchema);
    expect(body.success).toBe(true);
    expect(body.adresse).toMatchObject({ sprache: 'de', landId: 1, adressPoolId: null });
    body = await answer(await s.post('/api/adresspool/validate/rechnung', { name: 'Berger' }), AddressValidateResponseSchema);
    expect(body.success).toBe(false);
    expect(Object.keys(body.validationResult)).toEqual(expect.arrayContaining(['eMail', 'strasse', 'plz', 'ort']));
    await answer(await s.post('/api/adresspool/validate/irgendwo', address), NotFoundSchema, 404);
    expect((await s.post('/api/adresspool/addorupdate', address)).status).toBe(401);
    expect((await s.post('/api/adresspool/remove', { adressPoolId: 1 })).status).toBe(401);
  });
});
