import type { Context, Handler, Hono, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { ApiRoute } from '../../src/core/api/route.ts';
import type { AppEnv } from './context.ts';
import { notFound } from './http.ts';
import { requireLogin } from './require-login.ts';
import { validateBody } from './validate.ts';

/** The request body a route's entry declares (`contract.request`), parsed; undefined for a route without one. */
type BodyOf<R extends ApiRoute> =
  Exclude<R['contract'], false> extends { request: infer S extends v.GenericSchema } ? v.InferOutput<S> : undefined;

export interface ServeOptions {
  /** Middleware after the login check and before the body is read (a rate limit). */
  before?: MiddlewareHandler<AppEnv>[];
  /** What the demo accepts where it is more lenient than the contract (the article search takes no body too). */
  request?: v.GenericSchema;
}

/** The demo's account segment and back-office name (its page config's); a route's other `{name}`s are Hono's `:name`. */
const SEGMENTS: Readonly<Record<string, string>> = { account: 'account', backoffice: 'Backoffice' };

/** A route's path as the demo serves it below /api. */
export function servedPath(route: ApiRoute): string {
  return `/${route.path.replace(/\{(\w+)\}/g, (_, name: string) => SEGMENTS[name] ?? `:${name}`)}`;
}

/**
 * Serves one route of core/api/routes/<area>.ts on `api` (mounted under /api): the method and path come from the
 * entry, a customer route (`customer`) answers 401 without a login, a path `{name}` its `pathParams` schema refuses
 * answers 404 (an unknown id), and a route with a `request` schema answers 400 `{ validationResult }` for a body that
 * fails it, before `handler` runs with the parsed body. Whether it needs the
 * token is the entry's too (csrf.ts reads the `safe` reads from the route table). So a new call is its entry, its
 * call function in core/api/<area>.ts and one `serve(…)` here.
 */
export function serve<R extends ApiRoute>(
  api: Hono<AppEnv>,
  route: R,
  handler: (c: Context<AppEnv>, body: BodyOf<R>) => Response | Promise<Response>,
  options: ServeOptions = {},
): void {
  const contract = route.contract || undefined;
  const schema = options.request ?? contract?.request;
  const handlers: Handler<AppEnv>[] = [
    ...(contract?.customer ? [requireLogin()] : []),
    ...(options.before ?? []),
    async (c) => {
      for (const [name, param] of Object.entries(contract?.pathParams ?? {})) {
        const text = c.req.param(name) ?? '';
        if (!v.is(param, /^\d{1,15}$/.test(text) ? Number(text) : text)) notFound();
      }
      return handler(c, (schema ? await validateBody(c, schema) : undefined) as BodyOf<R>);
    },
  ];
  api.on(route.method, servedPath(route), ...(handlers as [Handler<AppEnv>]));
}
