import { atom } from 'jotai/vanilla';
import { sharedAtom, storeSlot } from './shared.ts';
import type { ShopStore } from './store.ts';

/**
 * Dialog kinds of spec §4: info, warning, danger, question, plus confirmation, alert and HTML content.
 * - info/warning/danger/alert: a message and one OK button; resolves true.
 * - question/confirmation: two buttons; resolves true for yes/confirm, false for no/cancel/Escape.
 * - html: content loaded from `url` (or given as `html`), sanitised before it is shown.
 */
export type DialogKind = 'info' | 'warning' | 'danger' | 'question' | 'confirmation' | 'alert' | 'html';

export interface DialogRequest {
  kind: DialogKind;
  title: string;
  /** Plain text; shown as text, never as HTML. */
  message?: string;
  /** A list under the message (e.g. warningMessages); shown as text. */
  lines?: string[];
  /** Only for kind html: HTML content (sanitised) or a URL whose HTML is fetched without layout. */
  html?: string;
  url?: string;
  /** Preformatted blocks (debug dialog). Shown as text. */
  sections?: { heading: string; text: string }[];
  /** Static backdrop: clicking outside does not close (spec §4, e.g. the stock reminder). */
  staticBackdrop?: boolean;
  /** Escape closes unless false. Alerts keep it on; static dialogs may turn it off. */
  closeOnEscape?: boolean;
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface OpenDialog extends DialogRequest {
  id: number;
  resolve: (confirmed: boolean) => void;
}

export const dialogsAtom = sharedAtom('dialogs', () => atom<OpenDialog[]>([]));

/** Opens a dialog above any open one; resolves when it closes (true = confirmed / OK). */
export function openDialog(store: ShopStore, request: DialogRequest): Promise<boolean> {
  return new Promise((resolve) => {
    const id = storeSlot(store, 'dialog-ids', () => ({ next: 1 })).next++;
    const dialog: OpenDialog = {
      ...request,
      id,
      resolve: (confirmed) => {
        store.set(dialogsAtom, (dialogs) => dialogs.filter((item) => item.id !== id));
        resolve(confirmed);
      },
    };
    store.set(dialogsAtom, (dialogs) => [...dialogs, dialog]);
  });
}

/** Asks a yes/no question (e.g. before deleting an address or a list, spec §7). */
export function confirmDialog(store: ShopStore, request: Omit<DialogRequest, 'kind'>): Promise<boolean> {
  return openDialog(store, { ...request, kind: 'confirmation' });
}
