// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../../examples/platform/context.ts';
import { notFound } from '../../examples/platform/http.ts';
import { serve } from '../../examples/platform/serve.ts';
import { apiFor } from '../../src/core/api/client.ts';
import { contractOf } from '../../src/core/api/contract.ts';
import { IdSchema, UNKNOWN_ID, type ApiRoute } from '../../src/core/api/route.ts';
import * as routes from '../../src/core/api/routes.ts';
import type { ShopStore } from '../../src/core/state/store.ts';
import { checkApi, type CheckApiOptions } from '../../src/contract/check-api/check-api.ts';
import { buildOpenApi } from '../../src/contract/openapi.ts';
import { startDemoApi } from '../helpers/demo-api.ts';
import { createDemoApp } from '../support/demo-session.ts';

/**
 * A new API call is three edits (ARCHITECTURE.md §11, "pay an invoice"): its entry in core/api/routes/<area>.ts, its call
 * function in core/api/<area>.ts and its handler in the demo. Here a stand-in call written the same three ways
 * reaches the client, the OpenAPI document, check-api and the demo shop, with nothing else edited.
 */

// 1. The entry: method, path, answer and request schemas, customer only, its sample request and fault probes.
const payInvoiceProbe = {
  method: 'POST',
  path: '{account}/rechnungen/{invoiceId}/probe-zahlung',
  answer: v.object({ invoiceId: v.number(), bezahlt: v.boolean() }),
  contract: {
    area: 'Kundenkonto',
    summary: 'A stand-in call of tests/contract/new-route.test.ts',
    customer: true,
    request: v.object({ betrag: v.pipe(v.number(), v.minValue(0)) }),
    pathParams: { invoiceId: IdSchema },
    unknownId: 'invoiceId',
    sample: { params: { invoiceId: 7 }, json: { betrag: 0 } },
    probes: {
      harmless: { params: { invoiceId: UNKNOWN_ID }, json: { betrag: 0 } },
      unknown: { params: { invoiceId: UNKNOWN_ID }, json: { betrag: 0 } },
      bad: { params: { invoiceId: 7 }, json: { betrag: 'zehn' } },
    },
  },
} satisfies ApiRoute;

// 2. The call function, as core/api/<area>.ts writes one.
function payInvoice(store: ShopStore, invoiceId: number, betrag: number) {
  return apiFor(store).route(payInvoiceProbe, { params: { invoiceId }, json: { betrag } });
}

// 3. The demo's handler: path, login and validation come from the entry.
function serveProbe(app: Hono<AppEnv>): void {
  const api = new Hono<AppEnv>();
  serve(api, payInvoiceProbe, (c, { betrag }) => {
    const invoiceId = Number(c.req.param('invoiceId'));
    if (invoiceId > 1000) notFound();
    return c.json({ invoiceId, bezahlt: betrag > 0 });
  });
  app.route('/api', api);
}

const contract = contractOf({ ...routes, payInvoiceProbe });
const PATH = '/account/rechnungen/{invoiceId}/probe-zahlung';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a new route: one entry, one call function, one handler', () => {
  it('is served by the demo at its path, for customers only, with its body checked', async () => {
    const app = createDemoApp({ articles: 10 });
    serveProbe(app);
    expect(app.routes.some((route) => route.method === 'POST' && route.path === '/api/account/rechnungen/:invoiceId/probe-zahlung')).toBe(
      true,
    );
    const demo = await startDemoApi({ articles: 10, extend: serveProbe });
    expect((await demo.session.post('/api/account/rechnungen/7/probe-zahlung', { betrag: 5 })).status).toBe(401);
    await demo.login();
    // The client: its path filled, its answer parsed with the entry's schema.
    await expect(payInvoice(demo.store, 7, 5)).resolves.toEqual({ invoiceId: 7, bezahlt: true });
    const bad = await demo.session.post('/api/account/rechnungen/7/probe-zahlung', { betrag: -1 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { validationResult: Record<string, unknown> }).validationResult).toHaveProperty('betrag');
    expect((await demo.session.post('/api/account/rechnungen/abc/probe-zahlung', { betrag: 5 })).status).toBe(404);
  });

  it('is in the OpenAPI document with its parameters, body and faults', () => {
    const { version } = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { version: string };
    const doc = buildOpenApi(version, [], contract) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const operation = doc.paths[PATH]!.post!;
    expect(operation.operationId).toBe('payInvoiceProbe');
    expect(Object.keys(operation.responses as object).sort()).toEqual(['200', '400', '401', '403', '404']);
    expect(operation.requestBody).toBeDefined();
    expect(JSON.stringify(operation.parameters)).toContain('"invoiceId"');
  });

  it('is checked by check-api in every case, from its sample and probes', async () => {
    const app = createDemoApp({ articles: 60 });
    serveProbe(app);
    const fetch: NonNullable<CheckApiOptions['fetch']> = (input, init) => app.fetch(new Request(input, init));
    const report = await checkApi({ baseUrl: 'http://demo.test/api', user: 'demo@vinothek.ch', password: 'demo1234', fetch, contract });
    const mine = report.results.filter((result) => (result.route as string) === 'payInvoiceProbe');
    expect(mine.filter((result) => result.outcome !== 'pass')).toEqual([]);
    expect(mine.map((result) => result.case).sort()).toEqual(['bad-input', 'no-login', 'no-token', 'ok', 'unknown-id']);
    expect(report.ok).toBe(true);
  });

  it('is reported, not passed over, when check-api can send it no request', async () => {
    const { sample: _, ...withoutSample } = payInvoiceProbe.contract;
    const unsampled = contractOf({ ...routes, payInvoiceProbe: { ...payInvoiceProbe, contract: withoutSample } });
    const app = createDemoApp({ articles: 60 });
    serveProbe(app);
    const fetch: NonNullable<CheckApiOptions['fetch']> = (input, init) => app.fetch(new Request(input, init));
    const report = await checkApi({
      baseUrl: 'http://demo.test/api',
      user: 'demo@vinothek.ch',
      password: 'demo1234',
      fetch,
      contract: unsampled,
    });
    const skipped = report.results.find((result) => (result.route as string) === 'payInvoiceProbe' && result.case === 'ok');
    expect(skipped?.outcome).toBe('skip');
    expect(skipped?.problem?.text.en).toMatch(/no `sample`/);
  });
});
