import { serve } from '@hono/node-server';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { openDatabase } from './database.ts';
import { listenOptions } from './platform/listen.ts';

const defaultDb = fileURLToPath(new URL('./data/shop.db', import.meta.url));
const dbPath = process.env.SHOP_DB || defaultDb;
if (dbPath !== ':memory:') mkdirSync(dirname(resolve(dbPath)), { recursive: true });

const db = openDatabase(dbPath);
// SHOP_LOGIN_WAIT_MS: how long the login wait shows after a login (default 2000; 0 turns it off).
const loginWaitMs = process.env.SHOP_LOGIN_WAIT_MS ? Number(process.env.SHOP_LOGIN_WAIT_MS) : undefined;
// SHOP_CACHEABLE=1: the pages may be served from a full-page cache (README "Full-page caching").
// SHOP_IMAGE_CACHE: the folder for rendered image variants (default examples/data/images).
const imageCacheDir = process.env.SHOP_IMAGE_CACHE || undefined;
const app = createApp({
  db,
  trustProxy: process.env.SHOP_TRUST_PROXY === '1',
  cacheablePages: process.env.SHOP_CACHEABLE === '1',
  ...(imageCacheDir ? { imageCacheDir } : {}),
  ...(Number.isFinite(loginWaitMs) && loginWaitMs! >= 0 ? { loginWaitMs } : {}),
});
const { hostname, port } = listenOptions();

const server = serve({ fetch: app.fetch, hostname, port }, (info) => {
  // performance.now() counts from process start: module loading and the first-start seed included
  const ms = Math.round(performance.now());
  const host = info.address.includes(':') ? `[${info.address}]` : info.address;
  console.log(`Vinothek demo shop: http://${host}:${info.port}  (database ${dbPath}, ready in ${ms} ms)`);
});

function shutdown(): void {
  server.close();
  db.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
