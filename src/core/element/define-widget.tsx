import r2wc from '@r2wc/core';
import { registerMessages } from '../../i18n/index.ts';
import { getPageStore } from '../state/store.ts';
import { islandComponent, type AttributeSchemas, type WidgetDefinition } from './island.tsx';
import { islandRenderer } from './island-renderer.ts';
import { ensurePageSetup } from './page-setup.tsx';

export { parseAttributes, type WidgetDefinition } from './island.tsx';

/**
 * Turns a React component into a custom element (ARCHITECTURE.md §2): r2wc for the element, the one page store,
 * translations, and an error boundary per island. Defining the same tag twice is a no-op, so the loader
 * running twice (or loader plus all.js) is harmless.
 */
export function defineWidget<A extends AttributeSchemas>(definition: WidgetDefinition<A>): void {
  const { tag, attributes, messages } = definition;
  if (customElements.get(tag)) return;
  if (messages) registerMessages(messages);
  const Island = islandComponent(definition, { store: getPageStore, setUp: ensurePageSetup });
  const props = Object.fromEntries(Object.keys(attributes).map((name) => [name, 'string' as const]));
  // The page is set up as the element connects, before React renders it: the setup mounts the toast and dialog
  // host in a root of its own, and a root rendered during another render is an error in React's development build.
  const renderer: typeof islandRenderer = {
    ...islandRenderer,
    mount: (container, Component, initialProps) => {
      ensurePageSetup(getPageStore());
      return islandRenderer.mount(container, Component, initialProps);
    },
  };
  customElements.define(tag, r2wc(Island, { props }, renderer));
}
