// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BasketAddResponseSchema, BasketSchema } from '../../src/core/api/schemas/basket.ts';
import { CheckoutSubmitResponseSchema } from '../../src/core/api/schemas/checkout.ts';
import { answer, commerceShop } from '../support/commerce-shop.ts';
import { DemoSession } from '../support/demo-session.ts';

/** Issue 34 finding 4: sessions the server made itself. */

const CHOSEN = 'vinothek_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'; // 32 base64url characters of the client's choosing
const lieferAdresse = {
  vorname: 'Heidi',
  name: 'Berger',
  strasse: 'Dorfstrasse 1',
  plz: '3800',
  ort: 'Interlaken',
  eMail: 'heidi@example.ch',
};
const choices = { lieferartId: 1, zahlungsartId: 1, agbAkzeptiert: true, minimumAlter: true, lieferAdresse };
const line = { artikelId: 1006, bestelleinheit: 'Abfuellung' as const, mengeBestelleinheit: 2 };

/** A client that sends this cookie (and keeps whatever the server sets instead). */
async function withCookie(app: DemoSession['app'], cookie: string): Promise<DemoSession> {
  const s = new DemoSession(app);
  s.cookie = cookie;
  return s.start('/');
}

describe('session ids', () => {
  it('replaces a session id the server never issued with a fresh one', async () => {
    const shop = commerceShop();
    const s = await withCookie(shop.app, CHOSEN);
    expect(s.cookie).toMatch(/^vinothek_session=[A-Za-z0-9_-]{32}$/);
    expect(s.cookie).not.toBe(CHOSEN);
    // the basket hangs on the new id: a second client with the chosen cookie does not see it
    await answer(await s.post('/api/basket/add', [line]), BasketAddResponseSchema);
    const attacker = await withCookie(shop.app, CHOSEN);
    expect((await answer(await attacker.request('/api/basket'), BasketSchema)).items).toEqual([]);
    // an id the server issued is kept (no new cookie on the next page)
    const issued = s.cookie;
    await s.start('/');
    expect(s.cookie).toBe(issued);
  });

  it('rotates the id at a guest order: the old id does not open the confirmation, the guest’s new one does', async () => {
    const shop = commerceShop();
    const guest = await shop.visitor();
    await guest.post('/api/basket/add', [line]);
    await guest.post('/api/checkout/validate', { basket: choices, calculateBasket: true });
    const before = guest.cookie;
    const res = await answer(await guest.post('/api/checkout/submitorder', { basket: choices }), CheckoutSubmitResponseSchema);
    if (res.action !== 'redirect') throw new Error('expected a redirect');
    expect(guest.cookie).not.toBe(before);
    const page = await guest.request(res.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Dorfstrasse 1');
    // a second client that knew the guest's id before the order
    const other = new DemoSession(shop.app);
    other.cookie = before;
    const foreign = await other.request(res.url);
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain('Dorfstrasse 1');
  });
});
