/**
 * A cheap request while the dearest searches run (issue 34): `node examples/server.ts` in its own process on
 * loopback, GET /api/session answered alone (idle), then while 4 clients send, without pause, the most
 * expensive site and article searches the API accepts (as many words as allowed, each unknown, so each is
 * corrected). The attackers come from ever new addresses (a trusted proxy's X-Forwarded-For), so the search
 * limit per client does not spare the server: what is measured is the slicing of one search.
 * Budget: the cheap request's p99 under that load ≤ 2× its idle p99 (+1 ms for the clock's grain).
 * BENCH_ABUSE_SECONDS sets the time per phase (default 6).
 */
import { MAX_SEARCH_TERM_LENGTH, MAX_SEARCH_WORDS } from '../src/core/api/schemas/search-term.ts';
import { closedLoop, line, quantile, startDemoServer } from './lib/demo-process.ts';

const SECONDS = Number(process.env.BENCH_ABUSE_SECONDS) || 6;
const ATTACKERS = 4;

/** Unknown words as long as the caps allow: each search corrects every one of them. */
function maximalTerm(seed: number): string {
  const length = Math.floor((MAX_SEARCH_TERM_LENGTH + 1) / MAX_SEARCH_WORDS) - 1;
  let s = seed;
  const letter = () => String.fromCharCode(97 + ((s = (s * 48271) % 2147483647) % 26));
  return Array.from({ length: MAX_SEARCH_WORDS }, () => Array.from({ length }, letter).join('')).join(' ');
}

/** GET /api/session one after the other for `seconds`: the times, sorted; any other answer than 200 ends the bench. */
async function cheapRequests(origin: string, seconds: number): Promise<number[]> {
  const { times, errors } = await closedLoop(1, seconds, async () => {
    const res = await fetch(`${origin}/api/session`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET /api/session: ${res.status}`);
  });
  if (errors > 0) throw new Error(`GET /api/session: ${errors} answers other than 200`);
  return times;
}

const server = await startDemoServer({ SHOP_TRUST_PROXY: '1' });
const { origin } = server;
let searches = 0;
try {
  await cheapRequests(origin, 0.5); // warm-up
  const idle = await cheapRequests(origin, SECONDS);
  let attacking = true;
  let seed = 1;
  const attackers = Array.from({ length: ATTACKERS }, async (_, client) => {
    for (let n = 0; attacking; n++) {
      const term = maximalTerm(seed++);
      const [path, body] =
        n % 2 === 0
          ? ['/api/sitesearch/search', { currentPage: 1, filterValues: { searchterm: term } }]
          : ['/api/artikelsearch/search', { pageNumber: 1, filterValues: { suchbegriff: term }, populateSearchFields: true }];
      const res = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${client}.${(n >> 8) & 255}.${n & 255}` },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      if (res.status === 200) searches++;
    }
  });
  const loaded = await cheapRequests(origin, SECONDS);
  attacking = false;
  await Promise.all(attackers);
  const [idle50, idle99] = [quantile(idle, 0.5), quantile(idle, 0.99)];
  const [load50, load99] = [quantile(loaded, 0.5), quantile(loaded, 0.99)];
  const budget = 2 * idle99 + 1;
  if (!(load99 <= budget)) process.exitCode = 1;
  line('cheap request (GET /api/session) idle p50/p99', `${idle50.toFixed(1)} / ${idle99.toFixed(1)} ms`);
  line(
    `  while ${ATTACKERS} clients send maximal searches`,
    `${load50.toFixed(1)} / ${load99.toFixed(1)} ms`,
    `${load99 <= budget ? 'ok  ' : 'OVER'} budget p99 ≤ 2× idle + 1 ms`,
  );
  line('  maximal searches answered meanwhile', `${(searches / SECONDS).toFixed(0)} /s`);
} finally {
  server.stop();
}
