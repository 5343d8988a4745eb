import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A slow network's page, made exact: a proxy in front of the demo shop that sends one document path's HTML only up
 * to a marker and holds the rest until `release()`, as a long page streams in over a phone connection. Every other
 * request (styles, scripts, API, images) passes straight through. The document is asked for uncompressed, so it
 * can be cut.
 */
export interface StreamingProxy {
  url: string;
  /** Sends the rest of the held document. */
  release(): void;
  close(): Promise<void>;
}

function pass(upstream: string, incoming: IncomingMessage, headers: IncomingMessage['headers']): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const outgoing = forward(new URL(incoming.url ?? '/', upstream), { method: incoming.method, headers }, resolve);
    outgoing.on('error', reject);
    incoming.pipe(outgoing);
  });
}

/** Holds the document at `path` after the `cutAt`-th occurrence of `marker` (1: the first). */
export async function startStreamingProxy(upstream: string, path: string, marker: string, cutAt = 1): Promise<StreamingProxy> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer((incoming, outgoing) => {
    const held = incoming.method === 'GET' && incoming.url === path;
    const headers = { ...incoming.headers, ...(held && { 'accept-encoding': 'identity' }) };
    pass(upstream, incoming, headers).then(
      async (answer) => {
        if (!held) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        const html = Buffer.concat(chunks).toString('utf8');
        let cut = -1;
        for (let seen = 0; seen < cutAt; seen++) cut = html.indexOf(marker, cut + 1);
        if (cut < 0) throw new Error(`streaming proxy: "${marker}" ×${cutAt} is not in ${path}`);
        const { 'content-length': _, ...rest } = answer.headers;
        outgoing.writeHead(answer.statusCode ?? 200, rest);
        outgoing.write(html.slice(0, cut));
        await released;
        outgoing.end(html.slice(cut));
      },
      (error: unknown) => outgoing.destroy(error as Error),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    release: () => release(),
    close: () =>
      new Promise((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
