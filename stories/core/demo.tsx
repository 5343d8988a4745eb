/** Story helpers: show toasts or open a dialog when the story mounts, and again on a button. */
import { useEffect, useMemo, useState } from 'react';
import { dialogsAtom, openDialog, type DialogRequest } from '../../src/core/state/dialogs.ts';
import { showToast, toastsAtom, type ShowToastOptions } from '../../src/core/state/toasts.ts';
import { useShopStore } from '../../src/core/state/use-shop-store.ts';
import { t } from '../../src/i18n/index.ts';

export function ToastDemo({ toasts }: { toasts: ShowToastOptions[] }) {
  const store = useShopStore();
  const showAll = () => toasts.forEach((toast) => showToast(store, toast));
  useEffect(() => {
    // Shown on mount so the story (and its smoke test) has something to look at.
    const ids = toasts.map((toast) => showToast(store, toast));
    return () => store.set(toastsAtom, (list) => list.filter((toast) => !ids.includes(toast.id)));
  }, [store, toasts]);
  return (
    <button type="button" className="vk-button vk-button--secondary" onClick={showAll}>
      Meldung erneut zeigen
    </button>
  );
}

export function DialogDemo({ requests }: { requests: DialogRequest[] }) {
  const store = useShopStore();
  const [result, setResult] = useState<string>('–');
  useEffect(() => {
    const before = new Set(store.get(dialogsAtom).map((dialog) => dialog.id));
    requests.forEach((request) => void openDialog(store, request).then((confirmed) => setResult(String(confirmed))));
    const opened = store
      .get(dialogsAtom)
      .filter((dialog) => !before.has(dialog.id))
      .map((dialog) => dialog.id);
    return () => store.set(dialogsAtom, (list) => list.filter((dialog) => !opened.includes(dialog.id)));
  }, [store, requests]);
  const openLast = () => {
    const request = requests.at(-1);
    if (request) void openDialog(store, request).then((confirmed) => setResult(String(confirmed)));
  };
  return (
    <div>
      <button type="button" className="vk-button vk-button--secondary" onClick={openLast}>
        Dialog öffnen
      </button>
      <p>
        Ergebnis: <output>{result}</output>
      </p>
    </div>
  );
}

/**
 * The §8 toast a call shows when the network fails (what the client shows for a TypeError of fetch),
 * for stories of a failed action: the element's own state stays as the story renders it.
 */
export function NetworkFailureToast({ url }: { url: string }) {
  const toasts = useMemo<ShowToastOptions[]>(
    () => [{ kind: 'warning', message: t('errorServerCommunication'), detail: `Failed to fetch (${url})` }],
    [url],
  );
  return <ToastDemo toasts={toasts} />;
}
