import { atom } from 'jotai/vanilla';
import { sharedAtom, storeSlot } from './shared.ts';
import type { ShopStore } from './store.ts';
import { TOAST_AUTO_HIDE_MS, TOAST_REMOVE_AFTER_CLOSE_MS } from '../timing.ts';

export type ToastKind = 'success' | 'info' | 'warning' | 'danger';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** The message (already translated). */
  message: string;
  /** Optional detail under the message, e.g. the error text of a failed call. */
  detail?: string;
  /** Hidden while closing; removed from the list TOAST_REMOVE_AFTER_CLOSE_MS later (spec §4). */
  closed: boolean;
}

export interface ShowToastOptions {
  kind?: ToastKind;
  message: string;
  detail?: string;
  /** Auto-hide time; default 3000 ms (spec §9); `false` keeps the toast until closed. */
  autoHideMs?: number | false;
}

export const toastsAtom = sharedAtom('toasts', () => atom<Toast[]>([]));

export function showToast(store: ShopStore, options: ShowToastOptions): number {
  // One counter per store, so toasts from two copies of core never share an id.
  const id = storeSlot(store, 'toast-ids', () => ({ next: 1 })).next++;
  const toast: Toast = { id, kind: options.kind ?? 'info', message: options.message, closed: false };
  if (options.detail) toast.detail = options.detail;
  // The same message again (three quantity changes in a row) takes the place of the one still shown, instead of a
  // stack of copies over the basket's total and buttons; as a new node, so the live region says it again. So at
  // most one open toast says a message.
  const same = (item: Toast) => !item.closed && item.kind === toast.kind && item.message === toast.message && item.detail === toast.detail;
  store.set(toastsAtom, (toasts) => (toasts.some(same) ? toasts.map((item) => (same(item) ? toast : item)) : [...toasts, toast]));
  const autoHideMs = options.autoHideMs ?? TOAST_AUTO_HIDE_MS;
  if (autoHideMs !== false) setTimeout(() => closeToast(store, id), autoHideMs);
  return id;
}

/** Closes a toast now; it is removed from the DOM 2000 ms later (spec §4 Dialogs and toasts). */
export function closeToast(store: ShopStore, id: number): void {
  const toast = store.get(toastsAtom).find((item) => item.id === id);
  if (!toast || toast.closed) return;
  store.set(toastsAtom, (toasts) => toasts.map((item) => (item.id === id ? { ...item, closed: true } : item)));
  setTimeout(() => store.set(toastsAtom, (toasts) => toasts.filter((item) => item.id !== id)), TOAST_REMOVE_AFTER_CLOSE_MS);
}
