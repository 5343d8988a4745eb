import { storeSlot } from './shared.ts';
import type { ShopStore } from './store.ts';

/**
 * Leaving the page (a redirect after a call, a reload once the back office is ready) goes through the
 * store, so a test or a story can see where the shopper would go instead of losing its document.
 */
export interface PageNavigator {
  assign(url: string): void;
  reload(): void;
}

const browserNavigator: PageNavigator = {
  assign: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
};

function slot(store: ShopStore): { current: PageNavigator } {
  return storeSlot(store, 'navigator', () => ({ current: browserNavigator }));
}

export function navigatorOf(store: ShopStore): PageNavigator {
  return slot(store).current;
}

/** Replaces how this store's islands leave the page (tests, stories). */
export function setNavigator(store: ShopStore, navigator: PageNavigator): void {
  slot(store).current = navigator;
}
