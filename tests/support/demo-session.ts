import type { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../examples/platform/context.ts';
import { createApp } from '../../examples/app.ts';
import { seededDatabase } from './seeded-database.ts';
import { parseApiJson } from '../../src/core/api/json.ts';

/**
 * A browser-like visitor of the in-process demo app: keeps the session cookie and sends the
 * csrf token (read from the page config, as the widgets do) on POST and DELETE.
 */
export class DemoSession {
  readonly app: Hono<AppEnv>;
  cookie = '';
  csrfToken = '';

  constructor(app: Hono<AppEnv>) {
    this.app = app;
  }

  /** Opens a page to get a session and its token (call before the first POST). */
  async start(path = '/account/login'): Promise<this> {
    const res = await this.request(path);
    await this.readToken(res);
    return this;
  }

  private async readToken(res: Response): Promise<void> {
    const text = await res.text();
    const match = /<script type="application\/json" id="shop-config">(.*?)<\/script>/s.exec(text);
    if (match?.[1]) this.csrfToken = (JSON.parse(match[1]) as { csrfToken: string }).csrfToken;
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookie) headers.set('cookie', this.cookie);
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD' && this.csrfToken && !headers.has('RequestVerificationToken')) {
      headers.set('RequestVerificationToken', this.csrfToken);
    }
    const res = await this.app.request(path, { ...init, headers });
    const setCookie = res.headers.get('set-cookie');
    // A login rotates the session: the header holds the deletion of the old cookie, then the new one.
    const id = setCookie ? [...setCookie.matchAll(/vinothek_session=([^;]*)/g)].at(-1)?.[1] : undefined;
    if (id) this.cookie = `vinothek_session=${id}`;
    return res;
  }

  /** POST JSON with the csrf header. */
  post(path: string, body?: unknown): Promise<Response> {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  delete(path: string): Promise<Response> {
    return this.request(path, { method: 'DELETE' });
  }

  /** Logs in through the HTML form (as the browser does); the session id and token rotate. */
  async login(userName = 'demo@vinothek.ch', password = 'demo1234'): Promise<Response> {
    if (!this.csrfToken) await this.start();
    const form = new URLSearchParams({ userName, password, returnUrl: '/', __RequestVerificationToken: this.csrfToken });
    const res = await this.request('/account/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    if (res.status === 303) await this.readToken(await this.request('/'));
    return res;
  }
}

/** Parses an answer as the client does (ISO date-times revived) and checks it against the client's schema. */
export async function parseAnswer<S extends v.GenericSchema>(res: Response, schema: S): Promise<v.InferOutput<S>> {
  return v.parse(schema, parseApiJson(await res.text()));
}

/** A fresh in-process demo shop with a small catalogue (fast to seed), plus the fixed articles. */
export function createDemoApp(options: { articles?: number; now?: () => Date } = {}): Hono<AppEnv> {
  return createApp({ db: seededDatabase({ articles: options.articles ?? 300 }), now: options.now });
}
