/**
 * The render service (`vinothek-elements serve`, dist/cli.js) against renderElement in-process (dist/server.js):
 * p50/p95 of one 24-card list batch from the cache and rendered anew (a new page address each time), requests/s of
 * a typical page batch (header, navigation, 24-card list) under 16 clients, and the ratio to the in-process render.
 * Starts the service on a free port with one render thread per core (a time limit of a minute: the figures are
 * render times, not bare tags) and stops it afterwards.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { searchArtikel } from '../examples/catalogue/search.ts';
import { openDatabase } from '../examples/database.ts';
import { navigationFixture } from '../tests/fixtures/navigation.ts';
import type * as ServerModule from '../src/server/index.ts';

const line = (what: string, value: string): void => console.log(`${what.padEnd(44)}${value.padStart(14)}`);
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

const db = openDatabase(':memory:', { articles: 300 });
const result = searchArtikel(db, { pageSize: 24, populateSearchFields: true }, { userId: null });
const config = { language: 'de', culture: 'de-CH', user: { authenticated: false } };
const list = {
  id: 'list',
  tag: 'shop-article-list',
  attributes: { initial: JSON.stringify(result), 'base-url': '/shop', paging: 'pager' },
};
const navigation = JSON.stringify(navigationFixture);
const page = [
  { id: 'header', tag: 'shop-header', attributes: { brand: 'Vinothek', navigation } },
  { id: 'nav', tag: 'shop-main-nav', attributes: { items: navigation } },
  list,
];

const workers = availableParallelism();
const child = spawn(
  process.execPath,
  [new URL('../dist/cli.js', import.meta.url).pathname, 'serve', '--port', '0', '--workers', String(workers), '--timeout', '60000'],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const origin = await new Promise<string>((resolve, reject) => {
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const listening = /listening on (http:\/\/\S+)/.exec(output);
    if (listening) resolve(listening[1]!);
  });
  child.once('exit', (code) => reject(new Error(`the service stopped (${code})`)));
});

async function batch(elements: unknown[], url: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${origin}/render`, { method: 'POST', body: JSON.stringify({ config, url, elements }) });
  const answer = (await response.json()) as { elements: Record<string, { error?: string }> };
  const failed = Object.values(answer.elements).find((element) => element.error);
  if (failed) throw new Error(`render failed: ${failed.error}`);
  return performance.now() - start;
}

try {
  let n = 0;
  const uncached: number[] = [];
  for (let i = 0; i < 30; i += 1) uncached.push(await batch([list], `https://shop.example/shop?n=${n++}`));
  const cached: number[] = [];
  for (let i = 0; i < 100; i += 1) cached.push(await batch([list], 'https://shop.example/shop'));

  const throughput = async (fresh: boolean) => {
    const total = 320;
    let next = 0;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < total) {
          next += 1;
          await batch(page, fresh ? `https://shop.example/shop?n=${n++}` : 'https://shop.example/shop?page');
        }
      }),
    );
    return total / ((performance.now() - start) / 1000);
  };
  const freshRate = await throughput(true);
  const cachedRate = await throughput(false);

  const { renderElement } = (await import(new URL('../dist/server.js', import.meta.url).href)) as typeof ServerModule;
  const inProcess: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    const start = performance.now();
    await renderElement('shop-article-list', list.attributes, { config, url: `https://shop.example/shop?n=${i}` });
    inProcess.push(performance.now() - start);
  }

  console.log(`render service (${workers} render threads):`);
  line('  24-card list, rendered anew p50 / p95', `${percentile(uncached, 50).toFixed(1)} / ${percentile(uncached, 95).toFixed(1)} ms`);
  line('  24-card list, from the cache p50 / p95', `${percentile(cached, 50).toFixed(1)} / ${percentile(cached, 95).toFixed(1)} ms`);
  line('  page batch, 16 clients, rendered anew', `${freshRate.toFixed(1)} req/s`);
  line('  page batch, 16 clients, from the cache', `${cachedRate.toFixed(1)} req/s`);
  line('  renderElement in-process, list p50', `${percentile(inProcess, 50).toFixed(1)} ms`);
  line('  service anew / in-process (p50)', `${(percentile(uncached, 50) / percentile(inProcess, 50)).toFixed(2)}×`);
  line('  service cached / in-process (p50)', `${(percentile(cached, 50) / percentile(inProcess, 50)).toFixed(2)}×`);
} finally {
  child.kill('SIGTERM');
}
