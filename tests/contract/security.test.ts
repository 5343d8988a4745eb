// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createApp } from '../../examples/app.ts';
import { seededDatabase } from '../support/seeded-database.ts';
import { DemoSession, createDemoApp } from '../support/demo-session.ts';

/** A state change (the searches are safe reads, open without token: see the last csrf test). */
const SEARCH = '/api/basket/calculate';

function loginForm(session: DemoSession, fields: Record<string, string>): Promise<Response> {
  return session.request('/account/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ returnUrl: '/', __RequestVerificationToken: session.csrfToken, ...fields }).toString(),
  });
}

describe('csrf', () => {
  it('refuses POST and DELETE without the session token (403 JSON)', async () => {
    const session = await new DemoSession(createDemoApp({ articles: 10 })).start();
    const missing = await session.request(SEARCH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', RequestVerificationToken: '' },
      body: '{}',
    });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toMatchObject({ message: expect.any(String) });
    const wrong = await session.request(SEARCH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', RequestVerificationToken: 'forged' },
      body: '{}',
    });
    expect(wrong.status).toBe(403);
    const del = await session.request('/api/merkliste/RemoveMerkliste/1', {
      method: 'DELETE',
      headers: { RequestVerificationToken: 'forged' },
    });
    expect(del.status).toBe(403);
    expect((await session.post(SEARCH, {})).status).toBe(200);
  });

  it('binds the token to the session: another visitor’s token does not work', async () => {
    const app = createDemoApp({ articles: 10 });
    const alice = await new DemoSession(app).start();
    const mallory = await new DemoSession(app).start();
    const res = await mallory.request(SEARCH, { method: 'POST', headers: { RequestVerificationToken: alice.csrfToken }, body: '{}' });
    expect(res.status).toBe(403);
  });

  it('lets the searches, POSTs that only read, through without a token or with a stale one (full-page caching)', async () => {
    const session = await new DemoSession(createDemoApp({ articles: 10 })).start();
    const search = { pageNumber: 1, pageSize: 6, filterValues: {}, sort: null, populateSearchFields: false };
    for (const token of ['', 'jemand-anderes']) {
      const answer = await session.request('/api/artikelsearch/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json', RequestVerificationToken: token },
        body: JSON.stringify(search),
      });
      expect(answer.status).toBe(200);
    }
    const site = await session.request('/api/sitesearch/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pageSize: null, currentPage: 1, filterValues: { searchterm: 'Wein' } }),
    });
    expect(site.status).toBe(200);
    const keywords = await session.request('/api/artikelsearch/autocompletekeywords', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ populateSearchFields: false, filterValues: { suchbegriff: 'Pinot' } }),
    });
    expect(keywords.status).toBe(200);
  });

  it('answers GET /api/session with the token of the cookie it sets or reads, never cached', async () => {
    const session = await new DemoSession(createDemoApp({ articles: 10 })).start();
    const answer = await session.request('/api/session');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ csrfToken: session.csrfToken, user: { authenticated: false } });
    const stranger = new DemoSession(createDemoApp({ articles: 10 }));
    const first = await stranger.request('/api/session');
    expect(stranger.cookie).not.toBe('');
    const { csrfToken } = (await first.json()) as { csrfToken: string };
    expect((await stranger.request(SEARCH, { method: 'POST', headers: { RequestVerificationToken: csrfToken }, body: '{}' })).status).toBe(
      200,
    );
  });

  it('takes the token as a hidden field on the login form only', async () => {
    const session = await new DemoSession(createDemoApp({ articles: 10 })).start();
    const withoutField = await session.request('/account/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', RequestVerificationToken: '' },
      body: 'userName=demo%40vinothek.ch&password=demo1234',
    });
    expect(withoutField.status).toBe(403);
    expect((await loginForm(session, { userName: 'demo@vinothek.ch', password: 'demo1234' })).status).toBe(303);
  });
});

describe('limits and errors', () => {
  it('answers 413 for a body above 100 KB', async () => {
    const session = await new DemoSession(createDemoApp({ articles: 10 })).start();
    const res = await session.post(SEARCH, { filterValues: { suchbegriff: 'x'.repeat(110 * 1024) } });
    expect(res.status).toBe(413);
  });

  it('never leaks a stack trace: 500 JSON { message: "Interner Fehler" }', async () => {
    const app = createDemoApp({ articles: 10 });
    app.get('/__test/boom', () => {
      throw new Error('secret internals at /work/main/examples/x.ts:1');
    });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const res = await app.request('/__test/boom');
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ message: 'Interner Fehler' });
      expect(text).not.toMatch(/secret|\.ts|at /);
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1); // logged on the server instead
  });

  it('refuses a malformed form post without a 500', async () => {
    const session = await new DemoSession(createDemoApp({ articles: 10 })).start();
    const noToken = await session.request('/account/login', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data', RequestVerificationToken: '' },
      body: 'garbage',
    });
    expect(noToken.status).toBe(403);
    const withToken = await session.request('/account/login', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: 'garbage',
    });
    expect(withToken.status).toBe(400);
    expect(await withToken.text()).toContain('E-Mail oder Passwort ist falsch.');
  });

  it('answers invalid JSON with 400 and a validationResult', async () => {
    const session = await new DemoSession(createDemoApp({ articles: 10 })).start();
    const res = await session.request('/api/artikelsearch/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ validationResult: { '': { isValid: false } } });
  });
});

