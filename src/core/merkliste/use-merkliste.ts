import { useAtomValue } from 'jotai/react';
import { useEffect } from 'react';
import { useClientValue } from '../element/use-hydrated.ts';
import { usePageConfig } from '../element/use-page-config.ts';
import { useShopStore } from '../state/use-shop-store.ts';
import type { MerklisteState } from '../api/schemas/merkliste.ts';
import { warnLoadFailure } from '../errors.ts';
import { merklisteAtom, merklistePendingAtom } from './atoms.ts';
import { isOnList, merklisteAccess, type MerklisteAccess } from './rules.ts';

/** What the shopper may do with lists on this page (spec §6), from the page config (a cacheable page's: hydrated for nobody). */
export function useMerklisteAccess(): MerklisteAccess {
  return merklisteAccess(usePageConfig());
}

/**
 * The customer's lists (loaded once per page when the shopper may use them); null while unknown. `initial`: the
 * lists the page was rendered with (`<shop-my-lists initial>`), shown by the server render and by hydration, and
 * put into the page's state unless it has lists already, so nothing loads them again.
 */
export function useMerklisten(initial: MerklisteState | null = null) {
  const store = useShopStore();
  const access = useMerklisteAccess();
  useEffect(() => {
    if (initial && !store.get(merklisteAtom)) store.set(merklisteAtom, initial);
    // Customers only: the list calls load with their first toggle, never on an anonymous visitor's page.
    if (access === 'single' || access === 'multiple') {
      import('./actions.ts').then(({ ensureMerklisteLoaded }) => ensureMerklisteLoaded(store)).catch(warnLoadFailure('the Merkliste'));
    }
  }, [store, access, initial]);
  return useClientValue(useAtomValue(merklisteAtom), null) ?? initial;
}

const NOTHING_PENDING = {};

/** The lists and pending presses as a card shows them: as the server rendered them until hydrated (no lists). */
function useListState() {
  const state = useClientValue(useAtomValue(merklisteAtom), null);
  const pending = useClientValue(useAtomValue(merklistePendingAtom), NOTHING_PENDING);
  return { state, pending };
}

/** Whether the article shows as on the list (null = default list), pending presses included. */
export function useOnList(artikelId: number, merklisteId: number | null): boolean {
  const { state, pending } = useListState();
  return isOnList(state, pending, artikelId, merklisteId);
}

/** A press of this article is still on its way (aria-busy on the toggle). */
export function useMerklistePending(artikelId: number): boolean {
  const { pending } = useListState();
  return Object.keys(pending).some((key) => key.startsWith(`${artikelId}|`));
}

/** Whether the article shows as on any of the customer's lists (the several-lists toggle's heart). */
export function useOnAnyList(artikelId: number): boolean {
  const { state, pending } = useListState();
  return (state?.merklisten ?? []).some((list) => isOnList(state, pending, artikelId, list.merklisteId));
}
