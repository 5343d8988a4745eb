import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { parseBatch } from './parse-batch.ts';
import type { BatchRenderer } from './render-batch.ts';
import { renderPage } from './render-page.ts';

export interface RenderServerOptions {
  renderer: BatchRenderer;
  /** A request body larger than this is refused with 413. */
  maxBodyBytes: number;
}

class BodyTooLarge extends Error {}

function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(request.headers['content-length'] ?? 0) > limit) return reject(new BodyTooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLarge());
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: string | Buffer, type = 'application/json; charset=utf-8'): void {
  response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' });
  response.end(body);
}

const json = (response: ServerResponse, status: number, data: unknown) => send(response, status, JSON.stringify(data));

/**
 * The render service's HTTP front (README "Server rendering for any CMS"): `POST /render` (a page's elements in
 * one batch), `POST /render-page` (a whole page), `GET /health`. It holds nothing but the cache of renders.
 */
export function createRenderServer({ renderer, maxBodyBytes }: RenderServerOptions): Server {
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://service');
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /health' || route === 'HEAD /health') {
      const { cache } = renderer;
      return json(response, 200, { status: 'ok', version: renderer.options.version, cache: { entries: cache.size, bytes: cache.bytes } });
    }
    if (route !== 'POST /render' && route !== 'POST /render-page') {
      const known = ['/health', '/render', '/render-page'].includes(url.pathname);
      return json(response, known ? 405 : 404, { error: known ? `${request.method} is not allowed here` : `no route ${url.pathname}` });
    }
    let body: Buffer;
    try {
      body = await readBody(request, maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        response.setHeader('connection', 'close');
        return json(response, 413, { error: `the body is larger than ${maxBodyBytes} bytes` });
      }
      throw error;
    }
    if (route === 'POST /render-page') {
      const pageUrl = url.searchParams.get('url') ?? request.headers['x-page-url'];
      if (typeof pageUrl === 'string' && !URL.canParse(pageUrl))
        return json(response, 400, { error: `url "${pageUrl}" is not an absolute address` });
      const { page, rendered } = await renderPage(renderer, body, typeof pageUrl === 'string' ? pageUrl : undefined);
      response.setHeader('x-rendered-elements', String(rendered));
      return send(response, 200, page, request.headers['content-type'] ?? 'text/html; charset=utf-8');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return json(response, 400, { error: 'the body is no JSON' });
    }
    const batch = parseBatch(parsed);
    if ('problem' in batch) return json(response, 400, { error: batch.problem });
    return json(response, 200, await renderer.renderBatch(batch));
  };
  return createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('vinothek-elements serve:', error);
      if (!response.headersSent) json(response, 500, { error: 'internal error' });
      else response.destroy();
    });
  });
}
