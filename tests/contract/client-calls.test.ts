import { describe, expect, it } from 'vitest';
import { fetchInvoices, fetchOrders, fetchUserDataState, register } from '../../src/core/api/account.ts';
import { removeAddress, saveAddress, validateAddress } from '../../src/core/api/adresspool.ts';
import { addArtikelErinnerung } from '../../src/core/api/artikel-erinnerung.ts';
import { autocompleteKeywords, NO_FILTERS, searchArtikel } from '../../src/core/api/artikelsearch.ts';
import { fetchBasket, fetchRestCommunication, postBasketAdd, postBasketCalculate, postBasketRemove } from '../../src/core/api/basket.ts';
import { submitOrder, validateCheckout } from '../../src/core/api/checkout.ts';
import { processContactForm } from '../../src/core/api/contact-form.ts';
import { addToMerkliste, createMerkliste, deleteMerkliste, fetchMerklisteState, removeFromMerkliste, updateMerkliste } from '../../src/core/api/merkliste.ts';
import type { AddressInput } from '../../src/core/api/schemas/adresspool.ts';
import { siteSearch } from '../../src/core/api/sitesearch.ts';
import { startDemoApi } from '../helpers/demo-api.ts';

/**
 * Every function of core/api/<area>.ts against the demo API, through the client (paths, payloads,
 * headers, schemas): the elements still to come (checkout, account, lists, contact) call these very
 * functions, so a drift between client and server fails here. Behaviour in depth is in the other files.
 */

const address = { vorname: 'Heidi', name: 'Berger', strasse: 'Dorfstrasse 1', plz: '3800', ort: 'Interlaken', eMail: 'heidi@example.ch' } as AddressInput;
const choices = { lieferartId: 1, zahlungsartId: 1, agbAkzeptiert: true, minimumAlter: true };

describe('core/api area functions against the demo API', () => {
  it('basket: load, add, calculate, back-office exchange, remove', async () => {
    const { store } = await startDemoApi({ articles: 60 });
    expect((await fetchBasket(store)).items).toEqual([]);
    const added = await postBasketAdd(store, [{ artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 2 }]);
    const line = added.basket.items.find((item) => item.artikelId === 1001)!;
    expect(line.mengeBestelleinheit).toBe(2);
    const { basket } = await postBasketCalculate(store);
    expect(basket.isCalculated).toBe(true);
    expect((await fetchRestCommunication(store, basket.bestellungUid)).restRequests.length).toBeGreaterThan(0);
    const removed = await postBasketRemove(store, [line.id]);
    expect(removed.basket.items.some((item) => item.artikelId === 1001)).toBe(false);
  });

  it('search: articles, keywords, site search', async () => {
    const { store } = await startDemoApi({ articles: 60 });
    const result = await searchArtikel(store, { pageNumber: 1, pageSize: 12, filterValues: { ...NO_FILTERS, suchbegriff: 'Dézaley' }, sort: null, populateSearchFields: true });
    expect(result.items.some((artikel) => artikel.artikelId === 1001)).toBe(true);
    expect(await autocompleteKeywords(store, 'Chas')).not.toHaveLength(0);
    expect((await siteSearch(store, 'Versand', 1)).totalRecordCount).toBeGreaterThan(0);
  });

  it('forms: stock reminder and contact form', async () => {
    const { store } = await startDemoApi({ articles: 60 });
    expect((await addArtikelErinnerung(store, { artikelId: 1002, vorname: 'Heidi', nachname: 'Berger', email: 'heidi@example.ch' })).success).toBe(true);
    const contact = await processContactForm(store, { componentId: 'kontakt', data: { firstName: 'Heidi', lastName: 'Berger', email: 'heidi@example.ch', message: 'Magnum?' } });
    expect(contact).toEqual({ success: true, validationResult: {}, warningMessages: [] });
  });

  it('merkliste: state, toggle, create, rename, delete', async () => {
    const demo = await startDemoApi({ articles: 60 });
    await demo.login();
    const { store } = demo;
    expect((await fetchMerklisteState(store)).merklisten).toHaveLength(2);
    const inDefault = (state: Awaited<ReturnType<typeof fetchMerklisteState>>) => state.merklisten.find((list) => list.isDefault)!.items.some((item) => item.artikel.artikelId === 1004);
    expect(inDefault(await addToMerkliste(store, { artikelId: 1004, merklisteId: null }))).toBe(true);
    expect(inDefault(await removeFromMerkliste(store, { artikelId: 1004, merklisteId: null }))).toBe(false);
    const created = (await createMerkliste(store, { bezeichnung: 'Grillabend', artikelId: 1003 })).merklisten.find((list) => list.bezeichnung === 'Grillabend')!;
    const renamed = await updateMerkliste(store, created.merklisteId, { bezeichnung: 'Sommerfest' });
    expect(renamed.success).toBe(true);
    expect((await deleteMerkliste(store, created.merklisteId)).merklisten.some((list) => list.merklisteId === created.merklisteId)).toBe(false);
  });

  it('checkout: validate, then submit the order', async () => {
    const demo = await startDemoApi({ articles: 60 });
    await demo.login();
    await postBasketAdd(demo.store, [{ artikelId: 1006, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 2 }]);
    const { model } = await validateCheckout(demo.store, { basket: { ...choices, lieferdatum: '' }, calculateBasket: true });
    expect(model.readyToSendOrder).toBe(true);
    const sent = await submitOrder(demo.store, { basket: { ...choices, lieferdatum: '' } });
    expect(sent).toMatchObject({ action: 'redirect', url: expect.stringMatching(/bestaetigung\?uid=/) });
  });

  it('address book: validate, save, remove', async () => {
    const demo = await startDemoApi({ articles: 60 });
    expect((await validateAddress(demo.store, 'lieferung', address)).success).toBe(true);
    await demo.login();
    const saved = await saveAddress(demo.store, address);
    const added = saved.adressPool!.find((entry) => entry.name === 'Berger')!;
    const after = await removeAddress(demo.store, added.adressPoolId!);
    expect(after.success).toBe(true);
    expect(after.adressPool.some((entry) => entry.adressPoolId === added.adressPoolId)).toBe(false);
  });

  it('account: user data state, orders and invoices by page, registration', async () => {
    const demo = await startDemoApi({ articles: 60 });
    await demo.login();
    expect(['Pending', 'Ready']).toContain(await fetchUserDataState(demo.store, 1));
    expect((await fetchOrders(demo.store, 2)).page).toBe(2);
    expect((await fetchInvoices(demo.store, 1)).items).toHaveLength(10);

    const visitor = await startDemoApi({ articles: 60 });
    const answer = await register(visitor.store, { adresse: address, userData: { userName: 'heidi@example.ch', password: 'geheim123', passwordConfirm: 'geheim123' } });
    expect(answer).toMatchObject({ success: true, redirectUrl: '/account/adressen' });
  });
});
