// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BasketSchema } from '../../src/core/api/schemas/basket.ts';
import { answer, commerceShop } from '../support/commerce-shop.ts';
import { DemoSession } from '../support/demo-session.ts';

/** Issue 34 (findings 4 and 5): the session id and its CSRF token change at login and at registration; the basket goes along. */

const line = { artikelId: 1006, bestelleinheit: 'Abfuellung' as const, mengeBestelleinheit: 2 };
const registration = {
  userData: { userName: 'rita@example.ch', password: 'ritas-pass1', passwordConfirm: 'ritas-pass1' },
  adresse: { anrede: 'Frau', vorname: 'Rita', name: 'Rebe', strasse: 'Rebweg 5', plz: '8001', ort: 'Zürich' },
};

type Shop = ReturnType<typeof commerceShop>;

/** A second client that still holds the visitor's old cookie and token. */
function holding(shop: Shop, cookie: string, csrfToken: string): DemoSession {
  const s = new DemoSession(shop.app);
  s.cookie = cookie;
  s.csrfToken = csrfToken;
  return s;
}

const basketArticles = async (s: DemoSession) => (await answer(await s.request('/api/basket'), BasketSchema)).items.map((i) => i.artikelId);

describe('session rotation', () => {
  it('at login: a new id and token, the old ones worthless, the basket kept', async () => {
    const shop = commerceShop();
    const s = await shop.visitor();
    expect((await s.post('/api/basket/add', [line])).status).toBe(200);
    const old = { cookie: s.cookie, token: s.csrfToken };
    expect((await s.login()).status).toBe(303);
    expect(s.cookie).not.toBe(old.cookie);
    expect(s.csrfToken).not.toBe(old.token);
    expect(await basketArticles(s)).toContain(1006);
    // whoever kept the old id is not logged in and holds no basket
    const stale = holding(shop, old.cookie, old.token);
    expect((await stale.request('/api/account/UserDataState')).status).toBe(401);
    expect(await basketArticles(stale)).toEqual([]);
    // the old token does not pass with the new id
    expect((await holding(shop, s.cookie, old.token).post('/api/basket/add', [line])).status).toBe(403);
  });

  it('at registration: a new id and token, the old ones worthless, the basket kept', async () => {
    const shop = commerceShop();
    const s = await shop.visitor();
    expect((await s.post('/api/basket/add', [line])).status).toBe(200);
    const old = { cookie: s.cookie, token: s.csrfToken };
    expect((await s.post('/api/account/register', registration)).status).toBe(200);
    expect(s.cookie).not.toBe(old.cookie);
    await s.start('/');
    expect(s.csrfToken).not.toBe(old.token);
    expect(await basketArticles(s)).toContain(1006);
    const stale = holding(shop, old.cookie, old.token);
    expect(await basketArticles(stale)).toEqual([]);
    expect((await holding(shop, s.cookie, old.token).post('/api/basket/add', [line])).status).toBe(403);
    // a taken address rotates alike
    const t = await shop.visitor();
    const before = t.cookie;
    await t.post('/api/account/register', { ...registration, userData: { ...registration.userData, userName: 'demo@vinothek.ch' } });
    expect(t.cookie).not.toBe(before);
  });
});
