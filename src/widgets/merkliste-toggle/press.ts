import { configAtom } from '../../core/state/index.ts';
import type { ShopStore } from '../../core/state/index.ts';
import { loadMerklisteActions, merklisteAccess, openMerklisteLogin } from '../../core/merkliste/index.ts';

/**
 * A toggle press as every card has it. The list calls and their schemas load only for customers (their
 * lists are loaded through the same chunk by then), so an anonymous visitor's page carries just the
 * button and the login modal (ARCHITECTURE.md §8: the toggle sits on every card).
 */
export async function pressMerkliste(store: ShopStore, artikelId: number, merklisteId: number | null, on: boolean): Promise<boolean> {
  const access = merklisteAccess(store.get(configAtom));
  if (access === 'off') return false;
  if (access === 'anonymous') {
    if (on) void openMerklisteLogin(store, artikelId);
    return false;
  }
  const { setOnList } = await loadMerklisteActions();
  return setOnList(store, artikelId, merklisteId, on);
}
