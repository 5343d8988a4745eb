/**
 * What the benches that load the demo server over HTTP share (bench-load.ts, bench-abuse.ts): the server in its own
 * process on loopback (what `npm start` runs), the closed-loop clients that send to it, and how they print.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../../examples/server.ts', import.meta.url));

/** `node examples/server.ts` on a random loopback port with an in-memory database; `env` adds to its environment. */
export async function startDemoServer(env: Record<string, string> = {}): Promise<{ origin: string; stop: () => void }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SHOP_DB: ':memory:', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`demo server exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Vinothek demo shop:')) resolve();
    });
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/**
 * `clients` loops for `seconds`, each awaiting its answer before the next request (closed-loop load): requests per
 * second, the times of the answered ones (sorted) and how many threw (an unexpected status).
 */
export async function closedLoop(
  clients: number,
  seconds: number,
  request: (client: number, n: number) => Promise<void>,
): Promise<{ rps: number; times: number[]; errors: number }> {
  const end = performance.now() + seconds * 1000;
  const times: number[] = [];
  let errors = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = 0; performance.now() < end; n++) {
        const t = performance.now();
        try {
          await request(client, n);
          times.push(performance.now() - t);
        } catch {
          errors++;
        }
      }
    }),
  );
  return { rps: times.length / ((performance.now() - start) / 1000), times: times.sort((a, b) => a - b), errors };
}

/** The q-quantile of sorted times (NaN for none). */
export const quantile = (times: number[], q: number): number =>
  times[Math.min(times.length - 1, Math.max(0, Math.ceil(q * times.length) - 1))] ?? NaN;

/** One printed row: what, its value and, if any, its budget verdict. */
export const line = (what: string, value: string, budget = ''): void => console.log(`${what.padEnd(48)}  ${value.padStart(14)}  ${budget}`);
