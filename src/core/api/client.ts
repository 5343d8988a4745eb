import ky, { HTTPError, type KyInstance } from 'ky';
import * as v from 'valibot';
import { ApiError, SchemaError, isAbortError } from '../errors.ts';
import { acceptLanguageAtom, configAtom } from '../state/config.ts';
import { storeSlot } from '../state/shared.ts';
import type { ShopStore } from '../state/store.ts';
import { showToast } from '../state/toasts.ts';
import { t } from '../../i18n/index.ts';
import { describeIssue } from '../validation.ts';
import { reviveDates } from './json.ts';
import { pendingSession, refreshSession } from './session.ts';
import { fillPath, type ApiRoute, type PathParams } from './route.ts';

type AnySchema = v.GenericSchema;

export interface CallOptions {
  json?: unknown;
  searchParams?: Record<string, string | number>;
  /**
   * Requests sharing a key supersede each other: starting one aborts the one still running
   * (ARCHITECTURE.md §5 "last write wins"), so a stale answer never lands. The aborted call rejects with
   * an AbortError, which no handler shows.
   */
  supersedeKey?: string;
  signal?: AbortSignal;
  /**
   * Takes over error handling (spec §8: "A caller-supplied handler may take over"). Without it a failed
   * call shows the errorServerCommunication toast. The call still rejects, so the caller's flow stops.
   */
  onError?: (error: ApiError) => void;
  /** A read sent as POST (the route's `safe`): it needs no CSRF token, so a missing one is not fetched first. */
  safe?: boolean;
}

/** A call of a catalogued route: `params` fill the route's `{name}` segments. */
export interface RouteCallOptions extends CallOptions {
  params?: PathParams;
}

/** What an area call lets its caller pass on: the form-submit helper takes over 400 answers through `onError`. */
export type CallHandlers = Pick<CallOptions, 'onError' | 'signal'>;

export interface ApiClient {
  /** One route of core/api/routes.ts: its method, path and answer schema; `{account}` and `{backoffice}` from the page config. */
  route<S extends AnySchema>(route: ApiRoute<S>, options?: RouteCallOptions): Promise<v.InferOutput<S>>;
}

const CSRF_HEADER = 'RequestVerificationToken';

/** The longest Retry-After a busy server's answer is waited for before the one retry (longer: the error shows). */
const MAX_RETRY_AFTER_S = 5;

/** Waits the answer's Retry-After (seconds; 1 without one); false when it asks for too long or the call is aborted meanwhile. */
function waitToRetry(response: Response, signal: AbortSignal): Promise<boolean> {
  const header = Number(response.headers.get('retry-after') ?? 1);
  const seconds = Number.isFinite(header) && header >= 0 ? header : 1;
  if (seconds > MAX_RETRY_AFTER_S) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(!signal.aborted), seconds * 1000);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve(false)), { once: true });
  });
}

/** Turns whatever ky threw into an ApiError that names the URL and, for HTTP errors, the status. */
async function toApiError(error: unknown, url: string): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const data = error.data;
    const serverMessage = serverMessageOf(data);
    const text = `${error.response.status} ${error.response.statusText}`.trim();
    return new ApiError(serverMessage ? `${text}: ${serverMessage}` : text, { status: error.response.status, url, data, cause: error });
  }
  // ky's NetworkError says only "network error"; the browser's own reason is in its cause.
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  const message = error instanceof Error ? error.message + cause : String(error);
  return new ApiError(message, { status: 0, url, cause: error });
}

/**
 * The one HTTP client of the page (spec §7 General). Reads apiBase, csrfToken and accept-language
 * from the store on every call, so a language change or a new token applies at once.
 */
