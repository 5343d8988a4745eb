/**
 * The files of the temporary consumer apps (tests/e2e/consumer-apps.test.ts): what an agency writes on day
 * one, a Vite + React app that imports the package, and a plain HTML page with the loader.
 */

export const APP_TSCONFIG = JSON.stringify({
  compilerOptions: {
    target: 'es2022',
    module: 'esnext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    lib: ['es2022', 'dom', 'dom.iterable'],
    types: [],
  },
  include: ['src'],
});

export const APP_HTML = `<!doctype html>
<html lang="de-CH">
  <head><meta charset="utf-8"><title>Consumer app</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`;

/**
 * A standalone app: no server-rendered page config, so the elements ask GET /api/session for a token.
 * It searches the catalogue itself (a safe read), then hands the first orderable article to the tags.
 */
export const APP_MAIN = `import { StrictMode, useEffect, useState, version } from 'react';
import { createRoot } from 'react-dom/client';
import type {} from 'vinothek-elements';
import 'vinothek-elements/all';
import 'vinothek-elements/vinothek.css';

interface Artikel { artikelId: number; bestellbar: boolean }

function App() {
  const [artikel, setArtikel] = useState<Artikel | null>(null);
  const [added, setAdded] = useState<number[]>([]);
  useEffect(() => {
    void fetch('/api/artikelsearch/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pageNumber: 1, pageSize: 24, filterValues: {}, sort: null, populateSearchFields: false }),
    })
      .then((response) => response.json() as Promise<{ items: Artikel[] }>)
      .then((result) => setArtikel(result.items.find((item) => item.bestellbar) ?? null));
    const onAdded = (event: CustomEvent<{ artikelId: number }>) => setAdded((ids) => [...ids, event.detail.artikelId]);
    document.addEventListener('shop:article-added', onAdded);
    return () => document.removeEventListener('shop:article-added', onAdded);
  }, []);
  return (
    <main>
      <p id="react-version">{version}</p>
      <p id="added">{added.join(',')}</p>
      <shop-basket-badge />
      {artikel && <shop-add-to-basket artikel={JSON.stringify(artikel)} />}
      <shop-map lat="46.4887" lng="6.7452" zoom="11" title="Vinothek Cully" content="Rebgasse 12, 1096 Cully" map-style="/map/style.json" />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
`;

/** The server renderer as a CMS on Node runs it (the system Node, not the project's Node 24). */
export const SERVER_RENDER = `import { renderElement } from 'vinothek-elements/server';
const search = await fetch(process.argv[2] + '/api/artikelsearch/search', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ pageNumber: 1, pageSize: 6, filterValues: {}, sort: null, populateSearchFields: true }),
});
const html = await renderElement('shop-article-list', { initial: await search.text(), 'base-url': '/shop' });
process.stdout.write(JSON.stringify({ node: process.version, html }));
`;

/** The plain page of a CMS: config, the package's stylesheet and loader, and tags. */
export const plainPage = (dist: string) => `<!doctype html>
<html lang="de-CH">
  <head>
    <meta charset="utf-8"><title>Plain page</title>
    <link rel="stylesheet" href="${dist}/vinothek.css">
    <script type="application/json" id="shop-config">{"apiBase":"/api","cacheable":true}</script>
    <script type="module" src="${dist}/loader.js"></script>
  </head>
  <body>
    <shop-search-field></shop-search-field>
    <shop-basket-badge></shop-basket-badge>
  </body>
</html>
`;
