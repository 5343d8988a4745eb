import { useStore } from 'jotai/react';
import type { ShopStore } from './store.ts';

/** The store of the surrounding island, for calling action functions from event handlers. */
export function useShopStore(): ShopStore {
  return useStore();
}
