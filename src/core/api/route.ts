import type * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * One call of spec §7 as the client makes it: what the area functions, the OpenAPI document and the
 * `check-api` command all read, so none of them can name another path or answer shape.
 */
export interface ApiRoute<S extends v.GenericSchema = v.GenericSchema> {
  readonly method: HttpMethod;
  /** Below the page config's apiBase; `{account}` and `{backoffice}` come from the page config, other `{name}`s per call. */
  readonly path: string;
  /** The schema the client parses a 200 answer with. */
  readonly answer: S;
  /**
   * A POST that only reads (the searches): sent without CSRF token and accepted without one, so a page served
   * from a full-page cache, whose token is someone else's or none, can search (README "Full-page caching").
   */
  readonly safe?: true;
}

export type PathParams = Readonly<Record<string, string | number>>;

/**
 * The route's path with its `{name}` segments filled in (not encoded: the values are ids, picklist names and
 * the page config's segments, which may hold a slash); a missing one is a programming error that names it.
 */
export function fillPath(path: string, params: PathParams): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    return String(value);
  });
}
