import { useState, type ReactNode } from 'react';
import type { MerklisteState } from '../../src/core/api/schemas/merkliste.ts';
import { merklisteAtom } from '../../src/core/merkliste/atoms.ts';
import { useShopStore } from '../../src/core/state/use-shop-store.ts';

/** Seeds the customer's lists before the first render, so the story makes no request (stories run offline). */
export function WithMerkliste({ state, children }: { state: MerklisteState; children: ReactNode }) {
  const store = useShopStore();
  useState(() => store.set(merklisteAtom, state));
  return <>{children}</>;
}
