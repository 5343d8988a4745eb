import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The response header that says whether nginx served a page from its cache (HIT), stored it (MISS) or passed it (BYPASS). */
export const CACHE_HEADER = 'x-cache-status';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const README = fileURLToPath(new URL('../../../README.md', import.meta.url));

/**
 * The nginx block of README "Full-page caching", word for word: the test runs what an agency would copy, so the
 * docs cannot drift from what is tested (issue 30: the recipe leaked customers' pages).
 */
export function readmeNginxBlock(): string {
  const readme = readFileSync(README, 'utf8');
  const section = readme.slice(readme.indexOf('## Full-page caching'));
  const block = /```nginx\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('README.md "Full-page caching" has no ```nginx block');
  return block;
}

/** Replaces `from` in the README's block, once; a change to the README that drops it fails here, loudly. */
function substitute(block: string, from: RegExp, to: string): string {
  if (!from.test(block)) throw new Error(`README's nginx block no longer has ${from}`);
  return block.replace(from, to);
}

/**
 * The README's block in a minimal nginx.conf: only its upstream address, cache directory and listen address
 * change (to the demo's port, a temporary directory and a free loopback port).
 */
export function cacheConfig(dir: string, port: number, upstream: string): string {
  let block = readmeNginxBlock();
  block = substitute(block, /server 127\.0\.0\.1:8080;/, `server ${new URL(upstream).host};`);
  block = substitute(block, /\/var\/cache\/nginx\/shop/, `${dir}/cache`);
  block = substitute(block, /listen 80;/, `listen 127.0.0.1:${port};`);
  return `daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${block}
}
`;
}

/** nginx with the cache above, on a free loopback port, in front of `upstream` (needs the Debian package nginx). */
export async function startNginxCache(upstream: string): Promise<{ url: string; close: () => Promise<void> }> {
  if (!existsSync(NGINX)) throw new Error(`No nginx at ${NGINX}: install it (Debian: apt-get install nginx) or set NGINX_PATH.`);
  const dir = mkdtempSync(join(tmpdir(), 'vinothek-nginx-'));
  mkdirSync(join(dir, 'cache'));
  const port = await freePort();
  writeFileSync(join(dir, 'nginx.conf'), cacheConfig(dir, port, upstream));
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // Ready when it answers (a connection refused means not yet; an exit means it failed: its log says why).
  for (;;) {
    const state = await Promise.race([
      exited.then(() => 'exited' as const),
      fetch(`${url}/vinothek/loader.js`, { method: 'HEAD' }).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
    ]);
    if (state === 'up') break;
    if (state === 'exited') throw new Error(`nginx did not start: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return {
    url,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
