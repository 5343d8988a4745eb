import { describe, expect, it } from 'vitest';
import { CONTRACT } from '../../src/core/api/contract.ts';
import { checkApi, type CheckApiOptions } from '../../src/contract/check-api/check-api.ts';
import { formatReport } from '../../src/contract/check-api/report-table.ts';
import { createApp } from '../../examples/app.ts';
import { openDatabase } from '../../examples/database.ts';
import { createDemoApp, DemoSession } from '../support/demo-session.ts';

/**
 * "The back end is right" has one implementation: check-api, the command CMS teams run against their own
 * back end, here run against the in-process demo shop. Behaviour beyond the contract is in the other files.
 */

type Fetch = NonNullable<CheckApiOptions['fetch']>;

function demo() {
  const app = createDemoApp({ articles: 60 });
  const fetch: Fetch = (input, init) => app.fetch(new Request(input, init));
  return { app, fetch };
}

const login = { baseUrl: 'http://demo.test/api', user: 'demo@vinothek.ch', password: 'demo1234' };

/** What a customer has that the checker must leave as it found it. */
async function customerData(app: ReturnType<typeof demo>['app']) {
  const customer = new DemoSession(app);
  await customer.login();
  const lists = ((await (await customer.request('/api/merkliste')).json()) as { merklisten: { bezeichnung: string; items: unknown[] }[] })
    .merklisten;
  const model = (
    (await (await customer.post('/api/checkout/validate', { basket: {} })).json()) as {
      model: { adressPool: unknown[]; basket: { items: unknown[] } };
    }
  ).model;
  const orders = ((await (await customer.request('/api/account/bestellungen')).json()) as { totalItems: number }).totalItems;
  return { lists, addresses: model.adressPool, basket: model.basket.items, orders };
}

