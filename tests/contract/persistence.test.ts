// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../examples/app.ts';
import { openDatabase } from '../../examples/database.ts';
import { seededDatabase } from '../support/seeded-database.ts';
import { OrderListSchema } from '../../src/core/api/schemas/account.ts';
import { BasketSchema } from '../../src/core/api/schemas/basket.ts';
import { CheckoutSubmitResponseSchema } from '../../src/core/api/schemas/checkout.ts';
import { MerklisteStateSchema } from '../../src/core/api/schemas/merkliste.ts';
import { DEFAULT_NOW, answer } from '../support/commerce-shop.ts';
import { DemoSession } from '../support/demo-session.ts';

/** Every table's rows, except what is random by design (password salts, the seed's own timestamp). */
function dump(db: DatabaseSync): Record<string, unknown[]> {
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map(
    (t) => t.name,
  );
  return Object.fromEntries(
    tables
      .filter((name) => name !== 'meta')
      .map((name) => {
        const rows = db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all() as Record<string, unknown>[];
        return [name, rows.map(({ passwordHash: _salted, ...row }) => row)];
      }),
  );
}

describe('seed', () => {
  it('is deterministic: two fresh databases hold the same shop', () => {
    const a = openDatabase(':memory:', { articles: 150 });
    const b = openDatabase(':memory:', { articles: 150 });
    const first = dump(a);
    expect((first.articles ?? []).length).toBe(156); // 150 generated + the 6 fixed ones
    expect(first.orders?.length).toBeGreaterThanOrEqual(25);
    expect(dump(b)).toEqual(first);
  });

  it('a copy of the seeded template (tests/support/seeded-database.ts) holds the same shop and its foreign keys are on', () => {
    const copy = seededDatabase({ articles: 150 });
    expect(dump(copy)).toEqual(dump(openDatabase(':memory:', { articles: 150 })));
    expect(copy.prepare('PRAGMA foreign_keys').get()).toEqual({ foreign_keys: 1 });
    // Each copy is its own database: a change to one is not seen by the next.
    copy.exec("DELETE FROM meta WHERE key = 'seeded'");
    expect(seededDatabase({ articles: 150 }).prepare("SELECT key FROM meta WHERE key = 'seeded'").get()).toEqual({ key: 'seeded' });
  });
});

describe('restart', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps sessions, baskets, lists and orders in the database file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vinothek-restart-'));
    dirs.push(dir);
    const file = join(dir, 'shop.db');
    const now = () => new Date(DEFAULT_NOW);

    let db = openDatabase(file, { articles: 50 });
    const before = new DemoSession(createApp({ db, now }));
    await before.login();
    await before.post('/api/merkliste/Add', { bezeichnung: 'Nach dem Neustart', artikelId: 1004 });
    await before.post('/api/basket/add', [{ artikelId: 1006, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 2 }]);
    const ordered = await answer(
      await before.post('/api/checkout/submitorder', {
        basket: { lieferartId: 1, zahlungsartId: 1, agbAkzeptiert: true, minimumAlter: true },
      }),
      CheckoutSubmitResponseSchema,
    );
    expect(ordered.action).toBe('redirect');
    await before.post('/api/basket/add', [{ artikelId: 1001, bestelleinheit: 'Grossgebinde', mengeBestelleinheit: 1 }]);
    const articles = (db.prepare('SELECT COUNT(*) AS n FROM articles').get() as { n: number }).n;
    db.close();

    db = openDatabase(file, { articles: 999 }); // an existing database is not seeded again
    const after = new DemoSession(createApp({ db, now }));
    after.cookie = before.cookie;
    after.csrfToken = before.csrfToken;
    try {
      expect((db.prepare('SELECT COUNT(*) AS n FROM articles').get() as { n: number }).n).toBe(articles);
      expect(await (await after.request('/')).text()).toContain('"authenticated":true');
      const basket = await answer(await after.request('/api/basket'), BasketSchema);
      expect(basket.items.filter((i) => !i.isProtected).map((i) => [i.artikelId, i.bestelleinheit, i.mengeBestelleinheit])).toEqual([
        [1001, 'Grossgebinde', 1],
      ]);
      const lists = await answer(await after.request('/api/merkliste'), MerklisteStateSchema);
      expect(lists.merklisten.at(-1)).toMatchObject({
        bezeichnung: 'Nach dem Neustart',
        items: [expect.objectContaining({ artikel: expect.objectContaining({ artikelId: 1004 }) })],
      });
      const orders = await answer(await after.request('/api/account/bestellungen'), OrderListSchema);
      expect(ordered.action === 'redirect' && orders.items[0]?.urlConfirmation.startsWith(ordered.url)).toBe(true);
      // the csrf token of the session still works after the restart
      expect((await after.post('/api/basket/calculate')).status).toBe(200);
    } finally {
      db.close();
    }
  });
});
