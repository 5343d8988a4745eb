import { AREAS, type ApiRoute, type ContractEntry } from './route.ts';
import * as routes from './routes.ts';

/**
 * What a CMS back end must do for each route of routes.ts beyond the 200 answer: the request it is sent
 * and the faults it must answer, read from the contract each route is declared with (routes/<area>.ts).
 * The OpenAPI document (npm run openapi) and `check-api` are built from this list. Not imported by the
 * elements.
 */

export type { Area, CallSample, ContractEntry, Known, Probes, QueryParameter } from './route.ts';
export type RouteName = keyof typeof routes;

/** The faults of ARCHITECTURE.md §6 "errors" that a route can answer. */
export type Fault =
  /** 403 `{message}`: a POST or DELETE without the session's RequestVerificationToken (not the safe reads) */
  | 'no-token'
  /** 401 `{message}`: a customer call without login */
  | 'no-login'
  /** 404 `{message}`: an id (in the path, the query or the body) that is not the caller's */
  | 'unknown-id'
  /** 400 `{validationResult}`: a body or query that fails its schema; nothing is changed */
  | 'bad-input';

export interface ContractRoute extends ContractEntry {
  name: RouteName;
  route: ApiRoute;
  /** A POST or DELETE that is not a `safe` read: it needs the session's token (and check-api sends it no real change unasked). */
  changesState: boolean;
  faults: readonly Fault[];
}

/** The faults a route must answer, from its entry: every fault of ARCHITECTURE.md §6 that can apply to it. */
function faultsOf(route: ApiRoute, entry: ContractEntry): Fault[] {
  const faults: Fault[] = [];
  if (route.method !== 'GET' && !route.safe) faults.push('no-token');
  if (entry.customer) faults.push('no-login');
  if (entry.unknownId) faults.push('unknown-id');
  if (entry.request || entry.badQuery) faults.push('bad-input');
  return faults;
}

/**
 * The contract of a route table (name → route, as routes.ts exports them), by area and name. A test passes its
 * own table (the real one plus a stand-in route) to see a new entry reach the OpenAPI document and check-api.
 */
export function contractOf(table: Readonly<Record<string, ApiRoute>>): ContractRoute[] {
  return (
    Object.entries(table)
      .map(([name, route]) => {
        if (!route.contract) throw new Error(`${name}: its contract was built away (VINOTHEK_PAGE_BUILD)`);
        const changesState = route.method !== 'GET' && !route.safe;
        return { ...route.contract, name: name as RouteName, route, changesState, faults: faultsOf(route, route.contract) };
      })
      // By area, then by name: a module namespace's key order differs between Node and vitest.
      .sort((a, b) => AREAS.indexOf(a.area) - AREAS.indexOf(b.area) || (a.name < b.name ? -1 : 1))
  );
}

/** Every route, by area and name. */
export const CONTRACT: readonly ContractRoute[] = contractOf(routes);

export function contractRoute(name: RouteName): ContractRoute {
  return CONTRACT.find((entry) => entry.name === name)!;
}
