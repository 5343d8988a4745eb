import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
};

/** Serves folders under URL prefixes on a free loopback port (test pages of the spine; the demo shop has its own server). */
export async function serveStatic(
  mounts: Record<string, string>,
): Promise<{ url: string; close: () => Promise<void>; requests: string[] }> {
  const requests: string[] = [];
  const server: Server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requests.push(path);
    const mount = Object.keys(mounts)
      .sort((a, b) => b.length - a.length)
      .find((prefix) => path.startsWith(prefix));
    const relative = mount ? normalize(path.slice(mount.length)).replace(/^(\.\.[/\\])+/, '') : '';
    try {
      if (!mount) throw new Error('not mounted');
      const body = await readFile(join(mounts[mount]!, relative));
      response.writeHead(200, { 'content-type': TYPES[extname(relative)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
