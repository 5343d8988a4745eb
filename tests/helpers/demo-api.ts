import { waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { DEFAULT_CONFIG, type ShopConfig } from '../../src/core/config.ts';
import { configAtom } from '../../src/core/state/config.ts';
import { createShopStore, type ShopStore } from '../../src/core/state/store.ts';
import { createDemoApp, DemoSession } from '../support/demo-session.ts';

/** `lost-answer`: the server handles the request, then the answer never arrives (a dropped connection). */
export type Fault = 'network' | 'server-error' | 'malformed-json' | 'wrong-shape' | 'lost-answer';

/**
 * Component tests talk to the real demo API in-process (ARCHITECTURE.md §7): `fetch` is routed to `createApp`
 * with a cookie jar, as a browser would send it. Faults are injected at the transport, never by
 * mocking the API's answers.
 */
export interface DemoApi {
  session: DemoSession;
  store: ShopStore;
  /** Every request that reached the server (method and path), in order. */
  requests: { method: string; path: string; body: string }[];
  /** The next `count` requests fail as given (default 1). */
  failNext(fault: Fault, count?: number): void;
  /** While true every request fails as with no connection (`Failed to fetch`), however many there are. */
  setOffline(offline: boolean): void;
  /** Requests wait until `release()` is called (for double clicks and out-of-order answers). */
  hold(): { release: () => void };
  login(userName?: string): Promise<void>;
  /**
   * Resolves once every request that reached the server has its answer (or its fault) and the
   * answers' follow-ups (state updates, renders) have run: the signal that "nothing more is coming".
   */
  idle(): Promise<void>;
}

export async function startDemoApi(
  options: {
    articles?: number;
    now?: () => Date;
    config?: Partial<ShopConfig>;
    /** Adds to the demo app before its first request (a test's stand-in route: Hono takes no route after that). */
    extend?: (app: ReturnType<typeof createDemoApp>) => void;
  } = {},
): Promise<DemoApi> {
  const app = createDemoApp(options);
  options.extend?.(app);
  const session = await new DemoSession(app).start('/');
  const store = createShopStore();
  const syncConfig = () =>
    store.set(configAtom, {
      ...DEFAULT_CONFIG,
      ...options.config,
      csrfToken: session.csrfToken,
      user: { ...DEFAULT_CONFIG.user, authenticated: session.cookie !== '' && loggedIn },
    });
  let loggedIn = false;
  syncConfig();

  const requests: DemoApi['requests'] = [];
  const faults: Fault[] = [];
  let gate: Promise<void> | null = null;
  let inFlight = 0;
  let offline = false;

  const serve = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    requests.push({ method: request.method, path: url.pathname + url.search, body });
    if (gate) await gate;
    if (offline) throw new TypeError('Failed to fetch');
    const fault = faults.shift();
    if (fault === 'network') throw new TypeError('Failed to fetch');
    if (fault === 'server-error')
      return new Response('{"message":"Interner Fehler"}', { status: 500, headers: { 'content-type': 'application/json' } });
    if (fault === 'malformed-json') return new Response('{"basket": ', { status: 200, headers: { 'content-type': 'application/json' } });
    if (fault === 'wrong-shape')
      return new Response('{"basket": {"items": "keine"}}', { status: 200, headers: { 'content-type': 'application/json' } });
    const answer = await session.request(url.pathname + url.search, {
      method: request.method,
      headers: request.headers,
      body: body || undefined,
    });
    if (fault === 'lost-answer') throw new TypeError('Failed to fetch');
    return answer;
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    inFlight++;
    try {
      return await serve(input, init);
    } finally {
      inFlight--;
    }
  });

  return {
    session,
    store,
    requests,
    failNext(fault, count = 1) {
      for (let i = 0; i < count; i++) faults.push(fault);
    },
    setOffline(value) {
      offline = value;
    },
    hold() {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return { release };
    },
    async idle() {
      // waitFor runs in act: the answers' state updates and renders are flushed before it resolves.
      await waitFor(() => {
        if (inFlight > 0) throw new Error(`${inFlight} request(s) still on their way`);
      });
    },
    async login(userName = 'demo@vinothek.ch') {
      await session.login(userName);
      loggedIn = true;
      syncConfig();
    },
  };
}
