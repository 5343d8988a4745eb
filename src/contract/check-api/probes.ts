import type { ContractRoute } from '../../core/api/contract.ts';
import type { CallSample, Known, Probes } from '../../core/api/route.ts';

/**
 * The requests check-api sends are declared with each route (core/api/routes/<area>.ts: `sample` for its happy
 * path, `probes` for its faults); these read them.
 */
export { UNKNOWN_ID, testAddress, type Known } from '../../core/api/route.ts';
export type Probe = Probes;

/** The requests of a route's fault cases, given what the walk found. */
export function probeOf(entry: ContractRoute, known: Known): Probes {
  return (typeof entry.probes === 'function' ? entry.probes(known) : entry.probes) ?? {};
}

/** The request of a route's happy path when no walk step sends it; undefined: it has none, null: the walk found too little. */
export function sampleOf(entry: ContractRoute, known: Known): CallSample | null | undefined {
  return typeof entry.sample === 'function' ? entry.sample(known) : entry.sample;
}
