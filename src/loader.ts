import { widgetChunks } from './widgets/chunks.ts';

// Shared through globalThis so that a second copy of the loader on the page imports nothing twice.
const REQUESTED_KEY = Symbol.for('vinothek-elements.requested-tags');
const holder = globalThis as { [REQUESTED_KEY]?: Set<string> };
const requested = (holder[REQUESTED_KEY] ??= new Set());
const tags = Object.keys(widgetChunks);

/**
 * The hashed file of the shared runtime (React and core, ~85 KB gzip), written in by scripts/build-islands.ts.
 * Every widget file imports it, so it would be found only once a widget file has arrived: asking for it together
 * with the first widget file saves a round trip before the first island renders (LCP on slow phones).
 */
const RUNTIME_CHUNK = '__VINOTHEK_RUNTIME_CHUNK__';

function preloadRuntime(): void {
  // Unbuilt source (tests) still holds the placeholder; a second loader on the page finds the link already there.
  if (!/\.js$/.test(RUNTIME_CHUNK) || requested.size > 0) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = new URL(RUNTIME_CHUNK, import.meta.url).href;
  document.head.append(link);
}

/** Imports the chunk of every known tag found at or below `root` that was not requested before. */
function loadTagsIn(root: Element | Document): void {
  for (const tag of tags) {
    if (requested.has(tag) || !((root as Element).localName === tag || root.querySelector(tag))) continue;
    preloadRuntime();
    requested.add(tag);
    widgetChunks[tag]!().catch((error: unknown) => {
      requested.delete(tag);
      console.error(`vinothek-elements: could not load <${tag}>`, error);
    });
  }
}

loadTagsIn(document);
// Tags added later (CMS fragments, client-side navigation) load on first sight too.
new MutationObserver((records) => {
  if (requested.size === tags.length) return;
  for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) loadTagsIn(node);
}).observe(document.documentElement, { childList: true, subtree: true });
