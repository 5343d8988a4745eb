/**
 * What the long tasks of a page load are made of (issue 36): a Chromium performance trace of a fresh visitor's
 * load at 4× CPU slowdown, 375 px, until every island has hydrated and the main thread is idle. For each main-thread
 * task over 50 ms it prints its length, the trace events it is made of (script evaluation per file, timers,
 * animation frames, style and layout, GC) and the functions the CPU profile sampled most in it (self time), and
 * the components (capitalised functions) with the most time under them. Names are readable after
 * `ISLANDS_MINIFY=0 npm run build`.
 *
 * `node scripts/profile-load.ts [path…]` (default `/`, `/shop` and an article's detail); `PROFILE_TRACE=dir` also
 * writes each trace as JSON for the DevTools performance panel; `PROFILE_CLICK='In den Warenkorb'` traces the
 * first press on that button after the load instead of the load; `PROFILE_SUMMARY=1` prints one line a page; `PROFILE_CPU=1` traces unthrottled, as Lighthouse observes a page before it simulates a phone.
 */
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { PHONE, startDemoShop } from '../tests/e2e/support/demo-shop.ts';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> & { url?: string; functionName?: string; type?: string } };
}
interface CpuNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber?: number };
}

const LONG_MS = Number(process.env.PROFILE_LONG_MS) || 50;

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'toplevel',
];

/** Loaded, every island hydrated, the network and the main thread idle. */
async function settle(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => !document.querySelector('[prerendered]'), undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 })));
}

/** The trace of loading `url`, or with `click` (a button's accessible name) of the first press on it after the load. */
async function trace(page: Page, url: string, click?: string): Promise<TraceEvent[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.PROFILE_CPU) || 4 });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  if (click) await settle(page, url);
  await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: CATEGORIES } });
  if (click) {
    await page.getByRole('button', { name: click }).first().click();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 })));
  } else await settle(page, url);
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

const short = (url: string | undefined) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : '');

