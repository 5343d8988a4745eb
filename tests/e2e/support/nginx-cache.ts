import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

/**
 * The configuration of README "Full-page caching", as a CMS would run it: anonymous HTML from the cache for
 * everyone (cookies neither vary nor pass it: Set-Cookie is dropped, the elements get the session from
 * GET /api/session), the API, the account, the checkout and the login never cached.
 */
export function cacheConfig(dir: string, port: number, upstream: string): string {
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
  proxy_cache_path ${dir}/cache keys_zone=pages:4m inactive=10m;
  proxy_http_version 1.1;
  proxy_set_header Host $http_host;
  server {
    listen 127.0.0.1:${port};
    # Never cached: the API, the customer's pages, the basket and checkout, the login, the demo's switches.
    location ~ ^/(api|account|checkout|__demo)(/|$) {
      proxy_pass ${upstream};
      add_header X-Cache-Status BYPASS always;
    }
    # Everything else (catalogue, content, the elements' files): one copy for every visitor.
    location / {
      proxy_pass ${upstream};
      proxy_cache pages;
      proxy_cache_key $scheme$http_host$request_uri$cookie_vk_lang;
      proxy_cache_valid 200 10m;
      proxy_ignore_headers Cache-Control Expires Set-Cookie Vary;
      proxy_hide_header Set-Cookie;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
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
