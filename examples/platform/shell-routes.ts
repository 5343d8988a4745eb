import { fileURLToPath } from 'node:url';
import { Hono, type Context } from 'hono';
import { readFileSync } from 'node:fs';
import type { AppEnv } from './context.ts';
import { html } from './html.ts';
import { LOGO_SVG, renderPage } from './layout.ts';
import { LANGUAGE_ROUTE, pageTexts, rememberPageLanguage } from './page-language.ts';
import { sameOriginPath } from './return-url.ts';
import { serverMessage } from './server-message.ts';

/** What every page links to (the demo site's stylesheet and icon); the areas bring their own pages. */
export const shellRoutes = new Hono<AppEnv>();

// A path, not a URL object: under jsdom (component tests) the global URL is jsdom's and node:fs rejects it.
const siteCss = readFileSync(fileURLToPath(import.meta.url).replace(/shell-routes\.ts$/, 'site.css'), 'utf8');
shellRoutes.get('/site.css', (c) =>
  c.body(siteCss, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=300' }),
);

const siteJs = readFileSync(fileURLToPath(import.meta.url).replace(/shell-routes\.ts$/, 'site.js'), 'utf8');
shellRoutes.get('/site.js', (c) =>
  c.body(siteJs, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=300' }),
);

const favicon = (): Response =>
  new Response(LOGO_SVG, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' } });
shellRoutes.get('/favicon.svg', favicon);
shellRoutes.get('/favicon.ico', favicon);

// The language switch (page-language.ts): keeps the choice, then back to the page it was made on.
shellRoutes.get(LANGUAGE_ROUTE, (c) => {
  rememberPageLanguage(c);
  return c.redirect(sameOriginPath(c.req.query('returnUrl')), 303);
});

export function notFoundPage(c: Context<AppEnv>): Response | Promise<Response> {
  if (new URL(c.req.url).pathname.startsWith('/api/')) return c.json({ message: serverMessage('notFound') }, 404);
  // assets and images are served without a session: a bare 404 there
  if (!c.get('session')) return c.text(serverMessage('notFound'), 404);
  const t = pageTexts(c);
  return renderPage(c, {
    title: t.notFound,
    status: 404,
    body: html`<h1>${t.notFound}</h1><p>${t.notFoundText} <a href="/">${t.notFoundHome}</a> ${t.notFoundOr} <a href="/shop">${t.notFoundShop}</a>.</p>`,
  });
}
