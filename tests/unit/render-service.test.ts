// @vitest-environment node
// Node, not jsdom: the service renders where there is no window.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchArtikel } from '../../examples/catalogue/search.ts';
import { openDatabase } from '../../examples/database.ts';
import { leadImagePreload, renderElement } from '../../src/server/index.ts';
import { BatchRenderer, type Renderer } from '../../src/service/render-batch.ts';
import { createRenderServer } from '../../src/service/render-server.ts';

const db = openDatabase(':memory:', { articles: 60 });
const result = searchArtikel(db, { pageSize: 24, populateSearchFields: true }, { userId: null });
const artikel = result.items[0]!;
const config = { language: 'de', culture: 'de-CH', user: { authenticated: false } };
const PAGE = 'https://cms.example/weine';
const listAttributes = { initial: JSON.stringify(result), 'base-url': '/weine', paging: 'pager' };

/** renderElement as the service calls it, counting the renders that reach it (the cache's and the time limit's tests). */
let renders = 0;
const countingRender: Renderer = (tag, attributes, options) => {
  renders += 1;
  return renderElement(tag as 'shop-article-list', attributes, options);
};
/** A render that has not finished when the time limit is over: it waits for `finishSlow`. */
let finishSlow: () => void = () => {};
const slowRender: Renderer = (tag, attributes, options) =>
  new Promise((resolve) => {
    finishSlow = () => resolve(renderElement(tag as 'shop-header', attributes, options));
  });

async function start(render: Renderer, { timeoutMs = 30_000, maxBodyBytes = 5 * 1024 * 1024, cacheBytes = 8 * 1024 * 1024 } = {}) {
  const renderer = new BatchRenderer({ render, version: '9.9.9', cacheBytes, timeoutMs });
  const server = createRenderServer({ renderer, maxBodyBytes });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, renderer, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let service: Awaited<ReturnType<typeof start>>;
beforeAll(async () => {
  service = await start(countingRender);
});
afterAll(() => {
  service.server.close();
});

const post = (path: string, body: unknown, origin = service.origin, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : body instanceof Buffer ? new Blob([new Uint8Array(body)]) : JSON.stringify(body),
    headers,
  });

describe('POST /render', () => {
  it('renders a page’s elements in one batch: each exactly as renderElement writes it, the JSON-LD apart and in the head', async () => {
    const response = await post('/render', {
      config,
      url: PAGE,
      elements: [
        { id: 'list', tag: 'shop-article-list', attributes: listAttributes },
        { id: 'detail', tag: 'shop-article-detail', attributes: { artikel: JSON.stringify(artikel), 'list-url': '/weine' } },
      ],
    });
    expect(response.status).toBe(200);
    const answer = await response.json();
    const list = await renderElement('shop-article-list', listAttributes, { config, url: PAGE });
    const detail = await renderElement(
      'shop-article-detail',
      { artikel: JSON.stringify(artikel), 'list-url': '/weine' },
      { config, url: PAGE },
    );
    expect(answer.elements.list.html + answer.elements.list.jsonLd).toBe(list);
    expect(answer.elements.list.html).toMatch(
      /^<shop-article-list initial='[^']*' base-url='\/weine' paging='pager' prerendered='[^']*'>.*<\/shop-article-list>$/s,
    );
    expect(answer.elements.list.jsonLd).toMatch(/^<script type="application\/ld\+json">\{.*"@type":"ItemList"/);
    expect(answer.elements.detail.html + answer.elements.detail.jsonLd).toBe(detail);
    // The head leads with a preload of the first card's picture (the list's largest paint), then the JSON-LD.
    const firstCard = `/images/artikel/${result.items[0]!.artikelId}/1.webp?width=300&amp;height=400&amp;dpr=1 1x`;
    expect(answer.elements.list.preload).toMatch(
      /^<link rel="preload" as="image" type="image\/webp" imagesrcset="[^"]+" fetchpriority="high">$/,
    );
    expect(answer.elements.list.preload).toContain(firstCard);
    expect(answer.head).toBe(answer.elements.list.preload + answer.elements.list.jsonLd + answer.elements.detail.jsonLd);
    expect(answer.version).toBe('9.9.9');
  });

  it('answers a bad attribute, an unknown tag and a value that is no string for that id alone: the ConfigError and the bare tag', async () => {
    const response = await post('/render', {
      config,
      elements: [
        { id: 'bad', tag: 'shop-article-list', attributes: { initial: '{"items": 3}', paging: 'pager' } },
        { id: 'unknown', tag: 'shop-search-field', attributes: { placeholder: "Wein's" } },
        { id: 'number', tag: 'shop-article-list', attributes: { initial: 7 } },
        { id: 'header', tag: 'shop-header', attributes: { brand: 'Vinothek' } },
      ],
    });
    expect(response.status).toBe(200);
    const { elements } = await response.json();
    expect(elements.bad.error).toMatch(/^ConfigError: <shop-article-list> attribute "initial"/);
    expect(elements.bad.html).toBe(`<shop-article-list initial='{"items": 3}' paging='pager'></shop-article-list>`);
    expect(elements.unknown.error).toMatch(/^ConfigError: the server cannot render <shop-search-field>/);
    expect(elements.unknown.html).toBe(`<shop-search-field placeholder='Wein&#39;s'></shop-search-field>`);
    expect(elements.number.error).toMatch(/^ConfigError: <shop-article-list> attribute "initial": the value is no string/);
    expect(elements.header.error).toBeUndefined();
    expect(elements.header.html).toMatch(/^<shop-header brand='Vinothek' prerendered><header/);
  });

  it('takes a render from the cache for the same version, tag, attributes, config and url, and renders anew when one differs', async () => {
    const batch = { config, url: `${PAGE}?cache`, elements: [{ id: 'a', tag: 'shop-article-list', attributes: listAttributes }] };
    const first = await (await post('/render', batch)).json();
    const before = renders;
    const second = await (await post('/render', batch)).json();
    expect(renders).toBe(before);
    expect(second.elements.a).toEqual({ ...first.elements.a, cached: true });
    const otherUrl = await (await post('/render', { ...batch, url: `${PAGE}?page=2` })).json();
    const otherConfig = await (await post('/render', { ...batch, config: { ...config, language: 'fr' } })).json();
    expect(renders).toBe(before + 2);
    expect(otherUrl.elements.a.cached).toBeUndefined();
    expect(otherConfig.elements.a.html).not.toBe(first.elements.a.html);
  });

  it('answers an element not rendered within the time limit with its bare tag, and keeps the late render for the next request', async () => {
    const slow = await start(slowRender, { timeoutMs: 50 });
    const batch = { config, elements: [{ id: 'header', tag: 'shop-header', attributes: { brand: 'Vinothek' } }] };
    const late = await (await post('/render', batch, slow.origin)).json();
    expect(late.elements.header).toEqual({
      html: `<shop-header brand='Vinothek'></shop-header>`,
      jsonLd: '',
      preload: '',
      error: 'not rendered within 50 ms',
    });
    finishSlow();
    await expect.poll(() => slow.renderer.cache.size).toBe(1);
    const next = await (await post('/render', batch, slow.origin)).json();
    expect(next.elements.header.cached).toBe(true);
    slow.server.close();
  });

  it('refuses a body over the limit with 413 and what is no batch with 400, naming the problem', async () => {
    const small = await start(countingRender, { maxBodyBytes: 1000 });
    const large = await post('/render', { elements: [{ id: 'a', tag: 'shop-article-list', attributes: listAttributes }] }, small.origin);
    expect(large.status).toBe(413);
    expect((await large.json()).error).toBe('the body is larger than 1000 bytes');
    small.server.close();
    expect((await post('/render', '{"elements":')).status).toBe(400);
    const noElements = await post('/render', { config });
    expect(noElements.status).toBe(400);
    expect((await noElements.json()).error).toBe('"elements" is no array');
  });
});

