import type { CheckSession } from './check-session.ts';
import { message } from './messages.ts';
import { probeOf, type Known } from './probes.ts';
import type { Walk } from './walk.ts';

/**
 * Every fault of every route (core/api/contract.ts), each with a request that cannot change data. Customer
 * routes are sent as the customer, so a 403 or 404 is about the token or the id, not the missing login.
 */
export async function faultWalk(
  walk: Walk,
  visitor: CheckSession,
  customer: CheckSession | null,
  known: Known,
  only: 'public' | 'customer' | 'all',
): Promise<void> {
  for (const entry of walk.contract) {
    if ((only === 'public' && entry.customer) || (only === 'customer' && !entry.customer)) continue;
    const probe = probeOf(entry, known);
    const session = entry.customer ? customer : visitor;
    for (const fault of entry.faults) {
      if (fault === 'no-login') {
        await walk.fault(visitor, entry.name, fault, probe.harmless ?? {});
      } else if (!session) {
        walk.skip(entry.name, fault, message('noLogin'));
      } else if (fault === 'no-token') {
        await walk.fault(session, entry.name, fault, { ...probe.harmless, ...probe.unknown, ...probe.bad, token: false });
      } else {
        const spec = fault === 'unknown-id' ? probe.unknown : probe.bad;
        if (spec) await walk.fault(session, entry.name, fault, spec);
        else walk.skip(entry.name, fault, message('needs', { what: `probe ${fault}` }));
      }
    }
  }
}
