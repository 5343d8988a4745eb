import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { AppEnv } from './context.ts';
import { html } from './html.ts';
import { serveFile } from './static.ts';

/**
 * The CMS API's documentation, from the shop's own origin (no CDN, under the shop's CSP):
 * /api/openapi.json is the package's openapi.json (npm run openapi), /api/docs the Swagger UI reference page.
 */
export const apiDocs = new Hono<AppEnv>();

const OPENAPI_FILE = join(fileURLToPath(import.meta.url), '../../../openapi.json');
const SWAGGER_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
/** Only what the page loads; the package holds more (source maps, other bundles). */
const SWAGGER_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js']);

// The initializer is a file, not an inline script: the CSP allows scripts from the shop's origin only.
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, defaultModelsExpandDepth: 0 });\n`;

apiDocs.get('/openapi.json', async (c) => {
  c.header('Cache-Control', 'public, max-age=60');
  return c.body(await readFile(OPENAPI_FILE), 200, { 'Content-Type': 'application/json; charset=utf-8' });
});

apiDocs.get('/docs', (c) =>
  c.html(
    html`<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>vinothek-elements – CMS API</title>
  <link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
  <main id="swagger-ui"></main>
  <script src="/api/docs/swagger-ui-bundle.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>`.toString(),
  ),
);

apiDocs.get('/docs/init.js', (c) =>
  c.body(INIT_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=60' }),
);

apiDocs.get('/docs/:file', (c) => (SWAGGER_FILES.has(c.req.param('file')) ? serveFile(c, SWAGGER_DIR, '/api/docs/') : c.notFound()));
