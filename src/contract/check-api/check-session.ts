import * as v from 'valibot';
import { parseApiJson } from '../../core/api/json.ts';
import { CONFIG_SCRIPT_ID, ShopConfigSchema, type ShopConfig } from '../../core/config.ts';

export type FetchLike = (input: string, init: RequestInit) => Response | Promise<Response>;

/** An answer as the checker judges it: the JSON parsed the way the elements' client parses it (date-times revived). */
export interface Answer {
  status: number;
  text: string;
  json: unknown;
  isJson: boolean;
}

/** What a visitor holds between calls: its cookies and the token of the last page config. */
export interface SessionState {
  cookies: ReadonlyMap<string, string>;
  token: string;
}

export interface SendOptions {
  json?: unknown;
  query?: Readonly<Record<string, string | number>>;
  /** false: leave out the RequestVerificationToken header (the no-token fault) */
  token?: boolean;
}

const CSRF_HEADER = 'RequestVerificationToken';
const CSRF_FORM_FIELD = '__RequestVerificationToken';
const CONFIG_PATTERN = new RegExp(`<script[^>]*id=["']${CONFIG_SCRIPT_ID}["'][^>]*>(.*?)</script>`, 's');

/**
 * One visitor of the back end, as a browser would be: a cookie jar, the page config's CSRF token sent on
 * every call, accept-language de-CH (spec §9). Redirects are not followed, so a login's 303 is seen.
 */
export class CheckSession {
  private readonly cookies = new Map<string, string>();
  config: ShopConfig | null = null;

  private readonly fetchFn: FetchLike;
  private readonly apiBase: string;

  /** `from`: start with another visitor's cookies (a client that kept them: the session-rotation checks) */
  constructor(fetchFn: FetchLike, apiBase: string, from?: SessionState) {
    this.fetchFn = fetchFn;
    this.apiBase = apiBase;
    for (const [name, value] of from?.cookies ?? []) this.cookies.set(name, value);
  }

  /** A copy of the cookies and the token as they are now. */
  state(): SessionState {
    return { cookies: new Map(this.cookies), token: this.token };
  }

  get token(): string {
    return this.config?.csrfToken ?? '';
  }

  /** GET a page and read its `#shop-config`; null when the page has none. */
  async readPageConfig(url: string): Promise<{ status: number; config: ShopConfig | null }> {
    const res = await this.raw(url, { method: 'GET', headers: { accept: 'text/html' } });
    const html = await res.text();
    const match = CONFIG_PATTERN.exec(html);
    if (!match?.[1]) return { status: res.status, config: null };
    const parsed = v.safeParse(ShopConfigSchema, safeJson(match[1]));
    this.config = parsed.success ? parsed.output : null;
    // A cacheable page is written for nobody (README "Full-page caching"): token and user come from GET session,
    // as the elements read them.
    if (this.config?.cacheable) {
      const session = await this.send('GET', 'session');
      const read = v.safeParse(
        v.object({ csrfToken: ShopConfigSchema.entries.csrfToken, user: ShopConfigSchema.entries.user }),
        session.json,
      );
      if (session.status === 200 && read.success) this.config = { ...this.config, ...read.output };
    }
    return { status: res.status, config: this.config };
  }

  /** Posts the login form (ARCHITECTURE.md §6) with the token of the page config read before. */
  async login(loginUrl: string, userName: string, password: string): Promise<number> {
    const form = new URLSearchParams({ userName, password, returnUrl: '/', [CSRF_FORM_FIELD]: this.token });
    const res = await this.raw(loginUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    await res.body?.cancel();
    return res.status;
  }

  /** Calls `path` below the API base. */
  async send(method: string, path: string, options: SendOptions = {}): Promise<Answer> {
    const url = new URL(`${this.apiBase.replace(/\/$/, '')}/${path}`);
    for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, String(value));
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': 'de-CH' };
    if (method !== 'GET' && options.token !== false && this.token) headers[CSRF_HEADER] = this.token;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const res = await this.raw(url.href, {
      method,
      headers,
      ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}),
    });
    const text = await res.text();
    const json = safeApiJson(text);
    return { status: res.status, text, json: json.value, isJson: json.ok };
  }

  private async raw(url: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const res = await this.fetchFn(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) this.keep(cookie);
    return res;
  }

  /** Keeps a Set-Cookie in the jar; one that expires it (a login rotating the session) removes it. */
  private keep(setCookie: string): void {
    const [pair = '', ...attributes] = setCookie.split(';');
    const at = pair.indexOf('=');
    if (at <= 0) return;
    const name = pair.slice(0, at).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', value = ''] = attribute.split('=').map((part) => part.trim());
      return (/^max-age$/i.test(key) && Number(value) <= 0) || (/^expires$/i.test(key) && Date.parse(value) < Date.now());
    });
    if (expired) this.cookies.delete(name);
    else this.cookies.set(name, pair.slice(at + 1).trim());
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function safeApiJson(text: string): { ok: boolean; value: unknown } {
  try {
    return { ok: true, value: parseApiJson(text) };
  } catch {
    return { ok: false, value: undefined };
  }
}
