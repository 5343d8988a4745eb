// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createApp } from '../../examples/app.ts';
import { seededDatabase } from '../support/seeded-database.ts';
import { commerceShop } from '../support/commerce-shop.ts';
import { DemoSession } from '../support/demo-session.ts';

/** Issue 15 point 6 and the CSP: headers a CMS's answers must carry. */
describe('headers', () => {
  it('private answers carry Cache-Control: no-store (pages: private, no-store)', async () => {
    const s = await commerceShop().customer();
    for (const path of [
      '/api/account/UserDataState',
      '/api/account/bestellungen',
      '/api/account/rechnungen',
      '/api/merkliste',
      '/api/basket',
      '/account/bestellungen',
    ]) {
      const res = await s.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toMatch(/^(private, )?no-store$/);
    }
    expect((await s.post('/api/adresspool/addorupdate', { name: 'X' })).headers.get('cache-control')).toBe('no-store');
  });

  it('the session cookie becomes Secure behind a trusted TLS proxy, and only then', async () => {
    const db = seededDatabase({ articles: 10 });
    const viaProxy = { headers: { 'x-forwarded-proto': 'https' } };
    const trusted = await createApp({ db, trustProxy: true }).request('/', viaProxy);
    expect(trusted.headers.get('set-cookie')).toMatch(/vinothek_session=.*; Secure/);
    const forged = await createApp({ db }).request('/', viaProxy);
    expect(forged.headers.get('set-cookie')).toMatch(/vinothek_session=/);
    expect(forged.headers.get('set-cookie')).not.toMatch(/Secure/);
    const plain = await createApp({ db, trustProxy: true }).request('/');
    expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/);
  });

  it('a login form post without the CSRF field shows the login page with a German message, not JSON', async () => {
    const s = await commerceShop().visitor();
    const res = await s.request('/account/login', {
      method: 'POST',
      // the browser's form sends no header; DemoSession would add one
      headers: { 'content-type': 'application/x-www-form-urlencoded', RequestVerificationToken: '' },
      body: new URLSearchParams({ userName: 'demo@vinothek.ch', password: 'demo1234', returnUrl: '/checkout' }).toString(),
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<form method="post" action="/account/login"');
    expect(html).toMatch(/role="alert"[^>]*>Das Anmeldeformular ist abgelaufen/);
    expect(html).toContain('name="returnUrl" value="/checkout"');
    expect(res.headers.get('set-cookie') ?? '').not.toMatch(/Max-Age=0/); // not logged in, nothing rotated
  });

  it('other HTML forms without the field get a German page too', async () => {
    const s = await commerceShop().customer();
    const res = await s.request('/account/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', RequestVerificationToken: '' },
      body: '',
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Das Formular ist abgelaufen.');
  });
});

describe('Content-Security-Policy', () => {
  const PAGES = [
    '/',
    '/shop',
    '/shop/1001',
    '/regionen/lavaux',
    '/suche?suchbegriff=Versand',
    '/kontakt',
    '/agb',
    '/checkout/basket',
    '/checkout',
    '/account/login',
    '/account/registrieren',
    '/gibtsnicht',
  ];

  it('is on every demo page: scripts from the shop only, no inline script but JSON data (page config, schema.org)', async () => {
    const app = createApp({ db: seededDatabase({ articles: 50 }) });
    const s = await new DemoSession(app).start('/');
    for (const path of PAGES) {
      let res = await s.request(path);
      if (res.status === 301) res = await s.request(res.headers.get('location')!);
      const policy = res.headers.get('content-security-policy') ?? '';
      const directive = (name: string) =>
        policy
          .split(';')
          .map((d) => d.trim())
          .find((d) => d.startsWith(`${name} `));
      expect(directive('script-src'), path).toBe("script-src 'self'");
      expect(directive('object-src'), path).toBe("object-src 'none'");
      expect(directive('frame-ancestors'), path).toBe("frame-ancestors 'self'");
      expect(policy, path).not.toMatch(/unsafe-inline|unsafe-eval/);
      const scripts = [...(await res.text()).matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!.trim());
      expect(
        // Data blocks (the page config, JSON-LD) are never run, so the policy has nothing to allow for them.
        scripts.every((attrs) => /^type="application\/(ld\+)?json"/.test(attrs) || /\bsrc="\//.test(attrs)),
        `${path}: ${scripts.join(' | ')}`,
      ).toBe(true);
    }
  });
});
