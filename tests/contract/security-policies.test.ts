// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenOptions } from '../../examples/platform/listen.ts';
import { commerceShop } from '../support/commerce-shop.ts';

/** Issue 24: Permissions-Policy, CSP reporting the demo logs, and a server that binds to loopback unless told. */
afterEach(() => {
  vi.restoreAllMocks();
});

describe('policies', () => {
  it('every answer switches off camera, microphone, geolocation and payment; pages name a CSP report endpoint', async () => {
    const shop = commerceShop();
    for (const path of ['/', '/shop', '/api/basket', '/images/artikel/1001/1.webp?width=96']) {
      const policy = (await shop.app.request(path)).headers.get('permissions-policy') ?? '';
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) expect(policy, path).toContain(feature);
    }
    const page = await shop.app.request('/shop');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/(^|; )report-to csp(;|$)/);
    expect(csp).toContain('report-uri /__csp-report');
    expect(page.headers.get('reporting-endpoints')).toBe('csp="/__csp-report"');
  });

  it('logs a violation report (both formats) without session or token, and refuses junk', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const shop = commerceShop();
    const legacy = await shop.app.request('/__csp-report', {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': 'http://shop/shop',
          'violated-directive': 'script-src',
          'blocked-uri': 'https://evil.example/x.js',
        },
      }),
    });
    expect(legacy.status).toBe(204);
    expect(legacy.headers.get('set-cookie')).toBeNull();
    const modern = await shop.app.request('/__csp-report', {
      method: 'POST',
      headers: { 'content-type': 'application/reports+json' },
      body: JSON.stringify([
        {
          type: 'csp-violation',
          body: { documentURL: 'http://shop/', effectiveDirective: 'img-src', blockedURL: 'https://tracker.example/p.gif' },
        },
      ]),
    });
    expect(modern.status).toBe(204);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      'CSP violation: script-src blocked https://evil.example/x.js on http://shop/shop',
      'CSP violation: img-src blocked https://tracker.example/p.gif on http://shop/',
    ]);
    expect((await shop.app.request('/__csp-report', { method: 'POST', body: 'kein json' })).status).toBe(400);
    expect((await shop.app.request('/__csp-report', { method: 'POST', body: 'x'.repeat(20_000) })).status).toBe(413);
  });

  it('npm start listens on loopback unless HOST says otherwise (containers: HOST=0.0.0.0)', () => {
    expect(listenOptions({})).toEqual({ hostname: '127.0.0.1', port: 3000 });
    expect(listenOptions({ HOST: '0.0.0.0', PORT: '8080' })).toEqual({ hostname: '0.0.0.0', port: 8080 });
  });
});
