import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { ShopStore } from '../../src/core/state/store.ts';
import { createTestStore, ShopHarness, type ConfigOverrides } from '../fixtures/shop-harness.tsx';

export interface RenderWithShopOptions {
  /** A store prepared by the test; a fresh one by default. */
  store?: ShopStore;
  /** Page-config changes for a fresh store (ignored when `store` is given). */
  config?: ConfigOverrides;
}

/** Renders `ui` the way an island runs on a page: fresh store, providers, toast and dialog hosts. */
export function renderWithShop(ui: ReactElement, options: RenderWithShopOptions = {}): RenderResult & { store: ShopStore } {
  const store = options.store ?? createTestStore(options.config);
  const result = render(<ShopHarness store={store}>{ui}</ShopHarness>);
  // rerender keeps the harness, so a test can change props without losing providers or store.
  const rerender = (next: ReactNode) => result.rerender(<ShopHarness store={store}>{next}</ShopHarness>);
  return { ...result, rerender, store };
}
