import { t } from '../../i18n/index.ts';
import { fetchRestCommunication } from '../api/basket.ts';
import { configAtom } from '../state/config.ts';
import { openDialog, type DialogRequest } from '../state/dialogs.ts';
import { storeSlot } from '../state/shared.ts';
import type { ShopStore } from '../state/store.ts';
import { basketAtom } from './atoms.ts';

/**
 * Spec §2 Checkout: the hidden dialog with the request and response texts exchanged with the back
 * office (POST /api/basket/Get{backoffice}RestCommunication). `bestellungUid` defaults to the basket's.
 */
export async function openBasketDebugDialog(store: ShopStore, bestellungUid = store.get(basketAtom)?.bestellungUid): Promise<void> {
  if (!bestellungUid) return;
  const backoffice = store.get(configAtom).backoffice;
  const answer = await fetchRestCommunication(store, bestellungUid);
  const sections: NonNullable<DialogRequest['sections']> = answer.restRequests.flatMap((exchange) => [
    { heading: `${exchange.url} · ${t('debug.anfrage')}`, text: exchange.request },
    ...(exchange.response != null ? [{ heading: t('debug.antwort'), text: exchange.response }] : []),
    ...(exchange.error != null ? [{ heading: t('debug.fehler'), text: exchange.error }] : []),
  ]);
  await openDialog(store, {
    kind: 'info',
    title: t('debug.titel', { backoffice }),
    ...(sections.length > 0 ? { sections } : { message: t('debug.keineDaten') }),
  });
}

/**
 * Alt+R opens the debug dialog (spec §2), once per page store. `code` rather than `key`: on a Mac
 * Alt+R types "®". Returns nothing to undo: the listener lives as long as the page.
 */
export function installBasketDebugDialog(store: ShopStore, doc: Document = document): void {
  // Kept on the store: a second copy of core on the page must not add a second listener.
  const installed = storeSlot(store, 'basket-debug-dialog', () => ({ done: false }));
  if (installed.done) return;
  installed.done = true;
  doc.addEventListener('keydown', (event) => {
    if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== 'KeyR') return;
    event.preventDefault();
    openBasketDebugDialog(store).catch(() => undefined);
  });
}
