/**
 * Start-up time of the demo server (`node examples/server.ts`, what `npm start` runs after the build):
 * from spawning the process to the first HTTP 200 of `/`, once on a fresh database file (creates and
 * seeds it) and once more on the same file (a restart). Uses a temporary SHOP_DB and a free port,
 * removes both processes and the files afterwards. One line per figure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../examples/server.ts', import.meta.url));
const TIMEOUT_MS = 120_000;
const POLL_MS = 10;

const line = (what: string, value: string): void => console.log(`${what.padEnd(44)}${value.padStart(10)}`);

/** A port nobody listens on right now (the OS picks it; closed again before the server takes it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const running = new Set<ChildProcess>();

function stop(child: ChildProcess): Promise<void> {
  running.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM'); // the server closes its database on SIGTERM
  });
}

/** Spawns the server and answers the milliseconds until `/` first answers 200. */
async function timeToFirstPage(dbFile: string): Promise<number> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), SHOP_DB: dbFile };
  delete env.SHOP_ARTICLES; // the default shop, as `npm start` seeds it
  const start = performance.now();
  const child = spawn(process.execPath, [SERVER], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  running.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    while (performance.now() - start < TIMEOUT_MS) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr.slice(-500)}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/`);
        await res.arrayBuffer();
        if (res.status === 200) return performance.now() - start;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    throw new Error(`no 200 from / within ${TIMEOUT_MS} ms: ${stderr.slice(-500)}`);
  } finally {
    await stop(child);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'vinothek-bench-server-'));
const cleanUp = (): void => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
};
process.once('SIGINT', () => {
  cleanUp();
  process.exit(130);
});
try {
  const dbFile = join(dir, 'shop.db');
  const first = await timeToFirstPage(dbFile);
  const restart = await timeToFirstPage(dbFile);
  line('server start → first page (new db, seeds)', `${Math.round(first)} ms`);
  line('server restart → first page (same db)', `${Math.round(restart)} ms`);
} catch (error) {
  console.error(`bench-server: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  cleanUp();
}
