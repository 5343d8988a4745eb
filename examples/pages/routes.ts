import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { html } from './html.ts';
import { renderPage } from './layout.ts';

export const pageRoutes = new Hono<AppEnv>();

export function notFoundPage(c: Context<AppEnv>): Response {
  if (new URL(c.req.url).pathname.startsWith('/api/')) return c.json({ message: 'Nicht gefunden' }, 404);
  return renderPage(c, {
    title: 'Seite nicht gefunden',
    status: 404,
    body: html`<h1>Seite nicht gefunden</h1><p>Diese Seite gibt es nicht (mehr). <a href="/">Zur Startseite</a></p>`,
  });
}
