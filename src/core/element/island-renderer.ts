import { createElement, startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { takeEarlyClicks } from './replay-early-clicks.ts';
import { PRERENDERED_ATTRIBUTE } from './prerendered.ts';

interface Mounted {
  root: Root;
  Component: ComponentType<Record<string, unknown>>;
}

/**
 * How r2wc puts an island into its element. Every render is a transition, so React renders in short
 * slices and yields to the browser between them: a page with a dozen islands does not block the main
 * thread for the whole first render (Lighthouse TBT, ARCHITECTURE.md §8), and a shopper's input still wins.
 *
 * An element the server rendered (`prerendered`, src/server/) is hydrated: React takes over the markup
 * that is already on screen instead of building it again. Should that markup differ (another package
 * version on the server, an attribute changed before the element was defined), the element is rendered
 * afresh with a console warning, so the shopper still gets the right content.
 */
export const islandRenderer = {
  mount(container: HTMLElement, Component: Mounted['Component'], props: Record<string, unknown>): Mounted {
    const element = createElement(Component, props);
    if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) {
      // Once: if the element is moved, r2wc unmounts (emptying it) and mounts again, with nothing to hydrate.
      container.removeAttribute(PRERENDERED_ATTRIBUTE);
      const replayEarlyClicks = takeEarlyClicks(container);
      let root!: Root;
      startTransition(() => {
        root = hydrateRoot(container, element, {
          // Expected when the page changed an attribute before the element was defined: worth a warning, not an error.
          onRecoverableError: (error) =>
            console.warn(`<${container.localName}>: the server-rendered markup did not match; rendered afresh.`, error),
        });
      });
      // Outside the transition: a press waiting since before the scripts makes React hydrate this island now.
      replayEarlyClicks();
      return { root, Component };
    }
    const root = createRoot(container);
    startTransition(() => root.render(element));
    return { root, Component };
  },
  update({ root, Component }: Mounted, props: Record<string, unknown>): void {
    startTransition(() => root.render(createElement(Component, props)));
  },
  unmount({ root }: Mounted): void {
    root.unmount();
  },
};
