/**
 * The image probe of issue 24, on loopback: the demo server in its own process, 4 clients for 15 s
 * asking for article images in random sizes (width 40–4800, any height, dpr 1–4). Prints the server's
 * memory (RSS) before and after, the answers by status and the median time. Not part of `npm run bench`
 * (it measures abuse, not speed): `node scripts/probe-images.ts`. PROBE_SECONDS sets the time.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLIENTS = 4;
const SECONDS = Number(process.env.PROBE_SECONDS) || 15;
const SERVER = fileURLToPath(new URL('../examples/server.ts', import.meta.url));
const port = 20_000 + Math.floor(Math.random() * 20_000);
// a fresh image folder: the probe measures renders, not a warm disk cache
const imageDir = mkdtempSync(join(tmpdir(), 'vk-probe-images-'));
const child = spawn(process.execPath, [SERVER], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SHOP_DB: ':memory:', SHOP_IMAGE_CACHE: imageDir },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve) =>
  child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Vinothek demo shop:') && resolve()),
);
const rssMb = (): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024;
const origin = `http://127.0.0.1:${port}`;
const int = (min: number, max: number): number => min + Math.floor(Math.random() * (max - min + 1));

// a page's worth of normal images first: the server as a visitor leaves it
for (const id of [1001, 1002, 1003, 1004, 1005, 1006])
  await (await fetch(`${origin}/images/artikel/${id}/1.webp?width=300&height=400`)).arrayBuffer();
const idle = rssMb();
const statuses = new Map<number, number>();
const times: number[] = [];
const end = performance.now() + SECONDS * 1000;
await Promise.all(
  Array.from({ length: CLIENTS }, async () => {
    while (performance.now() < end) {
      const url = `${origin}/images/artikel/${int(1001, 1006)}/1.${Math.random() < 0.5 ? 'webp' : 'jpg'}?width=${int(4, 480) * 10}&height=${int(4, 660) * 10}&dpr=${int(1, 4)}`;
      const t = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      times.push(performance.now() - t);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  }),
);
const after = rssMb();
// a second round: memory that stays flat does not climb again with the same probe
const end2 = performance.now() + SECONDS * 1000;
await Promise.all(
  Array.from({ length: CLIENTS }, async () => {
    while (performance.now() < end2) {
      const res = await fetch(
        `${origin}/images/artikel/${int(1001, 1006)}/1.${Math.random() < 0.5 ? 'webp' : 'jpg'}?width=${int(4, 480) * 10}&height=${int(4, 660) * 10}&dpr=${int(1, 4)}`,
      );
      await res.arrayBuffer();
    }
  }),
);
const second = rssMb();
times.sort((a, b) => a - b);
console.log(
  `image probe: ${CLIENTS} clients × ${SECONDS} s, ${times.length} requests, ${[...statuses].map(([s, n]) => `${n}× ${s}`).join(', ')}`,
);
console.log(
  `server RSS: ${idle.toFixed(0)} MB before, ${after.toFixed(0)} MB after, ${second.toFixed(0)} MB after a second round; median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms`,
);
child.kill('SIGTERM');
