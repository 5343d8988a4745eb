import type { CheckSession } from './check-session.ts';
import { message } from './messages.ts';
import { sampleOf, type Known } from './probes.ts';
import type { Walk } from './walk.ts';

/**
 * The happy path of every route of `who` that no step of the walks has sent, with the request its entry declares
 * (`sample`, core/api/routes/<area>.ts): a new route is checked by declaring it, without a step here. Routes whose
 * answers the walk needs (a created list's id, a basket line) are walked by hand in visitor-walk.ts and
 * customer-walk.ts instead.
 */
export async function sampleWalk(walk: Walk, session: CheckSession, known: Known, who: 'public' | 'customer'): Promise<void> {
  for (const entry of walk.contract) {
    if (!!entry.customer !== (who === 'customer') || walk.has(entry.name, 'ok')) continue;
    const sample = sampleOf(entry, known);
    if (sample === null) walk.skip(entry.name, 'ok', message('needs', { what: 'sample' }));
    else if (sample !== undefined) await walk.ok(session, entry.name, sample);
  }
}

/** A route nobody sent: neither a step nor its sample. Said, so a new route cannot go unchecked unnoticed. */
export function unwalked(walk: Walk): void {
  for (const entry of walk.contract) if (!walk.has(entry.name, 'ok')) walk.skip(entry.name, 'ok', message('noSample'));
}
