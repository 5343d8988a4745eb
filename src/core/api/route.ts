import * as v from 'valibot';
import type { AddressInput } from './schemas/adresspool.ts';

declare global {
  /** Set (to true) by the page builds only (tsup.config.ts), where no code reads a route's contract. */
  var VINOTHEK_PAGE_BUILD: true | undefined;
}

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
  /**
   * What a CMS back end must do beyond the 200 answer (contract.ts, the OpenAPI document, `check-api`).
   * Written `!globalThis.VINOTHEK_PAGE_BUILD && { … }`: false in the page builds, whose minifier drops it.
   */
  readonly contract: ContractEntry | false;
}

/** The OpenAPI document's tags, in its order. */
export const AREAS = ['Sitzung', 'Suche', 'Warenkorb', 'Merkliste', 'Formulare', 'Checkout', 'Adresspool', 'Kundenkonto'] as const;
export type Area = (typeof AREAS)[number];

export interface QueryParameter {
  schema: v.GenericSchema;
  required: boolean;
  description: string;
}

export interface ContractEntry {
  area: Area;
  summary: string;
  /** customers only: the session cookie of a login (ARCHITECTURE.md §6) */
  customer?: boolean;
  /** the JSON body; a route without one is sent none */
  request?: v.GenericSchema;
  query?: Readonly<Record<string, QueryParameter>>;
  /** `{name}` segments other than `{account}` and `{backoffice}` */
  pathParams?: Readonly<Record<string, v.GenericSchema>>;
  /** what an unknown id is, for routes that answer 404 */
  unknownId?: string;
  /** set when a query parameter, not a body, is what `bad-input` refuses */
  badQuery?: boolean;
  /**
   * The request of the route's happy path that `check-api` sends when no step of its walk calls the route (and
   * so an example of the OpenAPI document): a route that changes data must be sent one that changes nothing (an
   * empty form, an unknown id) or be walked in check-api's walk. A function of what the walk found; null when it
   * found nothing to send (the case is skipped, saying so). Without it the route must be walked by hand.
   */
  sample?: CallSample | ((known: Known) => CallSample | null);
  /**
   * The requests of its fault cases (check-api), none of which may change data: `harmless` passes the schema but
   * changes nothing (what a refused call is sent), `unknown` names an id no back end has, `bad` fails the schema.
   */
  probes?: Probes | ((known: Known) => Probes);
}

/** A request as check-api sends it: path `{name}`s, JSON body, query. */
export interface CallSample {
  params?: PathParams;
  json?: unknown;
  query?: Readonly<Record<string, string | number>>;
}

export interface Probes {
  harmless?: CallSample;
  unknown?: CallSample;
  bad?: CallSample;
}

/** The ids check-api's walk found or made, for samples and probes that need a real one. */
export interface Known {
  /** an article of the back end's catalogue */
  artikelId?: number;
  /** the checker's own list, while it exists */
  merklisteId?: number;
}

/** What check-api saves in the address book (and removes again) and sends as an address; `zusatz1` tells it apart. */
export function testAddress(marker: string): AddressInput {
  return {
    anrede: 'Frau',
    vorname: 'Heidi',
    name: 'Muster',
    strasse: 'Dorfstrasse 1',
    zusatz1: marker,
    plz: '3800',
    ort: 'Interlaken',
    eMail: 'heidi.muster@example.ch',
    landId: 1,
    sprache: 'de',
  };
}

/** An id no back end has: the unknown-id cases send it, and so do fault cases that must change nothing. */
export const UNKNOWN_ID = 2_000_000_001;

/** Shared by the routes' contracts. */
export const page: QueryParameter = {
  schema: v.pipe(v.number(), v.integer(), v.minValue(1)),
  required: false,
  description: 'Seite, ab 1 (default 1)',
};
export const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

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
