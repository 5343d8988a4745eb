import { widgetChunks } from './widgets/chunks.ts';

// Shared through globalThis so that a second copy of the loader on the page imports nothing twice.
const REQUESTED_KEY = Symbol.for('vinothek-elements.requested-tags');
const holder = globalThis as { [REQUESTED_KEY]?: Set<string> };
const requested = (holder[REQUESTED_KEY] ??= new Set());
const tags = Object.keys(widgetChunks);

/** Imports the chunk of every known tag found at or below `root` that was not requested before. */
function loadTagsIn(root: Element | Document): void {
  for (const tag of tags) {
    if (requested.has(tag) || !((root as Element).localName === tag || root.querySelector(tag))) continue;
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
