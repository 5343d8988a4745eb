import { openDialog } from '../state/dialogs.ts';
import type { ShopStore } from '../state/store.ts';

/**
 * Links with `data-shop-dialog` open their URL's HTML in a dialog instead of navigating (spec §7 last row,
 * e.g. the AGB). The attribute value, if any, is the dialog title; otherwise the link text. Only pages of the
 * shop's own origin open in the dialog: a link elsewhere is a normal link (issue 34: a foreign page's form
 * must never appear inside the shop's dialog, whatever the page's CSP).
 */
export function installDialogLinks(store: ShopStore, doc: Document): void {
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[data-shop-dialog]');
    if (!(link instanceof HTMLAnchorElement) || !link.href) return;
    if (new URL(link.href, doc.baseURI).origin !== new URL(doc.baseURI).origin) return;
    event.preventDefault();
    void openDialog(store, {
      kind: 'html',
      title: link.dataset.shopDialog || link.textContent?.trim() || '',
      url: link.href,
    });
  });
}
