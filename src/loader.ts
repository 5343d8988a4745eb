import { widgetChunks } from './widgets/chunks.ts';

// Shared through globalThis so that a second copy of the loader on the page imports nothing twice. A property, not a
// `Symbol.for` key: 14 bytes of the loader's 1 KB.
const requested = ((globalThis as { vinothekRequestedTags?: Set<string> }).vinothekRequestedTags ??= new Set());
const tags = Object.keys(widgetChunks);

/**
 * Only the package's own loader.js, served over http(s), has its files beside it to preload. Unbuilt source (tests)
 * has none (the page build sets the flag). In an app's bundle (Next.js, webpack, Vite) `import.meta.url` is a
 * `file://` path or a renamed chunk: a link there would only log a failed load, and the bundler loads its chunks.
 */
const built = globalThis.VINOTHEK_PAGE_BUILD && /^http.*\/loader\.js/.test(import.meta.url);

/** Fetches a module now without running it (a second loader's duplicate link fetches nothing: one module map). */
function preload(path: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  // A URL object stands for its string (the attribute's setter converts it): `.href` costs the loader 5 bytes.
  link.href = new URL(path, import.meta.url) as unknown as string;
  document.head.append(link);
}

/**
 * The runtime runs first and alone, then each element file in a task of its own: one long task of every
 * module at once was the page's biggest blocking time (Lighthouse TBT, ARCHITECTURE.md §8). Every element file
 * imports the runtime, so this changes no order, only how the work is cut.
 */
let runtimeReady: Promise<unknown> | null = null;

/** Imports the chunk of every known tag found at or below `root` that was not requested before. */
function loadTagsIn(root: Element | Document): void {
  for (const tag of tags) {
    if (requested.has(tag) || !((root as Element).localName === tag || root.querySelector(tag))) continue;
    requested.add(tag);
    // The shared runtime (React and core, ~100 KB gzip). The build (tsup.config.ts) makes it the entry
    // `runtime.js` of the same chunk graph, so this import becomes `import('./runtime.js')` and the element files
    // import what it holds, never a second copy. A failed runtime download is tried again when the tag's next
    // element arrives, as an element file is.
    runtimeReady ??= import('./runtime.ts').catch((error: unknown) => {
      runtimeReady = null;
      throw error;
    });
    runtimeReady
      .then(() => new Promise((resolve) => setTimeout(resolve)))
      .then(widgetChunks[tag])
      .catch((error: unknown) => {
        requested.delete(tag);
        // Said a moment later: a page the shopper leaves while its files load has its imports cut off (Firefox
        // rejects them), and is gone before the timer runs. A download that really failed is still reported.
        setTimeout(console.error, 500, `vinothek: could not load <${tag}>`, error);
      });
  }
}

/**
 * Fetches the runtime and the file of each tag on the page without running them yet. A tag's file is named after
 * its folder: folderOf (core/element/tag-folder.ts) without the check, written out (a call costs the loader 14
 * bytes of its 1 KB; tests/unit/loader-preload.test.ts holds the two together).
 */
function preloadFiles(): void {
  const present = tags.filter((tag) => document.querySelector(tag));
  if (built && present[0]) for (const path of ['./runtime.js', ...present.map((tag) => `./widgets/${tag.slice(5)}.js`)]) preload(path);
}

/**
 * The rest waits for the whole document: which tags it has, and whether the server rendered them. A deferred module
 * (the loader without `async`) runs when the document is parsed anyway.
 */
function start(): void {
  // A page with server-rendered islands shows its content without script, so the first paint and its images
  // get the bandwidth; the files follow it. Elsewhere the elements render the content: their files come at once.
  // The literal of PRERENDERED_ATTRIBUTE (core/element/prerendered.ts): importing it costs the loader 9 bytes it has
  // not got. The first such element, or null (a `!!` costs bytes too); null once its files are preloaded.
  let serverRendered = document.querySelector('[prerendered]');
  /*
   * Runs once the browser has shown the page as the server sent it: when its paint timing entry arrives. Module
   * scripts otherwise run before the first frame, and a long first render or hydration holds back the first paint
   * of content that is already there (server-rendered cards). A frame is committed long before a slow raster (big
   * pictures, a phone) shows it, so the next frame (`requestAnimationFrame`) is too early: the runtime evaluated in
   * between still held the picture back, and Lighthouse counted its evaluation into LCP (2.9 s instead of 1.5 on
   * /shop, issue 32). A page without server-rendered content has nothing to wait for. A hidden page, which paints
   * nothing, or a browser without paint timing loads after 3 s. It may run more than once (the first paint and
   * first contentful paint entries, the timer): what it does, it does once.
   */
  const afterFirstPaint = () => {
    serverRendered &&= (preloadFiles(), null);
    loadTagsIn(document);
  };
  if (!serverRendered) preloadFiles();
  new PerformanceObserver(afterFirstPaint).observe({ type: 'paint', buffered: true });
  setTimeout(afterFirstPaint, serverRendered ? 3e3 : 0);
  // Tags added later (CMS fragments, client-side navigation) load on first sight too; one selector test per
  // added element, as React inserts thousands while it renders.
  new MutationObserver((records) => {
    const waiting = tags.filter((tag) => !requested.has(tag)).join(',');
    // Every tag requested: nothing to wait for (and '' is no selector).
    if (waiting)
      for (const record of records) {
        for (const node of record.addedNodes)
          // Text and comment nodes have neither method (`instanceof Element` costs the loader bytes it has not got).
          if ((node as Element).matches?.(waiting) || (node as Element).querySelector?.(waiting)) loadTagsIn(node as Element);
      }
  }).observe(document, { childList: true, subtree: true });
}

// A button pressed inside a server-rendered element before its island hydrates would be lost: React sees only
// what happens once it hydrates, seconds later on a slow phone. It is marked here, and the island renderer presses
// it again as it starts hydrating (core/element/take-early-input.ts, which finds changed controls by comparing
// them with the server's render: they need no mark). A mark, not a list: a second loader marks the same button
// again, harmlessly, and the loader stays within its 1 KB (a button pressed twice before then counts once).
// Literals, as above: EARLY_ATTRIBUTE. The renderer removes `prerendered` as it hydrates, so from then on React has
// the events and nothing is marked. At once, on every page: a loader included with `async` runs as soon as it
// arrives, while a long page still streams in and its first cards can already be pressed (issue 36).
addEventListener('click', (event) => (event.target as Element).closest('[prerendered] button')?.setAttribute('data-early', ''));
// 'loading' is the only state after 'l' ('interactive', 'complete' come before it): 10 bytes less than `==`.
if (document.readyState > 'l') addEventListener('DOMContentLoaded', start);
else start();
