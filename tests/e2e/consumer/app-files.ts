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
    resolveJsonModule: true,
    types: [],
  },
  include: ['src'],
});

export const APP_HTML = (main: string) => `<!doctype html>
<html lang="de-CH">
  <head><meta charset="utf-8"><title>Consumer app</title></head>
  <body><div id="root"></div><script type="module" src="/src/${main}"></script></body>
</html>
`;

/** One tag as the app renders it: its attributes as the demo shop's pages write them (tests/e2e/consumer-apps.test.ts). */
export interface AreaTag {
  tag: string;
  attributes: Record<string, string>;
}

/**
 * A standalone app (no server-rendered page config: the elements ask GET /api/session for a token) with a page
 * per area of the shop (`?area=…`), each rendering that area's tags with the attributes of src/areas.json. The
 * badge is on every page; the app's own listener counts the element's events. No `import type {} from …` line:
 * the side-effect import of the tags brings their JSX types. `imports` are the package's entries it takes.
 */
export const appMain = (imports: string[]) => `import { createElement, StrictMode, useEffect, useState, version } from 'react';
import { createRoot } from 'react-dom/client';
${imports.map((entry) => `import '${entry}';`).join('\n')}
import 'vinothek-elements/vinothek.css';
import areas from './areas.json';

const badge = <shop-basket-badge />;

function App() {
  const area = new URLSearchParams(location.search).get('area') ?? '';
  const [added, setAdded] = useState<number[]>([]);
  useEffect(() => {
    const onAdded = (event: CustomEvent<{ artikelId: number }>) => setAdded((ids) => [...ids, event.detail.artikelId]);
    document.addEventListener('shop:article-added', onAdded);
    return () => document.removeEventListener('shop:article-added', onAdded);
  }, []);
  const tags = (areas as unknown as Record<string, { tag: string; attributes: Record<string, string> }[]>)[area] ?? [];
  return (
    <main>
      <p id="react-version">{version}</p>
      <p id="added">{added.join(',')}</p>
      {badge}
      {tags.map(({ tag, attributes }, index) => createElement(tag, { key: index, ...attributes }))}
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