describe('session and login', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await createDemoApp({ articles: 10 }).request('/');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^vinothek_session=[\w-]{20,};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store'); // pages carry the csrf token (issue 30: private)
  });

  it('keeps the session across a restart (sessions table)', async () => {
    const db = seededDatabase({ articles: 10 });
    const first = await new DemoSession(createApp({ db })).start();
    await first.login();
    const restarted = new DemoSession(createApp({ db }));
    restarted.cookie = first.cookie;
    const page = await (await restarted.request('/')).text();
    expect(page).toContain('"authenticated":true');
  });

  it('rotates session id and csrf token on login, and redirects to a local returnUrl only', async () => {
    const session = await new DemoSession(createDemoApp({ articles: 10 })).start();
    const before = { cookie: session.cookie, token: session.csrfToken };
    const res = await loginForm(session, { userName: 'demo@vinothek.ch', password: 'demo1234', returnUrl: '//evil.example/x' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect(session.cookie).not.toBe(before.cookie);
    await session.start('/');
    expect(session.csrfToken).not.toBe(before.token);
    // the old token is worthless now
    const old = await session.request(SEARCH, { method: 'POST', headers: { RequestVerificationToken: before.token }, body: '{}' });
    expect(old.status).toBe(403);
  });

  it('shows the form again with a German error on a wrong password', async () => {
    const session = await new DemoSession(createDemoApp({ articles: 10 })).start();
    const res = await loginForm(session, { userName: 'demo@vinothek.ch', password: 'falsch' });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('E-Mail oder Passwort ist falsch.');
    expect(page).toContain('value="demo@vinothek.ch"');
  });

  it('blocks a userName + IP after 5 failures for 5 minutes (injected clock)', async () => {
    let now = new Date('2026-11-20T10:00:00Z');
    const session = await new DemoSession(createDemoApp({ articles: 10, now: () => now })).start();
    for (let i = 0; i < 5; i++)
      expect((await loginForm(session, { userName: 'demo@vinothek.ch', password: `wrong${i}` })).status).toBe(400);
    const blocked = await loginForm(session, { userName: 'demo@vinothek.ch', password: 'demo1234' });
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain('Zu viele fehlgeschlagene Anmeldeversuche');
    // another account from the same place is not affected
    expect((await loginForm(session, { userName: 'firma@vinothek.ch', password: 'demo1234' })).status).toBe(303);
    now = new Date('2026-11-20T10:05:01Z');
    await session.start('/'); // the firma login rotated the token
    expect((await loginForm(session, { userName: 'demo@vinothek.ch', password: 'demo1234' })).status).toBe(303);
  });

  it('blocks an IP after 20 failures over any userNames (password spraying), even with a right password', async () => {
    let now = new Date('2026-11-20T10:00:00Z');
    const session = await new DemoSession(createDemoApp({ articles: 10, now: () => now })).start();
    for (let i = 0; i < 20; i++)
      expect((await loginForm(session, { userName: `kunde${i}@example.ch`, password: 'sommer2026' })).status).toBe(400);
    const blocked = await loginForm(session, { userName: 'demo@vinothek.ch', password: 'demo1234' });
    expect(blocked.status).toBe(429);
    now = new Date('2026-11-20T10:05:01Z');
    expect((await loginForm(session, { userName: 'demo@vinothek.ch', password: 'demo1234' })).status).toBe(303);
  });

  it('keeps returnUrl, modal and addToMerkliste through the login form', async () => {
    const session = await new DemoSession(createDemoApp({ articles: 10 })).start();
    const modal = await session.request('/account/login?modal=1&addToMerkliste=1004&returnUrl=%2Fshop%2F1004');
    const form = await modal.text();
    expect(form).not.toContain('<html'); // modal: without layout
    expect(form).toContain('name="addToMerkliste" value="1004"');
    expect(form).toContain('name="returnUrl" value="/shop/1004"');
    const res = await loginForm(session, {
      userName: 'demo@vinothek.ch',
      password: 'demo1234',
      returnUrl: '/shop/1004',
      modal: '1',
      addToMerkliste: '1004',
    });
    expect(res.headers.get('location')).toBe('/shop/1004');
  });

  it('logs out with a csrf-checked POST', async () => {
    const session = new DemoSession(createDemoApp({ articles: 10 }));
    await session.login();
    expect(await (await session.request('/')).text()).toContain('"authenticated":true');
    expect((await session.request('/account/logout')).status).toBe(200); // GET only asks
    const res = await session.request('/account/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ __RequestVerificationToken: session.csrfToken }).toString(),
    });
    expect(res.status).toBe(303);
    expect(await (await session.request('/')).text()).toContain('"authenticated":false');
  });
});
