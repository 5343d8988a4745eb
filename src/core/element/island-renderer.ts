import { createElement, startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { languageLoading } from '../../i18n/index.ts';
import { changedControls } from './changed-controls.ts';
import { EARLY_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './prerendered.ts';
import { forgetServerChecked, trustServerChecked } from './server-checked.ts';

interface Mounted {
  /** null while a server-rendered element waits for its language before hydrating. */
  root: Root | null;
  Component: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
  unmounted?: boolean;
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
 *
 * On a page in another language than German, hydration starts once that language's texts are in (the
 * server rendered with them; the markup stays on screen meanwhile). Not by suspending inside the root: r2wc
 * mounts on the element's first attribute and updates on each further one, and an update of a root still
 * suspended in hydration makes React drop the server markup. Props arriving meanwhile are kept for it.
 */
export const islandRenderer = {
  mount(container: HTMLElement, Component: Mounted['Component'], props: Record<string, unknown>): Mounted {
    const mounted: Mounted = { root: null, Component, props };
    if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) {
      // The JSON the server checked is not checked again (server-checked.ts); its fingerprints are this mark's value.
      trustServerChecked(container, container.getAttribute(PRERENDERED_ATTRIBUTE));
      const hydrate = (replayEarlyInput?: () => void) => {
        if (mounted.unmounted) return;
        // Only now, not at mount: while a page in another language waits for its texts the loader must go on
        // marking presses (it marks inside [prerendered]), or a press in that wait is lost.
        // Once: if the element is moved, r2wc unmounts (emptying it) and mounts again, with nothing to hydrate.
        container.removeAttribute(PRERENDERED_ATTRIBUTE);
        startTransition(() => {
          mounted.root = hydrateRoot(container, createElement(Component, mounted.props), {
            // Expected when the page changed an attribute before the element was defined: worth a warning, not an error.
            onRecoverableError: (error) =>
              console.warn(`<${container.localName}>: the server-rendered markup did not match; rendered afresh.`, error),
          });
        });
        // Outside the transition: a press waiting since before the scripts makes React hydrate this island now.
        replayEarlyInput?.();
      };
      // What the shopper did before the scripts ran (a control changed, a button pressed: the loader's mark, the
      // focus) is replayed by a file of its own, fetched only then: every page would carry it otherwise
      // (ARCHITECTURE.md §8). Presses meanwhile are marked too.
      const hydrateWithEarlyInput = () =>
        container.querySelector(`[${EARLY_ATTRIBUTE}]`) || container.contains(document.activeElement) || changedControls(container)[0]
          ? import('./take-early-input.ts').then(
              (replay) => hydrate(replay.takeEarlyInput(container)),
              () => hydrate(),
            )
          : hydrate();
      const language = languageLoading();
      if (language) void language.then(hydrateWithEarlyInput);
      else hydrateWithEarlyInput();
      return mounted;
    }
    const root = createRoot(container);
    mounted.root = root;
    startTransition(() => root.render(createElement(Component, props)));
    return mounted;
  },
  update(mounted: Mounted, props: Record<string, unknown>): void {
    mounted.props = props;
    const { root, Component } = mounted;
    if (root) startTransition(() => root.render(createElement(Component, props)));
  },
  unmount(mounted: Mounted): void {
    mounted.unmounted = true;
    mounted.root?.unmount();
    forgetServerChecked(mounted.props);
  },
};
