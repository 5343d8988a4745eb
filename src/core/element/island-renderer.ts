import { createElement, startTransition, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';

interface Mounted {
  root: Root;
  Component: ComponentType<Record<string, unknown>>;
}

/**
 * How r2wc puts an island into its element. Every render is a transition, so React renders in short
 * slices and yields to the browser between them: a page with a dozen islands does not block the main
 * thread for the whole first render (Lighthouse TBT, DESIGN §8), and a shopper's input still wins.
 */
export const islandRenderer = {
  mount(container: HTMLElement, Component: Mounted['Component'], props: Record<string, unknown>): Mounted {
    const root = createRoot(container);
    startTransition(() => root.render(createElement(Component, props)));
    return { root, Component };
  },
  update({ root, Component }: Mounted, props: Record<string, unknown>): void {
    startTransition(() => root.render(createElement(Component, props)));
  },
  unmount({ root }: Mounted): void {
    root.unmount();
  },
};
