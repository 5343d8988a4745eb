// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createApp } from '../../examples/app.ts';
import { seededDatabase } from '../support/seeded-database.ts';
import { commerceShop } from '../support/commerce-shop.ts';
import { DemoSession } from '../support/demo-session.ts';

/** Issue 15 point 4: one rate limiter for the routes a script would hammer; 429 with a German message. */
const TEN_MINUTES = 10 * 60 * 1000;

async function expectThrottled(res: Response): Promise<void> {
  expect(res.status).toBe(429);
  expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(await res.json()).toEqual({ message: expect.stringMatching(/^Zu viele Anfragen\. Bitte warten Sie/) });
}

const adresse = { anrede: 'Frau', vorname: 'Heidi', name: 'Berger', strasse: 'Dorfstrasse 1', plz: '3800', ort: 'Interlaken' };
const register = (s: DemoSession, n: number) =>
  s.post('/api/account/register', {
    adresse,
    userData: { userName: `heidi${n}@example.ch`, password: 'geheim123', passwordConfirm: 'geheim123' },
  });

describe('throttling', () => {
  it('stops guessing voucher codes after 10 wrong ones, and again allows them after 10 minutes', async () => {
    const shop = commerceShop();
    const s = await shop.visitor();
    await s.post('/api/basket/add', [{ artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 }]);
    const statuses: number[] = [];
    for (let n = 0; n < 30; n++) statuses.push((await s.post('/api/checkout/validate', { basket: { gutscheinCode: `RATE${n}` } })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    await expectThrottled(await s.post('/api/checkout/submitorder', { basket: { gutscheinCode: 'WILLKOMMEN10' } }));
    // repeating the code already entered is no new attempt: the checkout keeps working
    expect((await s.post('/api/checkout/validate', { basket: { gutscheinCode: 'RATE9', lieferartId: 1 } })).status).toBe(200);
    shop.clock.now = new Date(shop.clock.now.getTime() + TEN_MINUTES);
    expect((await s.post('/api/checkout/validate', { basket: { gutscheinCode: 'WILLKOMMEN10' } })).status).toBe(200);
  });

  it('limits registrations per address (each tells whether an e-mail has an account)', async () => {
    const s = await commerceShop().visitor();
    for (let n = 0; n < 10; n++) {
      const res = await (n % 2 ? s.post('/api/account/register', { adresse, userData: { userName: 'demo@vinothek.ch' } }) : register(s, n));
      expect(res.status).toBe(200);
      await s.start('/'); // a registration logs in and rotates the token
    }
    await expectThrottled(await register(s, 99));
  });

  it('limits contact messages and stock reminders per address', async () => {
    const shop = commerceShop();
    const s = await shop.visitor();
    const data = { firstName: 'Heidi', lastName: 'Berger', email: 'heidi@example.ch', message: 'Grüezi' };
    // Fresh sessions from one address: the address limit, not the per-session one, stops the sixth.
    for (let n = 0; n < 5; n++)
      expect((await (await shop.visitor()).post('/api/contact-form/process', { componentId: 'kontakt', data })).status).toBe(200);
    await expectThrottled(await s.post('/api/contact-form/process', { componentId: 'kontakt', data }));

    const reminder = (n: number) =>
      s.post('/api/artikel-erinnerung/add', { artikelId: 1002, vorname: 'Heidi', nachname: 'Berger', email: `h${n}@example.ch` });
    for (let n = 0; n < 10; n++) expect((await reminder(n)).status).toBe(200);
    await expectThrottled(await reminder(10));
  });

  it('counts per visitor address behind a trusted proxy; a forged X-Forwarded-For buys nothing without one', async () => {
    const post = (app: ReturnType<typeof createApp>, s: DemoSession, ip: string) =>
      s.request('/api/contact-form/process', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ componentId: 'kontakt-kurz', data: { email: 'a@example.ch', message: 'Hallo' } }),
      });
    const proxied = createApp({ db: seededDatabase({ articles: 10 }), trustProxy: true });
    // A session per message: sent messages also count per session (3), which is not what this checks.
    const visitor = (app: ReturnType<typeof createApp>) => new DemoSession(app).start('/');
    for (let n = 0; n < 5; n++) expect((await post(proxied, await visitor(proxied), '203.0.113.1')).status).toBe(200);
    expect((await post(proxied, await visitor(proxied), '203.0.113.1')).status).toBe(429);
    expect((await post(proxied, await visitor(proxied), '203.0.113.2')).status).toBe(200);

    const direct = createApp({ db: seededDatabase({ articles: 10 }) });
    for (let n = 0; n < 5; n++) expect((await post(direct, await visitor(direct), `198.51.100.${n}`)).status).toBe(200);
    expect((await post(direct, await visitor(direct), '198.51.100.99')).status).toBe(429);
  });
});
