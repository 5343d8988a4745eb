import { useAtomValue } from 'jotai/react';
import type { CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import type { MessageId } from '../../i18n/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { useShopStore } from '../state/use-shop-store.ts';
import { closeToast, toastsAtom, type Toast, type ToastKind } from '../state/toasts.ts';
import { useBelowHeader } from './use-below-header.ts';

const KIND_LABEL: Record<ToastKind, MessageId> = {
  success: 'toast.erfolg',
  info: 'toast.info',
  warning: 'toast.warnung',
  danger: 'toast.fehler',
};

const KIND_ICON: Record<ToastKind, string> = { success: '✓', info: 'i', warning: '!', danger: '!' };

/** Warnings and errors interrupt a screen reader (assertive); the rest waits its turn (polite). */
function isUrgent(kind: ToastKind): boolean {
  return kind === 'warning' || kind === 'danger';
}

function ToastItem({ toast }: { toast: Toast }) {
  const t = useT();
  const store = useShopStore();
  const classes = `vk-toast vk-toast--${toast.kind}${toast.closed ? ' vk-toast--hiding' : ''}`;
  return (
    // A closed toast stays for its exit animation (spec §4: removed 2000 ms after closing) but is out of reach.
    <div className={classes} data-toast-id={toast.id} inert={toast.closed} aria-hidden={toast.closed || undefined}>
      <span className="vk-toast__icon" aria-hidden="true">
        {KIND_ICON[toast.kind]}
      </span>
      <div className="vk-toast__body">
        <span className="vk-visually-hidden">{`${t(KIND_LABEL[toast.kind])}: `}</span>
        <p className="vk-toast__message">{toast.message}</p>
        {toast.detail && <p className="vk-toast__detail">{toast.detail}</p>}
      </div>
      <button type="button" className="vk-toast__close" aria-label={t('toast.schliessen')} onClick={() => closeToast(store, toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * Shows the toasts of the page store. Both live regions exist before any toast arrives, because
 * screen readers announce changes to a live region, not a region that appears with its content.
 */
export function ToastHost() {
  const toasts = useAtomValue(toastsAtom);
  const urgent = toasts.filter((toast) => isUrgent(toast.kind));
  const polite = toasts.filter((toast) => !isUrgent(toast.kind));
  const headerBottom = useBelowHeader(toasts.length > 0);
  if (typeof document === 'undefined') return null;
  return createPortal(
    <div className="vk-toasts" style={{ '--vk-toasts-top': `${headerBottom}px` } as CSSProperties}>
      <div className="vk-toasts__list" role="alert" aria-live="assertive" aria-atomic="false">
        {urgent.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
      <div className="vk-toasts__list" role="status" aria-live="polite" aria-atomic="false">
        {polite.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </div>,
    document.body,
  );
}
