import { describe, expect, it } from 'vitest';
import { CONTRACT } from '../../src/core/api/contract.ts';
import type { ApiRoute } from '../../src/core/api/route.ts';
import * as routes from '../../src/core/api/routes.ts';

/** A route is declared once, in routes/<area>.ts, with its contract; contract.ts only reads them. */
describe('one declaration per route', () => {
  it('gives the contract every route of routes.ts once, with the request and faults written beside its path', () => {
    expect(CONTRACT.map((entry) => entry.name).sort()).toEqual(Object.keys(routes).sort());
    for (const entry of CONTRACT) {
      const route: ApiRoute = routes[entry.name];
      expect(entry.route).toBe(route);
      expect(route.contract, entry.name).toMatchObject({ area: entry.area, summary: entry.summary });
      expect(entry.request).toBe(route.contract && route.contract.request);
    }
    expect(CONTRACT.find((entry) => entry.name === 'basketAdd')?.faults).toEqual(['no-token', 'unknown-id', 'bad-input']);
  });
});
