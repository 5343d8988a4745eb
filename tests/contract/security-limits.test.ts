// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createApp } from '../../examples/app.ts';
import { openDatabase } from '../../examples/database.ts';
import { CheckoutValidateResponseSchema } from '../../src/core/api/schemas/checkout.ts';
import { answer, commerceShop } from '../support/commerce-shop.ts';

/** Issue 34 findings 7–10: body limits before reading, the developer tools, the wallet rule, HSTS. */

const MB = 1024 * 1024;

/** A chunked body of `total` bytes (no content-length) that counts how much of it was read. */
function countingBody(total: number) {
  const pulled = { bytes: 0 };
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      pulled.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

describe('limits', () => {
  it('refuses a 30 MB chunked body with 413 after reading little of it: the CSP report and the API', async () => {
    const shop = commerceShop();
    const s = await shop.visitor();
    for (const path of ['/__csp-report', '/api/basket/add']) {
      const { stream, pulled } = countingBody(30 * MB);
      const res = await s.request(path, {
        method: 'POST',
        headers: { 'content-type': path === '/__csp-report' ? 'application/csp-report' : 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(res.status, path).toBe(413);
      expect(pulled.bytes, path).toBeLessThan(MB);
    }
  });

  it('answers /__outbox and /__demo to the shop’s own machine only', async () => {
    const app = createApp({ db: openDatabase(':memory:', { articles: 10 }), trustProxy: true });
    const from = (ip: string, path: string) => app.request(path, { headers: { 'x-forwarded-for': ip } });
    expect((await from('203.0.113.7', '/__outbox')).status).toBe(404);
    expect((await from('203.0.113.7', '/__outbox?format=json')).status).toBe(404);
    expect((await from('203.0.113.7', '/__demo/backoffice')).status).toBe(404);
    expect((await from('127.0.0.1', '/__outbox?format=json')).status).toBe(200);
    expect((await from('::1', '/__demo/backoffice')).status).toBe(200);
  });

  it('accepts Apple Pay only from a browser that says it runs on an Apple device', async () => {
    const shop = commerceShop();
    const s = await shop.customer();
    await s.post('/api/basket/add', [{ artikelId: 1006, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 2 }]);
    const validate = async (userAgent: string) => {
      const res = await s.request('/api/checkout/validate', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': userAgent },
        body: JSON.stringify({
          basket: { lieferartId: 1, zahlungsartId: 5, agbAkzeptiert: true, minimumAlter: true },
          calculateBasket: true,
        }),
      });
      return (await answer(res, CheckoutValidateResponseSchema)).model;
    };
    const desktop = await validate(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
    );
    expect(desktop.moduleState.zahlungsart.validationResult.zahlungsartId?.message).toBe(
      'Diese Zahlungsart ist auf diesem Gerät nicht verfügbar.',
    );
    expect(desktop.readyToSendOrder).toBe(false);
    const iphone = await validate(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    );
    expect(iphone.moduleState.zahlungsart.isValid).toBe(true);
    expect(iphone.readyToSendOrder).toBe(true);
  });

  it('sends Strict-Transport-Security over https (behind a trusted proxy), not over plain http', async () => {
    const app = createApp({ db: openDatabase(':memory:', { articles: 10 }), trustProxy: true });
    const https = await app.request('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    expect((await app.request('/')).headers.get('strict-transport-security')).toBeNull();
  });
});
