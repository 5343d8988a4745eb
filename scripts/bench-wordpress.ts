/**
 * Issue 32: Lighthouse (mobile, simulated throttling) on a WordPress list page against the demo's own list page.
 * Debian's WordPress 6.1 on PHP and its own MariaDB, with the plugin (integrations/wordpress/) and the render
 * service in front of the demo shop, behind one origin as a site runs it (tests/e2e/support/). Budgets: the
 * WordPress page's LCP within 0.2 s of the demo's, CLS ≤ 0.02, each the worst of three runs. Skipped (with a line
 * saying why) on a machine without WordPress. Needs `npm run build` first (npm run bench does it).
 */
import { serve } from '@hono/node-server';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS } from '../tests/e2e/support/chromium-args.ts';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { startCmsProxy } from '../tests/e2e/support/cms-proxy.ts';
import { startRenderService } from '../tests/e2e/support/render-service.ts';
import { startWordPress, wordpressMissing } from '../tests/e2e/support/wordpress.ts';
import { createApp } from '../examples/app.ts';
import { openDatabase } from '../examples/database.ts';

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);
const BUDGET = { lcpBehindS: 0.2, cls: 0.02 };
// Headless, with the flags the browser tests use on a closed network.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const missing = wordpressMissing();
if (missing.length) {
  console.info(`\nWordPress list page (Lighthouse): skipped, this machine lacks ${missing.join(', ')}.`);
  process.exit(0);
}

const app = createApp({ db: openDatabase(':memory:') });
const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
  const instance = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(instance));
});
const address = server.address();
const shop = {
  url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
  close: () => new Promise<void>((resolve) => server.close(() => resolve())),
};
const service = await startRenderService(['--workers', '1']);
let proxy: Awaited<ReturnType<typeof startCmsProxy>> | undefined;
const wp = await startWordPress({
  origin: async (cms) => {
    proxy = await startCmsProxy({ cms, shop: shop.url });
    return proxy.url;
  },
  constants: { VINOTHEK_RENDER_URL: service.url, VINOTHEK_API_URL: `${shop.url}/api`, VINOTHEK_RENDER_TIMEOUT: '30' },
});
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });

try {
  const listPage = wp.php(`require '${wp.root}/wp-load.php';
wp_set_current_user(1);
echo get_permalink(wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Unsere Weine', 'post_content' => "<!-- wp:shortcode -->\\n[shop_article_list paging=\\"pager\\"]\\n<!-- /wp:shortcode -->"]));`);

  /** The worst LCP and CLS of RUNS Lighthouse runs on one page. */
  async function worstOf(url: string): Promise<{ lcpS: number; cls: number; why: string[] }> {
    let worst = { lcpS: 0, cls: 0, why: [] as string[] };
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const audits = result?.lhr.audits;
      if (!audits || result.lhr.runtimeError) throw new Error(`${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
      if (process.env.LIGHTHOUSE_REPORTS)
        writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, `${new URL(url).port}-${run}.json`), JSON.stringify(result.lhr, null, 1));
      const lcpS = (audits['largest-contentful-paint']?.numericValue ?? 0) / 1000;
      // What the page's LCP waited for, printed with a miss: its parts (time to first byte, load delay, …) and the
      // render-blocking files (Lighthouse's insights).
      type Insight = { items?: { items?: { label?: string; duration?: number }[]; url?: string; wastedMs?: number }[] };
      const insight = (id: string) => (audits[id]?.details as Insight | undefined)?.items ?? [];
      const why = [
        ...insight('lcp-breakdown-insight').flatMap((table) =>
          (table.items ?? []).map((part) => `LCP part: ${part.label} ${Math.round(part.duration ?? 0)} ms`),
        ),
        ...insight('render-blocking-insight').map((item) => `render-blocking: ${item.url} (${Math.round(item.wastedMs ?? 0)} ms)`),
      ];
      worst = {
        lcpS: Math.max(worst.lcpS, lcpS),
        cls: Math.max(worst.cls, audits['cumulative-layout-shift']?.numericValue ?? 0),
        why: lcpS >= worst.lcpS ? why : worst.why,
      };
    }
    return worst;
  }

  const demo = await worstOf(`${shop.url}/shop`);
  const wordpress = await worstOf(listPage);
  const behind = wordpress.lcpS - demo.lcpS;
  const misses = [
    ...(behind > BUDGET.lcpBehindS ? [`LCP ${behind.toFixed(2)} s behind the demo's (budget ${BUDGET.lcpBehindS} s)`] : []),
    ...(wordpress.cls > BUDGET.cls ? [`CLS ${wordpress.cls.toFixed(3)} (budget ${BUDGET.cls})`] : []),
  ];
  console.info(`\nWordPress list page against the demo's /shop (Lighthouse mobile, worst of ${RUNS} runs):`);
  console.table([
    { page: 'demo /shop', 'LCP s': demo.lcpS.toFixed(2), CLS: demo.cls.toFixed(3) },
    { page: 'WordPress list', 'LCP s': wordpress.lcpS.toFixed(2), CLS: wordpress.cls.toFixed(3) },
  ]);
  console.info(misses.length ? `MISSED: ${misses.join('; ')}` : `within budget (LCP ${behind >= 0 ? '+' : ''}${behind.toFixed(2)} s)`);
  if (misses.length)
    console.info([...wordpress.why.map((line) => `  WordPress ${line}`), ...demo.why.map((line) => `  demo ${line}`)].join('\n'));
  if (misses.length) process.exitCode = 1;
} finally {
  chrome.kill();
  await wp.stop();
  await proxy?.close();
  await service.stop();
  await shop.close();
}
