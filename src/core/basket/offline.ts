import { t } from '../../i18n/index.ts';
import * as v from 'valibot';
import { BasketAddLineSchema, type BasketAddRequest } from '../api/schemas/basket.ts';
import { ApiError } from '../errors.ts';
import { storeSlot } from '../state/shared.ts';
import type { ShopStore } from '../state/store.ts';
import { closeToast, showToast, toastsAtom } from '../state/toasts.ts';
import { OFFLINE_RETRY_FIRST_MS, OFFLINE_RETRY_MAX_MS } from '../timing.ts';
import { lineKey, offlineLinesAtom, type LineKey, type OfflineLines } from './atoms.ts';

/*
 * Issue 36: a basket change made without a connection (or whose answer was lost) is not dropped. The line keeps
 * the quantity the shopper chose (offlineLinesAtom: control and badge show it, marked as waiting), one plain
 * German toast says so, and the change is sent again: when the browser reports the connection back, else after
 * 2, 4, 8 … 30 s. Every change is "set the quantity", so a change that did reach the server is harmless to send
 * again; changes made meanwhile ride along with the next request.
 *
 * The waiting lines are also kept in the tab's sessionStorage: a shopper who goes on to another page before the
 * connection returns would otherwise lose them with the page. The next page's first basket island sends them
 * (resumeKeptLines) before it reads the basket.
 */

type Line = BasketAddRequest[number];

interface OfflineRuntime {
  /** This page has taken the lines an earlier page kept (once per store). */
  resumed: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
  attempt: number;
  toastId: number | null;
  listening: boolean;
  resend: () => void;
}

const runtimeOf = (store: ShopStore): OfflineRuntime =>
  storeSlot<OfflineRuntime>(store, 'basket-offline', () => ({
    resumed: false,
    timer: undefined,
    attempt: 0,
    toastId: null,
    listening: false,
    resend: () => undefined,
  }));

/** ky's names for "no answer came" (the browser's TypeError is in the NetworkError's cause). */
const NO_ANSWER = new Set(['NetworkError', 'TimeoutError', 'TypeError']);

/**
 * No answer at all (no connection, a lost answer, a timeout): the change may be sent again. An answer that
 * came but could not be read (malformed JSON, status 0 too) is the server's fault and is not retried.
 */
export function isConnectionLost(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 0 && error.cause instanceof Error && NO_ANSWER.has(error.cause.name);
}

const keyOf = (line: Line): LineKey => lineKey(line.artikelId, line.bestelleinheit);
const byKey = (lines: readonly Line[]): OfflineLines => Object.fromEntries(lines.map((line) => [keyOf(line), line]));

const STORAGE_KEY = 'vinothek-elements.basket-waiting';

/** The tab's copy of the waiting lines follows the atom; storage refused (private mode) keeps them for this page only. */
function setKept(store: ShopStore, lines: OfflineLines): void {
  store.set(offlineLinesAtom, lines);
  try {
    const waiting = Object.values(lines);
    if (waiting.length > 0) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(waiting));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // No storage (a server render, private mode): nothing to carry to the next page.
  }
}

/** What an earlier page of this tab kept: the lines the add schema takes; anything else (another version's shape, a hand edit) is dropped. */
function readKept(): Line[] {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter((line): line is Line => v.is(BasketAddLineSchema, line)) : [];
  } catch {
    return [];
  }
}

/**
 * On a page's first basket island: takes the lines an earlier page of this tab could not send and sends them
 * (`resend`, as the backoff would). True while kept lines wait: their answer brings the basket, and a load of
 * the basket racing it could land after it.
 */
export function resumeKeptLines(store: ShopStore, resend: () => void): boolean {
  const runtime = runtimeOf(store);
  if (!runtime.resumed) {
    runtime.resumed = true;
    const lines = readKept();
    if (lines.length > 0) {
      setKept(store, { ...byKey(lines), ...store.get(offlineLinesAtom) });
      runtime.resend = resend;
      resend();
    }
  }
  return Object.keys(store.get(offlineLinesAtom)).length > 0;
}

/** The kept lines with `lines` over them: what the next request sets. */
export function withOfflineLines(store: ShopStore, lines: BasketAddRequest): BasketAddRequest {
  const merged = new Map<LineKey, Line>();
  for (const line of Object.values(store.get(offlineLinesAtom))) if (line) merged.set(keyOf(line), line);
  for (const line of lines) merged.set(keyOf(line), line);
  return [...merged.values()];
}

export function hasOfflineLine(store: ShopStore, key: LineKey): boolean {
  return store.get(offlineLinesAtom)[key] !== undefined;
}

function stopRetrying(store: ShopStore): void {
  const runtime = runtimeOf(store);
  clearTimeout(runtime.timer);
  runtime.timer = undefined;
  runtime.attempt = 0;
  if (runtime.toastId !== null) closeToast(store, runtime.toastId);
  runtime.toastId = null;
}

/**
 * Keeps `lines` for later after a request found no connection; `resend` sends the kept lines (the basket
 * actions' own add, so the queue, toasts and events stay theirs).
 */
export function keepOffline(store: ShopStore, lines: BasketAddRequest, resend: () => void): void {
  setKept(store, { ...store.get(offlineLinesAtom), ...byKey(lines) });
  const runtime = runtimeOf(store);
  runtime.resend = resend;
  const open = store.get(toastsAtom).some((toast) => toast.id === runtime.toastId && !toast.closed);
  // One toast while the connection is away, not one per tap; it stays until the changes are through.
  if (!open) runtime.toastId = showToast(store, { kind: 'warning', message: t('warenkorb.keineVerbindung'), autoHideMs: false });
  clearTimeout(runtime.timer);
  const delay = Math.min(OFFLINE_RETRY_FIRST_MS * 2 ** runtime.attempt, OFFLINE_RETRY_MAX_MS);
  runtime.attempt += 1;
  runtime.timer = setTimeout(() => {
    runtime.timer = undefined;
    runtime.resend();
  }, delay);
  if (!runtime.listening && typeof window !== 'undefined') {
    runtime.listening = true;
    // The browser knows first when the connection is back: no need to wait out the backoff.
    window.addEventListener('online', () => {
      if (runtime.timer === undefined) return;
      clearTimeout(runtime.timer);
      runtime.timer = undefined;
      runtime.resend();
    });
  }
}

/** The server took `sent`: those kept lines are done (a line changed again meanwhile stays kept). */
export function settleOffline(store: ShopStore, sent: BasketAddRequest): void {
  const kept = store.get(offlineLinesAtom);
  if (Object.keys(kept).length === 0) return;
  const next = { ...kept };
  for (const line of sent) {
    const key = keyOf(line);
    if (next[key]?.mengeBestelleinheit === line.mengeBestelleinheit) delete next[key];
  }
  setKept(store, next);
  if (Object.keys(next).length === 0) stopRetrying(store);
}

/** The server answered and refused (its error shows): the kept lines are not sent again and again. */
export function dropOffline(store: ShopStore): void {
  if (Object.keys(store.get(offlineLinesAtom)).length === 0) return;
  setKept(store, {});
  stopRetrying(store);
}