describe('GET /health and other routes', () => {
  it('answers load balancers with the version and the cache’s size; unknown routes 404, wrong methods 405', async () => {
    const health = await fetch(`${service.origin}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', version: '9.9.9', cache: { entries: expect.any(Number) } });
    expect((await fetch(`${service.origin}/render`)).status).toBe(405);
    expect((await fetch(`${service.origin}/nothing`)).status).toBe(404);
  });
});

describe('POST /render-page', () => {
  const shell = (body: string) => `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Weine</title>
<script type="application/json" id="shop-config">${JSON.stringify(config)}</script>
<script type="module" src="/vinothek/loader.js"></script></head>
<body>${body}</body></html>`;
  const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll("'", '&#39;');

  it('renders every shop tag that carries its data in place, with its JSON-LD and the lead picture preloaded, and leaves the others as written', async () => {
    const list = `<shop-article-list initial='${attribute(listAttributes.initial)}' base-url="/weine" paging=pager>\n</shop-article-list>`;
    const untouched = [
      `<shop-search-field placeholder="Suchen"></shop-search-field>`,
      `<!-- <shop-header></shop-header> -->`,
      `<script>document.write('<shop-header></shop-header>')</script>`,
      `<shop-article-list initial='{"items":3}'></shop-article-list>`,
    ].join('\n');
    const page = shell(`<header>${untouched}</header><main><h1>Unsere Weine</h1>${list}</main>`);
    const response = await post('/render-page', page, service.origin, { 'x-page-url': PAGE, 'content-type': 'text/html; charset=utf-8' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-rendered-elements')).toBe('1');
    const rendered = await response.text();
    const expected = await renderElement('shop-article-list', listAttributes, { config, url: PAGE });
    const preload = leadImagePreload(expected);
    expect(preload).toContain(`/images/artikel/${result.items[0]!.artikelId}/1.webp`);
    expect(rendered).toBe(
      shell(`<header>${untouched}</header><main><h1>Unsere Weine</h1>${expected}</main>`).replace('</head>', `${preload}</head>`),
    );
  });

  it('returns a page without shop tags, or with none it can render, byte for byte', async () => {
    const bytes = Buffer.concat([
      Buffer.from('<!doctype html>\r\n<html><body><p>Caf\u00e9 &amp; ', 'latin1'),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from('</p><shop-search-field></shop-search-field></body></html>\r\n'),
    ]);
    const response = await post('/render-page', bytes);
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    expect(response.headers.get('x-rendered-elements')).toBe('0');
  });
});

describe('the render cache', () => {
  it('drops the least recently used renders once its size passes the cap, and keeps none larger than the cap', async () => {
    const { LruCache } = await import('../../src/service/lru-cache.ts');
    const cache = new LruCache(100); // bytes: (key + value) × 2 per entry
    cache.set('a', 'x'.repeat(19));
    cache.set('b', 'x'.repeat(19));
    cache.get('a'); // a is used again: b is now the oldest
    cache.set('c', 'x'.repeat(19));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([true, false, true]);
    expect(cache.bytes).toBeLessThanOrEqual(100);
    cache.set('d', 'x'.repeat(60));
    expect(cache.get('d')).toBeUndefined();
  });
});
