// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { commerceShop } from '../support/commerce-shop.ts';

/** Issue 24: the registration form must not tell whether an e-mail address has an account. */
const registration = (userName: string, password = 'geheim123!') => ({
  userData: { userName, password, passwordConfirm: password },
  adresse: { anrede: 'Frau', vorname: 'Eva', name: 'Probe', strasse: 'Rebweg 5', plz: '8001', ort: 'Zürich' },
});

afterEach(() => {
  delete process.env.SHOP_DEMO;
});

describe('registration without enumeration', () => {
  it('answers an existing address exactly like a new one; the owner gets an e-mail, the account is unchanged', async () => {
    const shop = commerceShop();
    const attacker = await shop.visitor();
    const fresh = await attacker.post('/api/account/register', registration('neu-1@example.ch'));
    const other = await shop.visitor();
    const taken = await other.post('/api/account/register', registration('Demo@Vinothek.ch', 'übernommen99'));
    expect(taken.status).toBe(fresh.status);
    expect(await taken.text()).toBe(await fresh.text());

    const mails = (await (await shop.app.request('/__outbox?format=json')).json()) as { to: string; subject: string; text: string }[];
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'demo@vinothek.ch', subject: 'Ihr Kundenkonto bei der Vinothek' });
    expect(mails[0]!.text).toContain('/account/login');

    // the one who tried is not logged in to the existing account, and its password still holds
    expect((await other.request('/api/account/UserDataState')).status).toBe(401);
    const owner = await shop.visitor();
    expect((await owner.login('demo@vinothek.ch')).status).toBe(303);
    expect((await (await shop.visitor()).post('/account/login', {})).status).not.toBe(500);
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
