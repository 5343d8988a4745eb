// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { commerceShop } from '../support/commerce-shop.ts';
import type { DemoSession } from '../support/demo-session.ts';

/** Issues 24 and 34 (finding 5): registration tells no one whether an address has an account, and opens none unconfirmed. */
const registration = (userName: string, password = 'geheim123!') => ({
  userData: { userName, password, passwordConfirm: password },
  adresse: { anrede: 'Frau', vorname: 'Eva', name: 'Probe', strasse: 'Rebweg 5', plz: '8001', ort: 'Zürich' },
});

type Shop = ReturnType<typeof commerceShop>;
type OutboxMail = { to: string; subject: string; text: string };

const outbox = async (shop: Shop): Promise<OutboxMail[]> =>
  (await (await shop.app.request('/__outbox?format=json')).json()) as OutboxMail[];

/** The confirmation link of the newest mail to this address (a path), or undefined. */
async function confirmationLink(shop: Shop, to: string): Promise<string | undefined> {
  const mail = (await outbox(shop)).find((m) => m.to === to);
  return /\/account\/bestaetigen\?token=[\w-]+/.exec(mail?.text ?? '')?.[0];
}

/** Posts the login form; the page's error text, or 'ok' for the redirect of a login. */
async function loginOutcome(s: DemoSession, userName: string, password: string): Promise<string> {
  const res = await s.login(userName, password);
  if (res.status === 303) return 'ok';
  return /<p class="form-error"[^>]*>([^<]*)</.exec(await res.text())?.[1] ?? `HTTP ${res.status}`;
}

afterEach(() => {
  delete process.env.SHOP_DEMO;
});