export function createApiClient(store: ShopStore): ApiClient {
  const inFlight = new Map<string, AbortController>();

  const http: KyInstance = ky.create({
    retry: 0,
    timeout: 30_000,
    credentials: 'same-origin',
    // Looked up per call so tests can route fetch to the in-process demo server.
    fetch: (input, init) => globalThis.fetch(input, init),
    parseJson: (text) => JSON.parse(text, reviveDates),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          request.headers.set('accept-language', store.get(acceptLanguageAtom));
          const token = store.get(configAtom).csrfToken;
          if (token) request.headers.set(CSRF_HEADER, token);
        },
      ],
    },
  });

  async function call<S extends AnySchema>(method: 'get' | 'post' | 'delete', path: string, schema: S, options: CallOptions = {}) {
    const base = store.get(configAtom).apiBase.replace(/\/$/, '');
    // Absolute, so Request objects work outside a browsing context too (tests, SSR).
    const url = new URL(`${base}/${path.replace(/^\//, '')}`, globalThis.location?.href ?? 'http://localhost/').href;
    const controller = new AbortController();
    if (options.supersedeKey) {
      inFlight.get(options.supersedeKey)?.abort();
      inFlight.set(options.supersedeKey, controller);
    }
    const signal = options.signal ? AbortSignal.any([options.signal, controller.signal]) : controller.signal;
    const send = () =>
      http(url, {
        method,
        signal,
        ...(options.json !== undefined ? { json: options.json } : {}),
        ...(options.searchParams ? { searchParams: options.searchParams } : {}),
      }).json();
    const changesState = method !== 'get' && !options.safe;
    try {
      // A cacheable page's session read sets the cookie and token every call needs: no call runs beside it.
      await pendingSession(store);
      if (changesState && !store.get(configAtom).csrfToken) await refreshSession(store);
      let body: unknown;
      try {
        body = await send();
      } catch (error) {
        if (!(error instanceof HTTPError) || signal.aborted) throw error;
        const { status } = error.response;
        // 403 to a state change: the token was someone else's (a cached page) or expired. One fresh token, one retry.
        const staleToken = status === 403 && changesState && (await refreshSession(store));
        // 503: the server was busy (its database locked) and changed nothing. One retry after the wait it asks for.
        const busy = status === 503 && (await waitToRetry(error.response, signal));
        if (!staleToken && !busy) throw error;
        body = await send();
      }
      const result = v.safeParse(schema, body);
      if (!result.success) {
        const issue = result.issues[0];
        const schemaError = new SchemaError(issue?.message ?? 'invalid answer', issue ? (v.getDotPath(issue) ?? '') : '');
        throw new ApiError(`Ungültige Antwort von ${url}: ${describeIssue(issue)}`, { status: 200, url, data: body, cause: schemaError });
      }
      return result.output;
    } catch (error) {
      if (isAbortError(error) || signal.aborted) throw error instanceof DOMException ? error : new DOMException('superseded', 'AbortError');
      const apiError = await toApiError(error, url);
      if (options.onError) options.onError(apiError);
      else reportServerError(store, apiError);
      throw apiError;
    } finally {
      if (options.supersedeKey && inFlight.get(options.supersedeKey) === controller) inFlight.delete(options.supersedeKey);
    }
  }

  return {
    route: (route, { params, ...options } = {}) => {
      const config = store.get(configAtom);
      const path = fillPath(route.path, { account: config.accountSegment, backoffice: config.backoffice, ...params });
      return call(route.method.toLowerCase() as Lowercase<typeof route.method>, path, route.answer, {
        ...options,
        safe: route.safe === true,
      });
    },
  };
}

/** Spec §8 first row: the warning toast with the error text. */
export function reportServerError(store: ShopStore, error: Error): void {
  const tooMany = error instanceof ApiError && error.status === 429 ? serverMessageOf(error.data) : '';
  // A throttled call is no communication failure: the back end's own words (e.g. 'Zu viele Anfragen …') say
  // what to do, so they are the whole toast; nothing is retried automatically.
  if (tooMany) showToast(store, { kind: 'warning', message: tooMany });
  else showToast(store, { kind: 'warning', message: t('errorServerCommunication'), detail: error.message });
}

function serverMessageOf(data: unknown): string {
  return typeof data === 'object' && data && 'message' in data && typeof data.message === 'string' ? data.message : '';
}

/**
 * The client bound to a store: one per store, kept on the store so superseding works across islands
 * and across copies of core on one page.
 */
export function apiFor(store: ShopStore): ApiClient {
  return storeSlot(store, 'api-client', () => createApiClient(store));
}
