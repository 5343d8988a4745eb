// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createApiClient } from '../../src/core/api/client.ts';
import type { ApiRoute } from '../../src/core/api/route.ts';
import { ApiError } from '../../src/core/errors.ts';
import { configAtom, acceptLanguageAtom } from '../../src/core/state/config.ts';
import { createShopStore } from '../../src/core/state/store.ts';
import { toastsAtom } from '../../src/core/state/toasts.ts';
import { DEFAULT_CONFIG } from '../../src/core/config.ts';

const AnswerSchema = v.object({ total: v.number(), createdAt: v.date(), lieferdatum: v.string() });
const post = (path: string): ApiRoute<typeof AnswerSchema> => ({ method: 'POST', path, answer: AnswerSchema, contract: false });

function setup(fetchImpl: typeof fetch) {
  vi.stubGlobal('fetch', fetchImpl);
  const store = createShopStore();
  store.set(configAtom, { ...DEFAULT_CONFIG, apiBase: '/api/', csrfToken: 'token-123' });
  return { store, api: createApiClient(store) };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('API client (spec §7 General, §8)', () => {
  it('sends accept-language de-CH and the anti-forgery token, and revives ISO date-times', async () => {
    const seen: Request[] = [];
    const { api, store } = setup(async (input, init) => {
      seen.push(new Request(input, init));
      return json({ total: 12.5, createdAt: '2026-11-20T10:15:00Z', lieferdatum: '2026-11-21' });
    });
    const answer = await api.route(post('basket/calculate'), { json: {} });
    expect(answer.createdAt).toBeInstanceOf(Date);
    expect(answer.createdAt.toISOString()).toBe('2026-11-20T10:15:00.000Z');
    expect(answer.lieferdatum).toBe('2026-11-21'); // plain dates stay strings
    expect(new URL(seen[0]!.url).pathname).toBe('/api/basket/calculate');
    expect(seen[0]!.headers.get('accept-language')).toBe('de-CH');
    expect(seen[0]!.headers.get('RequestVerificationToken')).toBe('token-123');

    store.set(acceptLanguageAtom, 'fr-CH');
    await api.route(post('basket/calculate'));
    expect(seen[1]!.headers.get('accept-language')).toBe('fr-CH');
  });

  it('shows the errorServerCommunication toast with the error text when the network fails', async () => {
    const { api, store } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.route(post('basket/add'), { json: [] })).rejects.toBeInstanceOf(ApiError);
    const [toast] = store.get(toastsAtom);
    expect(toast?.kind).toBe('warning');
    expect(toast?.message).toBe('Während der Kommunikation mit dem Server ist ein Fehler aufgetreten!');
    expect(toast?.detail).toMatch(/network error.*Failed to fetch/);
  });

  it('reports an HTTP 500 with its status', async () => {
    const { api, store } = setup(async () => json({ message: 'Interner Fehler' }, 500));
    const error = await api.route(post('basket/add')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    expect(store.get(toastsAtom)[0]?.detail).toMatch(/500.*Interner Fehler/);
  });

  it('turns an answer that violates its schema into an ApiError naming the field', async () => {
    const { api, store } = setup(async () => json({ total: 'zwölf', createdAt: '2026-11-20T10:15:00Z', lieferdatum: 'x' }));
    const error = (await api.route(post('basket/calculate')).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toMatch(/total/);
    expect(store.get(toastsAtom)[0]?.detail).toMatch(/Ungültige Antwort.*total/);
  });

  it('treats malformed JSON as a failure, not a crash', async () => {
    const { api, store } = setup(async () => new Response('{"total": 1', { status: 200, headers: { 'content-type': 'application/json' } }));
    await expect(api.route(post('basket/calculate'))).rejects.toBeInstanceOf(ApiError);
    expect(store.get(toastsAtom)).toHaveLength(1);
  });

  it('lets a caller-supplied handler take over instead of the toast', async () => {
    const { api, store } = setup(async () => json({ validationResult: { email: { isValid: false, message: 'E-Mail fehlt' } } }, 400));
    const onError = vi.fn();
    await expect(api.route(post('artikel-erinnerung/add'), { onError })).rejects.toBeInstanceOf(ApiError);
    expect(onError).toHaveBeenCalledOnce();
    expect((onError.mock.calls[0]![0] as ApiError).data).toEqual({
      validationResult: { email: { isValid: false, message: 'E-Mail fehlt' } },
    });
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it('aborts a superseded request so its late answer never lands, and shows no toast for it', async () => {
    const resolvers: ((response: Response) => void)[] = [];
    const { api, store } = setup(
      (input, init) =>
        new Promise<Response>((resolve, reject) => {
          // Like a real fetch: an already aborted signal rejects at once, a later abort rejects then.
          const signal = init?.signal ?? (input as Request).signal;
          const abort = () => reject(new DOMException('aborted', 'AbortError'));
          if (signal?.aborted) return abort();
          signal?.addEventListener('abort', abort);
          resolvers.push(resolve);
        }),
    );
    const first = api.route(post('basket/add'), { supersedeKey: 'line-1' });
    const second = api.route(post('basket/add'), { supersedeKey: 'line-1' });
    // The first call is aborted before or after it reaches the network; only the second is answered.
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(resolvers.length).toBeGreaterThan(0));
    resolvers.at(-1)!(json({ total: 2, createdAt: '2026-11-20T10:15:00Z', lieferdatum: '' }));
    await expect(second).resolves.toMatchObject({ total: 2 });
    expect(store.get(toastsAtom)).toEqual([]);
  });
});
