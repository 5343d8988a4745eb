import { atom } from 'jotai/vanilla';
import type { MerklisteState } from '../api/schemas/merkliste.ts';
import { sharedAtom, storeSlot } from '../state/shared.ts';
import type { ShopStore } from '../state/store.ts';

/**
 * The customer's lists as the server last answered them (spec §7: every Merkliste answer replaces the
 * local state); null until loaded. Every toggle on the page reads this one atom.
 */
export const merklisteAtom = sharedAtom('merkliste', () => atom<MerklisteState | null>(null));

/**
 * Presses the server has not answered yet, keyed by `membershipKey`: the toggle shows the wanted state at
 * once, and a failure just drops the entry, which leaves the server's last state (the rollback).
 */
export const merklistePendingAtom = sharedAtom('merkliste.pending', () => atom<Readonly<Record<string, boolean>>>({}));

/** Whether an article is on a list; `null` stands for the default list (which may not exist yet). */
export function membershipKey(artikelId: number, merklisteId: number | null): string {
  return `${artikelId}|${merklisteId ?? 'default'}`;
}

interface MerklisteRuntime {
  loading: Promise<void> | null;
  /** List changes run one after another (see enqueueMerkliste). */
  queue: Promise<unknown>;
  /** Changes started so far: a load that began before one of them must not land after it. */
  changes: number;
  /** The latest press per membership key: only it may clear the pending entry. */
  presses: Map<string, symbol>;
}

export function merklisteRuntimeOf(store: ShopStore): MerklisteRuntime {
  return storeSlot<MerklisteRuntime>(store, 'merkliste-runtime', () => ({
    loading: null,
    queue: Promise.resolve(),
    changes: 0,
    presses: new Map(),
  }));
}
