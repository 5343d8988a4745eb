import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/**
 * A GET answer a browser may keep: 304 with `headers` when its copy's ETag (`If-None-Match`) is `headers.ETag`, else
 * 200 with `body`, which is only made then (a file read, an image rendered).
 */
export async function answerWithEtag(
  c: Context,
  headers: Record<string, string> & { ETag: string },
  body: () => Promise<Uint8Array<ArrayBuffer>>,
): Promise<Response> {
  if (c.req.header('if-none-match') === headers.ETag) return c.body(null, 304, headers);
  return c.body(await body(), 200, headers);
}

// From a path string, not a URL object: under jsdom the global URL is jsdom's and node APIs reject it.
export const DIST_DIR = join(fileURLToPath(import.meta.url), '../../../dist/');

/**
 * Serves a file below `root` for the part of the path after `prefix`; 404 for anything missing
 * or outside root. Hashed chunks are cached for a year, the loader and the CSS only briefly
 * (their names stay the same across builds).
 */
export async function serveFile(c: Context, root: string, prefix: string): Promise<Response> {
  let rel: string;
  try {
    rel = decodeURIComponent(new URL(c.req.url).pathname.slice(prefix.length));
  } catch {
    return c.notFound(); // malformed %-escape: no such file, not a server error
  }
  const file = normalize(join(root, rel));
  if (!file.startsWith(root.endsWith(sep) ? root : root + sep)) return c.notFound();
  try {
    const stats = await stat(file);
    if (!stats.isFile()) return c.notFound();
    const hashed = /[-.][A-Za-z0-9_]{8,}\.(js|css)$/.test(file);
    const headers = {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
      // After the minute a browser asks again and gets 304: it keeps its copy and the code it compiled from it.
      ETag: `W/"${stats.size.toString(36)}-${Math.trunc(stats.mtimeMs).toString(36)}"`,
    };
    return await answerWithEtag(c, headers, () => readFile(file));
  } catch {
    return c.notFound();
  }
}
