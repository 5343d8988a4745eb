import { useState } from 'react';
import type { InvoicePosition } from '../../core/api/index.ts';
import { reorderPositions } from './reorder.ts';
import { useShopStore } from '../../core/state/index.ts';

export interface ReorderResult {
  /** What was asked for (a position's key, 'alle', or a delivery's number): its button shows the outcome. */
  source: string;
  added: boolean;
  unorderable: string[];
}

/** Reorder state of the detail: one reorder at a time (a double click sends one request), its last result. */
export function useReorder() {
  const store = useShopStore();
  const [busy, setBusy] = useState<string | null>(null);
  const [result, setResult] = useState<ReorderResult | null>(null);
  async function reorder(source: string, positionen: readonly InvoicePosition[]) {
    if (busy) return;
    setBusy(source);
    setResult(null);
    try {
      const outcome = await reorderPositions(store, positionen);
      setResult({ source, added: outcome.added, unorderable: outcome.unorderable });
    } finally {
      setBusy(null);
    }
  }
  return { busy, result, reorder };
}