describe('check-api against the demo shop', () => {
  it('passes every route in every case, and leaves the data as it found it', async () => {
    const { app, fetch } = demo();
    const before = await customerData(app);
    const report = await checkApi({ ...login, fetch, registerEmail: 'check-api@example.ch' });

    expect(report.results.filter((result) => result.outcome === 'fail')).toEqual([]);
    expect(report.ok).toBe(true);
    for (const entry of CONTRACT) {
      const passed = new Set(
        report.results.filter((result) => result.route === entry.name && result.outcome === 'pass').map((result) => result.case),
      );
      expect([...passed].sort(), entry.name).toEqual(['ok', ...entry.faults].sort());
    }
    // no order without --place-order: the one skip says so
    expect(report.results.filter((result) => result.outcome === 'skip').map((result) => `${result.route} ${result.case}`)).toEqual([
      'checkoutSubmit ok',
      'checkoutVersion stale',
    ]);
    expect(await customerData(app)).toEqual(before);
  });

  it('checks README "Security": session rotation at login and registration, registration without enumeration', async () => {
    const { fetch } = demo();
    const report = await checkApi({ ...login, fetch, registerEmail: 'check-api@example.ch' });
    const security = report.results
      .filter((result) => result.case === 'rotation' || result.case === 'enumeration')
      .map((result) => `${result.route} ${result.case} ${result.outcome}`);
    expect(security.sort()).toEqual(['login rotation pass', 'registration enumeration pass', 'registration rotation pass']);
    // without an address of its own the registration is not checked, and the table says why
    const without = await checkApi({ ...login, fetch });
    expect(without.results.filter((result) => result.route === 'registration').map((result) => result.outcome)).toEqual(['skip', 'skip']);
    expect(formatReport(without)).toContain('ohne --register-email und --user nicht geprüft');
  });

  it('fails a registration whose answer tells a taken address from a free one', async () => {
    const { fetch } = demo();
    // a copy of the demo that answers a taken address with a message of its own
    const telling: Fetch = async (input, init) => {
      const res = await fetch(input, init);
      if (!String(input).endsWith('/account/register') || !String(init.body).includes(login.user)) return res;
      const body = (await res.json()) as Record<string, unknown>;
      return new Response(JSON.stringify({ ...body, warningMessages: ['Diese Adresse hat bereits ein Konto.'] }), res);
    };
    const report = await checkApi({ ...login, fetch: telling, registerEmail: 'check-api@example.ch' });
    const failed = report.results.find((result) => result.route === 'registration' && result.case === 'enumeration');
    expect(failed?.outcome).toBe('fail');
    expect(failed?.problem?.text.de).toContain('die Registrierung einer vergebenen Adresse (demo@vinothek.ch) antwortet anders');
    expect(report.ok).toBe(false);
  });

  it('passes against a shop whose pages are cacheable (written for nobody: the login is read from GET session)', async () => {
    const app = createApp({ db: openDatabase(':memory:', { articles: 60 }), cacheablePages: true });
    const report = await checkApi({
      ...login,
      registerEmail: 'check-api@example.ch',
      fetch: (input, init) => app.fetch(new Request(input, init)),
    });
    expect(report.results.filter((result) => result.outcome === 'fail')).toEqual([]);
    expect(report.results.find((result) => result.route === 'login')?.outcome).toBe('pass');
  });

  it('places an order only when asked to', async () => {
    const { app, fetch } = demo();
    const before = await customerData(app);
    const report = await checkApi({ ...login, fetch, placeOrder: true });
    expect(report.ok).toBe(true);
    expect(
      report.results.filter((result) => result.route === 'checkoutSubmit' && result.case === 'ok' && result.outcome === 'pass'),
    ).toHaveLength(2);
    // before it, a submit with another basket version was refused with the fresh model (README "Security")
    expect(report.results.find((result) => result.route === 'checkoutVersion')).toMatchObject({ case: 'stale', outcome: 'pass' });
    expect((await customerData(app)).orders).toBe(before.orders + 1);
  });

  it('names the route and the field of an answer broken on purpose, in German and English', async () => {
    const { fetch } = demo();
    // a copy of the demo whose basket/add answers a price as a string
    const broken: Fetch = async (input, init) => {
      const res = await fetch(input, init);
      if (!new URL(input).pathname.endsWith('/basket/add') || res.status !== 200) return res;
      const body = (await res.json()) as { basket: { items: { preisInklMwst: unknown }[] } };
      body.basket.items[0]!.preisInklMwst = '12.50';
      return Response.json(body);
    };
    const report = await checkApi({ ...login, fetch: broken });
    // the bottle it added is gone again, although the add's answer failed
    const visitorBaskets = report.results.filter((result) => result.route === 'basketRemove' && result.case === 'ok');
    expect(visitorBaskets).toEqual([expect.objectContaining({ outcome: 'pass' })]);

    expect(report.ok).toBe(false);
    const failed = report.results.filter((result) => result.outcome === 'fail');
    expect(failed).toEqual([
      expect.objectContaining({
        route: 'basketAdd',
        case: 'ok',
        method: 'POST',
        path: 'basket/add',
        problem: expect.objectContaining({ field: 'basket.items.0.preisInklMwst' }),
      }),
    ]);
    expect(failed[0]!.problem!.text).toEqual({
      de: 'basket.items.0.preisInklMwst: erwartet number, erhalten "12.50"',
      en: 'basket.items.0.preisInklMwst: expected number, received "12.50"',
    });
    const table = formatReport(report);
    expect(table).toMatch(
      /POST basket\/add\s+Normalfall \/ happy path\s+200\s+FEHLER \/ FAIL\n\s+↳ de: basket\.items\.0\.preisInklMwst: erwartet number/,
    );
    expect(formatReport(report, 'en')).toContain('↳ basket.items.0.preisInklMwst: expected number, received "12.50"');
  });

  it('removes what it made even when a step fails half-way', async () => {
    const { app, fetch } = demo();
    const before = await customerData(app);
    // the checker's own address removal is lost on the way: the clean-up has to remove the address
    let dropped = false;
    const lossy: Fetch = async (input, init) => {
      if (
        !dropped &&
        new URL(input).pathname.endsWith('/adresspool/remove') &&
        /^\{"adressPoolId":(?!2000000001)\d+\}$/.test(String(init.body))
      ) {
        dropped = true;
        throw new TypeError('fetch failed');
      }
      return fetch(input, init);
    };
    const report = await checkApi({ ...login, fetch: lossy });
    expect(report.results.filter((result) => result.outcome === 'fail').map((result) => `${result.route} ${result.case}`)).toEqual([
      'adresspoolRemove ok',
    ]);
    expect(await customerData(app)).toEqual(before);
  });

  it('checks the customer routes only for their 401 without a login, and says why', async () => {
    const { fetch } = demo();
    const report = await checkApi({ baseUrl: login.baseUrl, fetch });
    expect(report.ok).toBe(true);
    const skipped = report.results.filter((result) => result.outcome === 'skip' && result.route !== 'registration');
    expect(new Set(skipped.map((result) => result.route))).toEqual(
      new Set(CONTRACT.filter((entry) => entry.customer).map((entry) => entry.name)),
    );
    expect(skipped[0]!.problem!.text.en).toBe('not checked without --user and --password');
  });

  it('fails the login with the user it tried', async () => {
    const { fetch } = demo();
    const report = await checkApi({ ...login, password: 'falsch', fetch });
    expect(report.ok).toBe(false);
    expect(report.results.find((result) => result.route === 'login')!.problem!.text.de).toMatch(
      /^Anmeldung als demo@vinothek\.ch fehlgeschlagen/,
    );
  });

  it('says when the back end does not answer at all', async () => {
    const report = await checkApi({
      ...login,
      fetch: () => Promise.reject(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') })),
    });
    expect(report.ok).toBe(false);
    expect(report.results).toEqual([
      expect.objectContaining({
        route: 'pageConfig',
        outcome: 'fail',
        problem: {
          text: { de: 'keine Antwort: fetch failed (connect ECONNREFUSED)', en: 'no answer: fetch failed (connect ECONNREFUSED)' },
        },
      }),
    ]);
  });
});
