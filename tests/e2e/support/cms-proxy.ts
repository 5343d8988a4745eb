import { request as httpRequest, createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import { gzipSync } from 'node:zlib';

/** Paths the demo shop answers behind a CMS: its API, product images and the package's files. */
const SHOP_PATHS = /^\/(api|images|vinothek)\/|^\/favicon\.svg$/;

/**
 * One origin for a CMS page and the shop, as a site puts them behind one host name: the shop's API, images and
 * script files go to the demo shop, every other path to the CMS (`php -S`, WordPress). The `Host` header is the
 * proxy's own, so the CMS writes its links for the address the browser sees. Like any site's front server (nginx's
 * `gzip on`), it compresses the CMS's pages, scripts and styles: `php -S` sends them as they are, and a 220 KB list
 * page sent raw took Lighthouse's throttled network over a second longer than the demo's compressed one.
 */
export async function startCmsProxy({ cms, shop }: { cms: string; shop: string }) {
  const forward = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const target = new URL(incoming.url ?? '/', SHOP_PATHS.test(incoming.url ?? '') ? shop : cms);
    const upstream = httpRequest(target, { method: incoming.method, headers: incoming.headers }, (answer) => {
      const compress =
        !answer.headers['content-encoding'] &&
        /\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? '')) &&
        /^(text\/|application\/(javascript|json))/.test(answer.headers['content-type'] ?? '') &&
        incoming.method !== 'HEAD';
      if (!compress) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        return;
      }
      // The whole page, then one write (a PHP page leaves its server in one piece): a stream of compressed chunks
      // would let the browser paint a list cut off mid-card and count the rest arriving as a layout shift.
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = gzipSync(Buffer.concat(chunks));
        const { 'content-length': _length, ...headers } = answer.headers;
        outgoing.writeHead(answer.statusCode ?? 502, {
          ...headers,
          'content-encoding': 'gzip',
          'content-length': body.length,
          vary: 'accept-encoding',
        });
        outgoing.end(body);
      });
    });
    upstream.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(String(error));
    });
    incoming.pipe(upstream);
  };
  const server = createServer(forward);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
