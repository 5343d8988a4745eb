// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MerklisteStateSchema, MerklisteUpdateResponseSchema } from '../../src/core/api/schemas/merkliste.ts';
import { NotFoundSchema, answer, commerceShop, invalidFields } from '../support/commerce-shop.ts';

describe('merkliste API', () => {
  it('is for customers only', async () => {
    const s = await commerceShop().visitor();
    expect((await s.post('/api/merkliste/AddToMerkliste', { artikelId: 1001, merklisteId: null })).status).toBe(401);
    expect((await s.request('/api/merkliste')).status).toBe(401);
  });

  it('answers the seeded state: two lists, one default', async () => {
    const s = await commerceShop().customer();
    const state = await answer(await s.request('/api/merkliste'), MerklisteStateSchema);
    expect(state).toMatchObject({ merklisteEnabled: true, multipleMerklisteEnabled: true, manageUrl: '/account/merklisten' });
    expect(state.merklisten).toHaveLength(2);
    expect(state.merklisten.filter((l) => l.isDefault)).toHaveLength(1);
    expect(state.merklisten[0]?.dateCreated).toBeInstanceOf(Date);
    expect(state.merklisten[0]?.items[0]?.artikel.artikelId).toBeTypeOf('number');
  });

  it('adds to and removes from the default list or a chosen one', async () => {
    const s = await commerceShop().customer();
    let state = await answer(await s.post('/api/merkliste/AddToMerkliste', { artikelId: 1004, merklisteId: null }), MerklisteStateSchema);
    const def = state.merklisten.find((l) => l.isDefault);
    expect(def?.items.some((i) => i.artikel.artikelId === 1004)).toBe(true);
    state = await answer(await s.post('/api/merkliste/RemoveFromMerkliste', { artikelId: 1004, merklisteId: null }), MerklisteStateSchema);
    expect(state.merklisten.find((l) => l.isDefault)?.items.some((i) => i.artikel.artikelId === 1004)).toBe(false);
    const other = state.merklisten.find((l) => !l.isDefault)!;
    state = await answer(
      await s.post('/api/merkliste/AddToMerkliste', { artikelId: 1001, merklisteId: other.merklisteId }),
      MerklisteStateSchema,
    );
    expect(state.merklisten.find((l) => l.merklisteId === other.merklisteId)?.items.some((i) => i.artikel.artikelId === 1001)).toBe(true);
    await answer(await s.post('/api/merkliste/AddToMerkliste', { artikelId: 1001, merklisteId: 99999 }), NotFoundSchema, 404);
    await answer(await s.post('/api/merkliste/AddToMerkliste', { artikelId: 999999, merklisteId: null }), NotFoundSchema, 404);
    expect(await invalidFields(await s.post('/api/merkliste/AddToMerkliste', { artikelId: 'x' }))).toEqual(['artikelId']);
  });

  it('creates lists (newest = highest id), renames, refuses empty or taken names', async () => {
    const s = await commerceShop().customer();
    const state = await answer(await s.post('/api/merkliste/Add', { bezeichnung: 'Grillabend', artikelId: 1003 }), MerklisteStateSchema);
    const newest = state.merklisten.reduce((a, b) => (b.merklisteId > a.merklisteId ? b : a));
    expect(newest).toMatchObject({ bezeichnung: 'Grillabend', isDefault: false });
    expect(newest.items.map((i) => i.artikel.artikelId)).toEqual([1003]);
    expect(await invalidFields(await s.post('/api/merkliste/Add', { bezeichnung: '   ', artikelId: null }))).toEqual(['bezeichnung']);
    expect(await invalidFields(await s.post('/api/merkliste/Add', { bezeichnung: 'grillabend' }))).toEqual(['bezeichnung']);

    let update = await answer(
      await s.post(`/api/merkliste/update/${newest.merklisteId}`, { bezeichnung: 'Sommerfest' }),
      MerklisteUpdateResponseSchema,
    );
    expect(update.success).toBe(true);
    expect(update.store.merklisten.find((l) => l.merklisteId === newest.merklisteId)?.bezeichnung).toBe('Sommerfest');
    update = await answer(
      await s.post(`/api/merkliste/update/${newest.merklisteId}`, { bezeichnung: 'Weihnachten' }),
      MerklisteUpdateResponseSchema,
    );
    expect(update.success).toBe(false);
    expect(update.validationResult.bezeichnung?.isValid).toBe(false);
    expect(await invalidFields(await s.post(`/api/merkliste/update/${newest.merklisteId}`, { bezeichnung: '' }))).toEqual(['bezeichnung']);
    await answer(await s.post('/api/merkliste/update/99999', { bezeichnung: 'X' }), NotFoundSchema, 404);
  });

  it('deletes a list but never the default one', async () => {
    const s = await commerceShop().customer();
    const state = await answer(await s.request('/api/merkliste'), MerklisteStateSchema);
    const def = state.merklisten.find((l) => l.isDefault)!;
    const other = state.merklisten.find((l) => !l.isDefault)!;
    expect(await invalidFields(await s.delete(`/api/merkliste/RemoveMerkliste/${def.merklisteId}`))).toEqual(['merklisteId']);
    const after = await answer(await s.delete(`/api/merkliste/RemoveMerkliste/${other.merklisteId}`), MerklisteStateSchema);
    expect(after.merklisten.map((l) => l.merklisteId)).toEqual([def.merklisteId]);
    await answer(await s.delete(`/api/merkliste/RemoveMerkliste/${other.merklisteId}`), NotFoundSchema, 404);
  });

  it("answers 404 for another customer's list and changes nothing", async () => {
    const shop = commerceShop();
    const demo = await shop.customer();
    const firma = await shop.customer('firma@vinothek.ch');
    const before = await answer(await demo.request('/api/merkliste'), MerklisteStateSchema);
    const { merklisteId } = before.merklisten.find((l) => !l.isDefault)!;
    await answer(await firma.post('/api/merkliste/AddToMerkliste', { artikelId: 1004, merklisteId }), NotFoundSchema, 404);
    await answer(await firma.post('/api/merkliste/RemoveFromMerkliste', { artikelId: 1006, merklisteId }), NotFoundSchema, 404);
    await answer(await firma.post(`/api/merkliste/update/${merklisteId}`, { bezeichnung: 'Gekapert' }), NotFoundSchema, 404);
    await answer(await firma.delete(`/api/merkliste/RemoveMerkliste/${merklisteId}`), NotFoundSchema, 404);
    expect(await answer(await demo.request('/api/merkliste'), MerklisteStateSchema)).toEqual(before);
  });

  it('keeps the wished article when the login came from a toggle', async () => {
    const shop = commerceShop();
    const s = await shop.visitor();
    const form = new URLSearchParams({
      userName: 'demo@vinothek.ch',
      password: 'demo1234',
      returnUrl: '/',
      addToMerkliste: '1006',
      __RequestVerificationToken: s.csrfToken,
    });
    const res = await s.request('/account/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(res.status).toBe(303);
    const state = await answer(await s.request('/api/merkliste'), MerklisteStateSchema);
    expect(state.merklisten.find((l) => l.isDefault)?.items.some((i) => i.artikel.artikelId === 1006)).toBe(true);
  });
});