describe('registration without enumeration', () => {
  it('answers a taken address exactly like a free one: same status, body and cookie change; nobody is logged in', async () => {
    const shop = commerceShop();
    const first = await shop.visitor();
    const before = [first.cookie];
    const fresh = await first.post('/api/account/register', registration('neu-1@example.ch'));
    const other = await shop.visitor();
    before.push(other.cookie);
    const taken = await other.post('/api/account/register', registration('Demo@Vinothek.ch', 'übernommen99'));
    expect(taken.status).toBe(fresh.status);
    expect(await taken.text()).toBe(await fresh.text());
    // both get a new session id (finding 4/5: the same cookie behaviour), neither is logged in
    expect(fresh.headers.get('set-cookie')).toMatch(/vinothek_session=[\w-]{32}/);
    expect(taken.headers.get('set-cookie')).toMatch(/vinothek_session=[\w-]{32}/);
    expect([first.cookie, other.cookie]).not.toContain(before[0]);
    expect(other.cookie).not.toBe(before[1]);
    expect((await first.request('/api/account/UserDataState')).status).toBe(401);
    expect((await other.request('/api/account/UserDataState')).status).toBe(401);

    // the free address gets its link, the owner of the taken one a notice with none; the owner's password holds
    const mails = await outbox(shop);
    expect(mails.map((m) => m.to).sort()).toEqual(['demo@vinothek.ch', 'neu-1@example.ch']);
    expect(await confirmationLink(shop, 'neu-1@example.ch')).toBeDefined();
    const notice = mails.find((m) => m.to === 'demo@vinothek.ch')!;
    expect(notice.subject).toBe('Ihr Kundenkonto bei der Vinothek');
    expect(notice.text).toContain('/account/login');
    expect(notice.text).not.toContain('bestaetigen');
    expect(await loginOutcome(await shop.visitor(), 'demo@vinothek.ch', 'demo1234')).toBe('ok');
  });

  it('keeps a new account shut until its link is opened; the login says so, alike for a taken address', async () => {
    const shop = commerceShop();
    await (await shop.visitor()).post('/api/account/register', registration('nina@example.ch', 'ninas-pass1'));
    await (await shop.visitor()).post('/api/account/register', registration('demo@vinothek.ch', 'fremdes-pass1'));
    const unconfirmed = await loginOutcome(await shop.visitor(), 'nina@example.ch', 'ninas-pass1');
    expect(unconfirmed).toMatch(/noch nicht bestätigt.*Link in der E-Mail/);
    // whoever registered an address that has an account hears the same: the login reveals nothing either
    expect(await loginOutcome(await shop.visitor(), 'demo@vinothek.ch', 'fremdes-pass1')).toBe(unconfirmed);
    expect(await loginOutcome(await shop.visitor(), 'nina@example.ch', 'falsch-pass1')).toBe('E-Mail oder Passwort ist falsch.');

    const link = (await confirmationLink(shop, 'nina@example.ch'))!;
    const opened = await (await shop.visitor()).request(link);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/account/login?bestaetigt=1&returnUrl=%2Faccount%2Fadressen');
    const loginPage = await (await (await shop.visitor()).request(opened.headers.get('location')!)).text();
    expect(loginPage).toContain('Ihr Kundenkonto ist bestätigt');
    expect(loginPage).toContain('name="returnUrl" value="/account/adressen"');
    const nina = await shop.visitor();
    expect(await loginOutcome(nina, 'nina@example.ch', 'ninas-pass1')).toBe('ok');
    const book = await nina.request('/account/adressen');
    expect(book.status).toBe(200);
    expect(await book.text()).toMatch(/Rebweg 5.*8001/);
    // a link opens once
    const again = await (await shop.visitor()).request(link);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('Bestätigungslink ist ungültig');
  });

  it('opens the account the owner registered, whatever someone registered with the address after', async () => {
    const shop = commerceShop();
    await (await shop.visitor()).post('/api/account/register', registration('lea@example.ch', 'leas-pass1'));
    const link = (await confirmationLink(shop, 'lea@example.ch'))!;
    await (await shop.visitor()).post('/api/account/register', registration('lea@example.ch', 'angreifer1'));
    expect((await (await shop.visitor()).request(link)).status).toBe(303);
    expect(await loginOutcome(await shop.visitor(), 'lea@example.ch', 'angreifer1')).toBe('E-Mail oder Passwort ist falsch.');
    expect(await loginOutcome(await shop.visitor(), 'lea@example.ch', 'leas-pass1')).toBe('ok');
    // the other registration's link went with the confirmation
    const later = (await outbox(shop)).filter((m) => m.to === 'lea@example.ch')[0]!;
    const laterLink = /\/account\/bestaetigen\?token=[\w-]+/.exec(later.text)![0];
    expect(laterLink).not.toBe(link);
    expect((await (await shop.visitor()).request(laterLink)).status).toBe(400);
  });

  it('the outbox page lists the mails in demo mode only', async () => {
    const shop = commerceShop();
    await (await shop.visitor()).post('/api/account/register', registration('demo@vinothek.ch'));
    const page = await shop.app.request('/__outbox');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Ihr Kundenkonto bei der Vinothek');
    process.env.SHOP_DEMO = '0';
    expect((await shop.app.request('/__outbox')).status).toBe(404);
    expect((await shop.app.request('/__outbox?format=json')).status).toBe(404);
  });
});

describe('registrations waiting for their link', () => {
  it('keep the newest three per address (a login checks no more), and go with the first confirmation', async () => {
    const shop = commerceShop();
    const count = (userName: string) =>
      (shop.db.prepare('SELECT COUNT(*) AS n FROM pending_registrations WHERE userName = ?').get(userName) as { n: number }).n;
    for (let n = 0; n < 5; n++)
      await (await shop.visitor()).post('/api/account/register', registration('viele@example.ch', `passwort-${n}!`));
    expect(count('viele@example.ch')).toBe(3);
    // the oldest ones' passwords no longer count as a waiting registration
    expect(await loginOutcome(await shop.visitor(), 'viele@example.ch', 'passwort-0!')).toBe('E-Mail oder Passwort ist falsch.');
    expect(await loginOutcome(await shop.visitor(), 'viele@example.ch', 'passwort-4!')).toMatch(/noch nicht bestätigt/);
    expect((await (await shop.visitor()).request((await confirmationLink(shop, 'viele@example.ch'))!)).status).toBe(303);
    expect(count('viele@example.ch')).toBe(0);
  });
});
