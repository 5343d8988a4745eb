// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ArtikelSearchResultSchema } from '../../src/core/api/schemas/artikelsearch.ts';
import { ArtikelSchema } from '../../src/core/api/schemas/artikel.ts';
import { SiteSearchResultSchema } from '../../src/core/api/schemas/sitesearch.ts';
import { parseApiJson } from '../../src/core/api/json.ts';
import { CONTENT_PAGES } from '../../examples/content/pages-data.ts';
import { DemoSession, createDemoApp, parseAnswer } from '../support/demo-session.ts';

let anonymous: DemoSession;
let customer: DemoSession;

beforeAll(async () => {
  const app = createDemoApp({ articles: 120 });
  anonymous = await new DemoSession(app).start('/');
  customer = new DemoSession(app);
  await customer.login();
});

const ENTITIES: Record<string, string> = { '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };

/** The value of `attr` on the first `<tag>`, unescaped as the browser does. */
function attribute(page: string, tag: string, attr: string): string | null {
  const match = new RegExp(`<${tag}\\b[^>]*\\s${attr}='([^']*)'`).exec(page);
  return match ? match[1]!.replace(/&(quot|#39|lt|gt|amp);/g, (e) => ENTITIES[e]!) : null;
}

async function page(session: DemoSession, path: string, status = 200): Promise<string> {
  const res = await session.request(path);
  expect(res.status, path).toBe(status);
  return res.text();
}

function expectCmsPage(html: string, tag: string | null): void {
  expect(html).toMatch(/^<!doctype html>/);
  expect(html).toContain('<script type="application/json" id="shop-config">');
  expect(html).toContain('<link rel="stylesheet" href="/vinothek/vinothek.css">');
  expect(html).toContain('<script type="module" async src="/vinothek/loader.js"></script>');
  // The header island, with its links written out for crawlers and the time before scripts run.
  expect(html).toContain(`<shop-header navigation='[{"label":"Weine","href":"/shop","children":`);
  expect(html).toContain('<form class="vk-search-field vk-search-field--standard" role="search" action="/suche">');
  expect(html).toContain('<a class="vk-header__basket" href="/checkout/basket">');
  if (tag) expect(html).toContain(`<${tag}`);
}

const PUBLIC_PAGES: [string, string | null][] = [
  ['/', 'shop-big-slider'],
  ['/shop', 'shop-article-list'],
  ['/shop/1001-dezaley-grand-cru', 'shop-article-detail'],
  ['/regionen', null],
  ['/regionen/lavaux', 'shop-article-slider'],
  ['/suche?suchbegriff=Versand', 'shop-site-search'],
  ['/checkout/basket', 'shop-basket'],
  ['/checkout', 'shop-checkout'],
  ['/account/login', null],
  ['/account/registrieren', 'shop-register'],
  ['/agb', null],
  ['/kontakt', 'shop-contact-form'],
];

const ACCOUNT_PAGES: [string, string][] = [
  ['/account/adressen', 'shop-address-book'],
  ['/account/bestellungen', 'shop-orders'],
  ['/account/rechnungen', 'shop-invoices'],
  ['/account/merklisten', 'shop-my-lists'],
];

describe('CMS pages', () => {
  it.each(PUBLIC_PAGES)('%s renders with layout, config and its tag', async (path, tag) => {
    expectCmsPage(await page(anonymous, path), tag);
  });

  it('has at least 20 content pages', async () => {
    expect(CONTENT_PAGES.length).toBeGreaterThanOrEqual(20);
    for (const p of CONTENT_PAGES) expectCmsPage(await page(anonymous, `/${p.slug}`), null);
  });

  it.each(ACCOUNT_PAGES)('%s sends anonymous visitors to the login', async (path) => {
    const res = await anonymous.request(path);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/account/login?returnUrl=${encodeURIComponent(path)}`);
  });

  it.each(ACCOUNT_PAGES)('%s renders for the customer', async (path, tag) => {
    expectCmsPage(await page(customer, path), tag);
  });

  it('renders invoice detail and order confirmation from the customer’s own data', async () => {
    const invoices = JSON.parse(attribute(await page(customer, '/account/rechnungen'), 'shop-invoices', 'initial')!) as {
      items: { detailUrl: string }[];
    };
    expectCmsPage(await page(customer, invoices.items[0]!.detailUrl), 'shop-invoice-detail');
    const orders = JSON.parse(attribute(await page(customer, '/account/bestellungen'), 'shop-orders', 'initial')!) as {
      items: { urlConfirmation: string }[];
    };
    const confirmation = await page(customer, orders.items[0]!.urlConfirmation);
    expectCmsPage(confirmation, 'shop-checkout');
    expect(confirmation).toMatch(/<shop-checkout [^>]*readonly='true'/);
    await page(anonymous, orders.items[0]!.urlConfirmation, 404); // not someone else's order
    await page(customer, '/account/rechnungen/999999', 404);
  });

  it('puts the per-session csrf token and user into the page config', async () => {
    const config = (html: string) =>
      JSON.parse(/id="shop-config">(.*?)<\/script>/s.exec(html)![1]!) as { csrfToken: string; user: { authenticated: boolean } };
    const anon = config(await page(anonymous, '/'));
    const mine = config(await page(customer, '/'));
    expect(anon).toMatchObject({ csrfToken: anonymous.csrfToken, user: { authenticated: false } });
    expect(mine).toMatchObject({ csrfToken: customer.csrfToken, user: { authenticated: true, userName: 'demo@vinothek.ch' } });
  });

  it('gives /shop the search API answer for the URL’s filters as initial JSON', async () => {
    const html = await page(anonymous, '/shop?egruppe=rotwein&landregion=wallis&sort=preis-asc&page=2');
    const initial = v.parse(ArtikelSearchResultSchema, parseApiJson(attribute(html, 'shop-article-list', 'initial')!));
    const api = await parseAnswer(
      await anonymous.post('/api/artikelsearch/search', {
        pageNumber: 2,
        filterValues: { eGruppe: ['rotwein'], landRegion: ['wallis'] },
        sort: 'preis-asc',
        populateSearchFields: true,
      }),
      ArtikelSearchResultSchema,
    );
    expect(initial).toEqual(api);
    expect(html).toMatch(/base-url=["']\/shop["']/);
  });

  it('escapes hostile input in attribute JSON and text', async () => {
    const evil = `'"><script>alert(1)</script>&amp;`;
    const html = await page(anonymous, `/shop?suchbegriff=${encodeURIComponent(evil)}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    const initial = v.parse(ArtikelSearchResultSchema, parseApiJson(attribute(html, 'shop-article-list', 'initial')!));
    expect(initial.searchParameters.filterValues.suchbegriff).toBe(evil);
    const search = await page(anonymous, `/suche?suchbegriff=${encodeURIComponent(evil)}`);
    expect(
      v.parse(SiteSearchResultSchema, JSON.parse(attribute(search, 'shop-site-search', 'initial')!)).searchParameters.filterValues
        .searchterm,
    ).toBe(evil);
    expect(search).not.toContain('<script>alert(1)</script>');
    const login = await page(anonymous, `/account/login?returnUrl=${encodeURIComponent(`/x${evil}`)}`);
    expect(login).not.toContain('<script>alert(1)</script>');
    expect(login).toContain(`name="returnUrl" value="/x&#39;&quot;&gt;&lt;script&gt;`);
  });

  it('links the header login back to the current path and query (spec §2 returnUrl)', async () => {
    const html = await page(anonymous, '/shop?aktionen=true&page=2');
    expect(html).toContain(`href="/account/login?returnUrl=${encodeURIComponent('/shop?aktionen=true&page=2')}"`);
  });

  it('gives the detail page the article JSON and redirects to the canonical URL', async () => {
    const html = await page(anonymous, '/shop/1001-dezaley-grand-cru');
    const artikel = v.parse(ArtikelSchema, parseApiJson(attribute(html, 'shop-article-detail', 'artikel')!));
    expect(artikel).toMatchObject({ artikelId: 1001, urlArtikelDetail: '/shop/1001-dezaley-grand-cru' });
    const res = await anonymous.request('/shop/1001-old-name');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/shop/1001-dezaley-grand-cru');
    await page(anonymous, '/shop/999999-nix', 404);
  });

  it('serves content without layout for dialogs', async () => {
    for (const init of [{ headers: { 'X-Requested-With': 'ShopDialog' } }, {}]) {
      const path = 'headers' in init ? '/agb' : '/agb?layout=none';
      const res = await anonymous.request(path, init);
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(html).not.toContain('<html');
      expect(html).not.toContain('<shop-header');
      // the dialog has its own title: no breadcrumb and no second h1 (issue 21), the text itself is there
      expect(html).not.toContain('<h1');
      expect(html).not.toContain('breadcrumb');
      expect(html).toContain('Rechnungen sind innert 30 Tagen zahlbar.');
    }
  });

  it('answers an unknown path with the 404 page', async () => {
    expectCmsPage(await page(anonymous, '/gibt-es-nicht', 404), null);
    expect((await anonymous.request('/api/gibt-es-nicht')).status).toBe(404);
    // library files: a malformed escape or a way out of dist/ is a plain 404, never a 500
    expect((await anonymous.request('/vinothek/%E0%A4%A')).status).toBe(404);
    expect((await anonymous.request('/vinothek/%2e%2e%2fpackage.json')).status).toBe(404);
  });

  it('lets a browser keep the runtime past its minute: asked again with its ETag, the answer is 304 without a body', async () => {
    // Its name stays the same across builds, so it is cached briefly; a 200 each time would also throw away the
    // code the browser compiled from it (a returning shopper's every page after the first minute).
    const first = await anonymous.request('/vinothek/runtime.js');
    expect([first.status, first.headers.get('cache-control')]).toEqual([200, 'public, max-age=60']);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await anonymous.request('/vinothek/runtime.js', { headers: { 'if-none-match': etag! } });
    expect([again.status, await again.text()]).toEqual([304, '']);
    expect((await anonymous.request('/vinothek/runtime.js', { headers: { 'if-none-match': 'W/"other"' } })).status).toBe(200);
  });

  it('serves label images as webp and jpg with cache headers', async () => {
    const webp = await anonymous.request('/images/artikel/1001/1.webp?width=300&height=400&dpr=2');
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const jpg = await anonymous.request('/images/artikel/1001/3.jpg?width=600&height=800');
    expect(jpg.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await jpg.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0xff, 0xd8]));
    const again = await anonymous.request('/images/artikel/1001/3.jpg?width=600&height=800', {
      headers: { 'if-none-match': jpg.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect((await anonymous.request('/images/artikel/1001/4.jpg')).status).toBe(404);
  });
});
