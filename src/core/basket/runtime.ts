import { afterNextPaint } from '../after-next-paint.ts';
import { runInOrder } from '../state/in-order.ts';
import { storeSlot } from '../state/shared.ts';
import type { ShopStore } from '../state/store.ts';
import type { LineKey } from './atoms.ts';

/** Per-store bookkeeping of the basket actions; not state any component renders. */
interface BasketRuntime {
  /** Basket changes run one after another, so the server sees them in the shopper's order. */
  queue: Promise<unknown>;
  /** Changes started so far: a load that began before one of them must not land after it. */
  mutations: number;
  loading: Promise<void> | null;
  /** Debounce timers of quantity edits per line. */
  timers: Map<LineKey, ReturnType<typeof setTimeout>>;
  /** The server said enableECommerceTracking in an add answer. */
  tracking: boolean;
}

/** Kept on the store, so every copy of core on the page (loader chunks and all.js) queues into one. */
export function runtimeOf(store: ShopStore): BasketRuntime {
  return storeSlot<BasketRuntime>(store, 'basket-runtime', () => ({
    queue: Promise.resolve(),
    mutations: 0,
    loading: null,
    timers: new Map(),
    tracking: false,
  }));
}

/**
 * Runs `task` after every basket change queued before it (ARCHITECTURE.md §5 "last write wins"): answers
 * arrive in the order the changes were made, so an earlier answer never overwrites a later one. The request
 * waits for the next paint: the pressed button's busy state shows first (INP, ARCHITECTURE.md §8).
 */
export function enqueue<T>(store: ShopStore, task: () => Promise<T>): Promise<T> {
  const runtime = runtimeOf(store);
  runtime.mutations += 1;
  return runInOrder(runtime, () => afterNextPaint().then(task));
}
