import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { BatchRenderer } from './render-batch.ts';
import { createRenderServer } from './render-server.ts';
import { createWorkerPool } from './worker-pool.ts';

export const SERVE_USAGE = `Usage: vinothek-elements serve [options]

The render service for CMSs that do not run Node (README "Server rendering for any CMS"): renderElement over
HTTP. POST /render renders a page's elements in one batch, POST /render-page a whole HTML page, GET /health
answers load balancers. It keeps no state but a cache of renders, so any number of copies may run side by side.

  --port <n>            the port (default 3100; 0: any free one, printed on start)
  --host <address>      the address to listen on (default 127.0.0.1: only this machine; 0.0.0.0 in a container)
  --workers <n>         render threads (default: one per core)
  --timeout <ms>        a request's time limit; elements not rendered by then are answered with their bare tags (default 1000)
  --cache-mb <n>        the render cache's size in MB (default 64; 0: no cache)
  --max-body-mb <n>     the largest request body in MB (default 5)
  -h, --help            this text`;

function positiveNumber(value: string | undefined, fallback: number, name: string, { zero = false } = {}): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0 || (!zero && number === 0))
    throw new RangeError(`--${name} "${value}": give a number${zero ? '' : ' above 0'}.`);
  return number;
}

/**
 * `vinothek-elements serve …`: starts the service and keeps it running until SIGINT or SIGTERM. `workerFile` is
 * dist/render-worker.js beside the command line's own file. Returns the exit code for a wrong command line.
 */
export async function serveCommand(argv: string[], { workerFile, version }: { workerFile: URL; version: string }): Promise<number | null> {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      workers: { type: 'string' },
      timeout: { type: 'string' },
      'cache-mb': { type: 'string' },
      'max-body-mb': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${SERVE_USAGE}\n`);
    return 0;
  }
  let options;
  try {
    options = {
      port: positiveNumber(values.port, 3100, 'port', { zero: true }),
      workers: Math.floor(positiveNumber(values.workers, availableParallelism(), 'workers')),
      timeoutMs: positiveNumber(values.timeout, 1000, 'timeout'),
      cacheBytes: positiveNumber(values['cache-mb'], 64, 'cache-mb', { zero: true }) * 1024 * 1024,
      maxBodyBytes: positiveNumber(values['max-body-mb'], 5, 'max-body-mb') * 1024 * 1024,
    };
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${SERVE_USAGE}\n`);
    return 2;
  }
  const pool = createWorkerPool(workerFile, options.workers);
  await pool.ready;
  const renderer = new BatchRenderer({ render: pool.render, version, cacheBytes: options.cacheBytes, timeoutMs: options.timeoutMs });
  const server = createRenderServer({ renderer, maxBodyBytes: options.maxBodyBytes });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, values.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = values.host.includes(':') ? `[${values.host}]` : values.host;
  process.stdout.write(`vinothek-elements serve ${version}: listening on http://${host}:${port} (${options.workers} render threads)\n`);
  const stop = () => {
    server.close();
    server.closeAllConnections();
    void pool.close();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return null;
}