function describe(label: string, events: TraceEvent[]): void {
  // The page's renderer main thread: the one that evaluated our loader.
  const ours = (e: TraceEvent) => JSON.stringify(e.args ?? {}).includes('/vinothek/');
  const mainPid = events.find((e) => (e.name.startsWith('v8.') || e.name === 'FunctionCall') && ours(e))!.pid;
  const mainTid = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === mainPid)!.tid;
  const main = events.filter((e) => e.pid === mainPid && e.tid === mainTid);
  const tasks = main.filter((e) => e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) > LONG_MS * 1000);
  const start = main.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser')?.ts ?? main[0]!.ts;

  // CPU profile samples (ProfileChunk events belong to the profile's own id, on the main thread's pid).
  const nodes = new Map<number, CpuNode>();
  const samples: { ts: number; node: number }[] = [];
  let profileTs = 0;
  for (const e of events.filter((x) => x.pid === mainPid && (x.name === 'Profile' || x.name === 'ProfileChunk'))) {
    const data = e.args?.data as { startTime?: number; cpuProfile?: { nodes?: CpuNode[]; samples?: number[] }; timeDeltas?: number[] };
    if (e.name === 'Profile') {
      profileTs = data.startTime ?? e.ts;
      continue;
    }
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    ids.forEach((id, i) => {
      profileTs += data.timeDeltas?.[i] ?? 0;
      samples.push({ ts: profileTs, node: id });
    });
  }
  const stackOf = (id: number) => {
    const frames: CpuNode['callFrame'][] = [];
    for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) frames.push(node.callFrame);
    return frames;
  };
  const frameName = (f: CpuNode['callFrame']) =>
    `${f.functionName || '(anonymous)'} ${short(f.url).split('/').pop()}:${f.lineNumber ?? ''}`;

  // Thread time (tdur) counts only the time the thread ran: on a busy machine a task's wall time also holds the
  // time other processes had the CPU. At 4× slowdown a phone would take about 4× the thread time.
  const ourTasks = main.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.ts >= start);
  const byThreadTime = ourTasks.map((e) => (e as TraceEvent & { tdur?: number }).tdur ?? 0).sort((a, b) => b - a);
  console.log(
    `\n=== ${label}: ${tasks.length} tasks over ${LONG_MS} ms wall; longest thread times ${byThreadTime
      .slice(0, 6)
      .map((us) => (us / 1000).toFixed(0))
      .join(
        ', ',
      )} ms; sum over ${LONG_MS / 4} ms: ${(byThreadTime.filter((us) => us > (LONG_MS / 4) * 1000).reduce((a, b) => a + b - (LONG_MS / 4) * 1000, 0) / 1000).toFixed(0)} ms`,
  );
  if (process.env.PROFILE_SUMMARY) return;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const inside = main.filter((e) => e.ts >= task.ts && e.ts < end && e !== task && e.ph === 'X');
    const kinds = new Map<string, number>();
    for (const e of inside) {
      const what = [
        'EvaluateScript',
        'v8.evaluateModule',
        'FunctionCall',
        'TimerFire',
        'FireAnimationFrame',
        'EventDispatch',
        'RunMicrotasks',
        'v8.compileModule',
        'v8.compile',
      ].includes(e.name)
        ? `${e.name} ${short(e.args?.data?.url) || e.args?.data?.functionName || e.args?.data?.type || ''}`
        : [
              'Layout',
              'UpdateLayoutTree',
              'Paint',
              'ParseHTML',
              'MajorGC',
              'MinorGC',
              'V8.GC_SCAVENGER',
              'PrePaint',
              'Layerize',
              'HitTest',
              'IntersectionObserverController::computeIntersections',
            ].includes(e.name)
          ? e.name
          : null;
      if (what) kinds.set(what, (kinds.get(what) ?? 0) + e.dur! / 1000);
    }
    console.log(`\n- task at ${((task.ts - start) / 1000).toFixed(0)} ms, ${(task.dur! / 1000).toFixed(0)} ms`);
    for (const [what, ms] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 10))
      console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${what}`);
    const self = new Map<string, number>();
    const components = new Map<string, number>();
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    for (let i = 0; i < inTask.length; i++) {
      const ms = ((inTask[i + 1]?.ts ?? end) - inTask[i]!.ts) / 1000;
      const stack = stackOf(inTask[i]!.node);
      const top = stack[0];
      if (top) self.set(frameName(top), (self.get(frameName(top)) ?? 0) + ms);
      for (const name of new Set(stack.map((f) => f.functionName).filter((n) => /^[A-Z][A-Za-z0-9]+$/.test(n))))
        components.set(name, (components.get(name) ?? 0) + ms);
    }
    console.log('    self:', largest(self, 8));
    console.log('    under:', largest(components, 14));
  }
}

/** The `count` largest of `times` (name → ms), as `name ms | …`. */
function largest(times: Map<string, number>, count: number): string {
  return [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(' | ');
}

const shop = await startDemoShop({ articles: 1200 });
const browser = await launchBrowser();
try {
  const detail = await fetch(`${shop.url}/shop`)
    .then((res) => res.text())
    .then((html) => /href="(\/shop\/\d+-[^"?#]+)"/.exec(html)?.[1] ?? '/shop/1001-dezaley-grand-cru');
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/shop', detail];
  for (const path of paths) {
    const context = await browser.newContext({ viewport: PHONE, locale: 'de-CH' });
    const page = await context.newPage();
    const events = await trace(page, shop.url + path, process.env.PROFILE_CLICK);
    if (process.env.PROFILE_TRACE)
      writeFileSync(`${process.env.PROFILE_TRACE}/${path.replace(/\W+/g, '_') || 'home'}.json`, JSON.stringify({ traceEvents: events }));
    describe(path, events);
    await context.close();
  }
} finally {
  await browser.close();
  await shop.close();
}
