// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../examples/app.ts';
import { openDatabase } from '../../examples/database.ts';
import { BasketAddResponseSchema } from '../../src/core/api/schemas/basket.ts';
import { CheckoutSubmitResponseSchema } from '../../src/core/api/schemas/checkout.ts';
import { answer, DEFAULT_NOW } from '../support/commerce-shop.ts';
import { DemoSession } from '../support/demo-session.ts';
import { postBasketAdd } from '../../src/core/api/basket.ts';
import { DEFAULT_CONFIG } from '../../src/core/config.ts';
import { configAtom } from '../../src/core/state/config.ts';
import { createShopStore } from '../../src/core/state/store.ts';

/** Issue 34 finding 2: while another process holds the write lock, a change waits, then answers 503 and writes nothing. */

const dirs: string[] = [];
afterEach(() => {
  vi.unstubAllGlobals();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A shop on a database file, and a second connection to it (another process: a back-office import, a backup). */
function shopOnFile() {
  const dir = mkdtempSync(join(tmpdir(), 'vinothek-busy-'));
  dirs.push(dir);
  const file = join(dir, 'shop.db');
  const db = openDatabase(file, { articles: 30 });
  const app = createApp({ db, now: () => new Date(DEFAULT_NOW), loginWaitMs: 0 });
  const other = new DatabaseSync(file);
  return {
    app,
    db,
    /** takes the write lock in the other connection until release() */
    lock() {
      other.exec("BEGIN IMMEDIATE; INSERT OR REPLACE INTO meta (key, value) VALUES ('import', 'running')");
      return { release: () => other.exec('COMMIT') };
    },
  };
}

async function expectBusy(res: Response): Promise<void> {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  if (res.headers.get('content-type')?.includes('json'))
    expect(await res.json()).toEqual({ message: expect.stringMatching(/ausgelastet/) });
  else expect(await res.text()).toMatch(/ausgelastet/);
}

const choices = { lieferartId: 1, zahlungsartId: 1, agbAkzeptiert: true, minimumAlter: true };
const line = { artikelId: 1006, bestelleinheit: 'Abfuellung' as const, mengeBestelleinheit: 2 };

describe('a busy database', () => {
  it('answers basket/add, login and submitorder with 503 and Retry-After, changes nothing, and a retry succeeds', async () => {
    const shop = shopOnFile();
    const customer = await new DemoSession(shop.app).start('/');
    expect((await customer.login()).status).toBe(303);
    await answer(await customer.post('/api/basket/add', [line]), BasketAddResponseSchema);
    const guest = await new DemoSession(shop.app).start('/');
    const orders = () => (shop.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
    const before = orders();

    const lock = shop.lock();
    await expectBusy(await guest.post('/api/basket/add', [line]));
    await expectBusy(await new DemoSession(shop.app).login());
    await expectBusy(await customer.post('/api/checkout/submitorder', { basket: choices }));
    lock.release();

    expect(orders()).toBe(before);
    const { basket } = await answer(await guest.post('/api/basket/add', [line]), BasketAddResponseSchema);
    // the refused add left nothing: the line is there once, with the quantity of one add
    expect(basket.items.filter((i) => i.artikelId === 1006).map((i) => i.mengeBestelleinheit)).toEqual([2]);
    const submitted = await answer(await customer.post('/api/checkout/submitorder', { basket: choices }), CheckoutSubmitResponseSchema);
    expect(submitted.action).toBe('redirect');
    expect(orders()).toBe(before + 1);
  });
});

describe('the elements and a busy database', () => {
  it('retry a refused basket add once, after the wait the answer asks for', async () => {
    const shop = shopOnFile();
    const visitor = await new DemoSession(shop.app).start('/');
    const store = createShopStore();
    store.set(configAtom, { ...DEFAULT_CONFIG, csrfToken: visitor.csrfToken });
    const lock = shop.lock();
    const statuses: number[] = [];
    // the browser's fetch, routed to the in-process shop; the other process ends its import once the shop said 503
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const res = await visitor.request(url.pathname + url.search, {
        method: request.method,
        headers: request.headers,
        body: await request.text(),
      });
      statuses.push(res.status);
      if (res.status === 503) lock.release();
      return res;
    });
    const { basket } = await postBasketAdd(store, [line]);
    expect(statuses).toEqual([503, 200]);
    expect(basket.items.filter((i) => i.artikelId === 1006).map((i) => i.mengeBestelleinheit)).toEqual([2]);
  });
});
