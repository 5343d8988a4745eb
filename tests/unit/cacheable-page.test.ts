// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createApp } from '../../examples/app.ts';
import { openDatabase } from '../../examples/database.ts';
import { searchArtikel } from '../../examples/catalogue/search.ts';
import { getArtikelMany } from '../../examples/catalogue/artikel.ts';
import { ConfigError } from '../../src/core/errors.ts';
import { renderElement } from '../../src/server/index.ts';
import { DemoSession } from '../support/demo-session.ts';

/**
 * Issue 30: a page whose config says `cacheable` goes from a shared cache to every visitor, so it must be the
 * anonymous visitor's page whoever asked for it. A customer's request rendered and cached such a page with their
 * name, token and prices, and the next visitor got it.
 */
const db = openDatabase(':memory:', { articles: 120 });
const app = createApp({ db, cacheablePages: true });

/** The catalogue and content pages of the issue: home, list, a detail with demo@'s individual price, a region. */
const PAGES = ['/', '/shop', '/shop/2071-williams-birnenbrand-waadt', '/regionen/lavaux'];

async function page(visitor: DemoSession | null, path: string): Promise<{ html: string; headers: Headers }> {
  const response = visitor ? await visitor.request(path) : await app.request(path);
  expect(response.status).toBe(200);
  return { html: await response.text(), headers: response.headers };
}

async function sessionToken(visitor: DemoSession): Promise<string> {
  return ((await (await visitor.request('/api/session')).json()) as { csrfToken: string }).csrfToken;
}

describe('the demo with SHOP_CACHEABLE=1: a cacheable page is the anonymous one, whoever asks', () => {
  it.each(['demo@vinothek.ch', 'firma@vinothek.ch'])(
    'rendered for %s it equals the anonymous render, with no name, token or own price',
    async (userName) => {
      const customer = new DemoSession(app);
      expect((await customer.login(userName)).status).toBe(303);
      const token = await sessionToken(customer);
      // An anonymous visitor with a session of their own (a basket): their page is no different.
      const shopper = new DemoSession(app);
      await shopper.start('/account/login');
      await shopper.post('/api/basket/add', { artikelId: 1006, menge: 1, bestelleinheit: 'Abfuellung' });

      for (const path of PAGES) {
        const anonymous = await page(null, path);
        const forCustomer = await page(customer, path);
        expect(forCustomer.html, path).toBe(anonymous.html);
        expect((await page(shopper, path)).html, path).toBe(anonymous.html);
        for (const personal of [userName, '"firstName"', '"userName"', '"authenticated":true', token, 'exkl. 8.1']) {
          expect(anonymous.html, `${path} holds ${personal}`).not.toContain(personal);
        }
        expect(anonymous.html).toContain('"cacheable":true');
        expect(anonymous.html).toContain('"csrfToken":""');
        // A shared cache may keep it, and it sets no cookie (a cache keeps no answer that sets one).
        expect(forCustomer.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=600');
        expect(anonymous.headers.get('set-cookie')).toBeNull();
        expect(forCustomer.headers.get('set-cookie')).toBeNull();
      }
      // demo@'s individual price of the Williams (73.65, public 81.50) is hers alone.
      const detail = await page(customer, PAGES[2]!);
      expect(detail.html).toContain('81.5');
      expect(detail.html).not.toContain('73.65');
    },
  );

  it('sends the personal pages private, and the static files without a cookie', async () => {
    const customer = new DemoSession(app);
    await customer.login('demo@vinothek.ch');
    for (const path of ['/account/bestellungen', '/checkout/basket']) {
      const response = await customer.request(path);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
    expect((await app.request('/account/login')).headers.get('cache-control')).toBe('private, no-store');
    const css = await app.request('/site.css');
    expect(css.headers.get('cache-control')).toMatch(/^public/);
    expect(css.headers.get('set-cookie')).toBeNull();
    // The visitor's session starts with the first private answer: the elements' GET /api/session.
    expect((await app.request('/api/session')).headers.get('set-cookie')).toMatch(/^vinothek_session=/);
  });
});

describe('renderElement with a cacheable page config', () => {
  const result = searchArtikel(db, { pageSize: 12, populateSearchFields: true }, { userId: null });
  const attributes = { initial: JSON.stringify(result), 'base-url': '/shop' };
  const anonymous = { cacheable: true };
  const customer = {
    cacheable: true,
    csrfToken: 'token-of-anna',
    user: { authenticated: true, name: 'Anna Muster', kundeInklMwst: false },
  };

  it('writes the anonymous render for a logged-in request', async () => {
    for (const [tag, attrs] of [
      ['shop-article-list', attributes],
      ['shop-header', { brand: 'Vinothek' }],
      ['shop-article-detail', { artikel: JSON.stringify(result.items[0]) }],
    ] as const) {
      const forCustomer = await renderElement(tag, attrs, { config: customer, url: 'https://shop.example/shop' });
      expect(forCustomer, tag).toBe(await renderElement(tag, attrs, { config: anonymous, url: 'https://shop.example/shop' }));
      expect(forCustomer).not.toContain('Anna');
      expect(forCustomer).not.toContain('token-of-anna');
      expect(forCustomer).not.toContain('Lieferpreis exkl. Mwst.');
    }
  });

  it("refuses a customer's element and articles with a customer's prices", async () => {
    const priced = getArtikelMany(db, [2071], { userId: 1 })[0]!;
    await expect(renderElement('shop-article-detail', { artikel: JSON.stringify(priced) }, { config: customer })).rejects.toThrow(
      ConfigError,
    );
    await expect(renderElement('shop-article-detail', { artikel: JSON.stringify(priced) }, { config: {} })).resolves.toContain('73.65');
    await expect(renderElement('shop-my-lists', {}, { config: anonymous })).rejects.toThrow(/cacheable/);
  });
});
