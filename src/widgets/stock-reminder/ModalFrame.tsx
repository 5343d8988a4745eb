import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusElement, tabbableElements } from '../../core/ui/focus.ts';
import { lockBodyScroll } from '../../core/ui/scroll-lock.ts';
import { useT } from '../../i18n/use-t.ts';

/**
 * A modal holding a form: the core Dialog shows messages only, so this frame reuses its classes,
 * focus helpers and scroll lock. Static backdrop (spec §4): a click outside does not close it;
 * Escape and the close button do.
 */
export function ModalFrame({ title, onClose, children }: { title: string; onClose: () => void; children: (ids: { titleId: string }) => ReactNode }) {
  const t = useT();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) focusElement(panel.querySelector<HTMLElement>('[data-autofocus]') ?? tabbableElements(panel)[0] ?? panel);
    const unlock = lockBodyScroll();
    return () => {
      unlock();
      if (previous?.isConnected) focusElement(previous);
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const tabbable = tabbableElements(panelRef.current);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      focusElement(last);
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      focusElement(first);
    }
  }

  return createPortal(
    <div className="vk-dialogs">
      <div className="vk-dialog-backdrop vk-dialog-backdrop--static">
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and the Tab trap of a modal, as in the core Dialog */}
        <div ref={panelRef} className="vk-dialog vk-dialog--form" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={handleKeyDown}>
          <div className="vk-dialog__header">
            <h2 className="vk-dialog__title" id={titleId}>
              {title}
            </h2>
            <button type="button" className="vk-dialog__close" aria-label={t('dialog.schliessen')} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {children({ titleId })}
        </div>
      </div>
    </div>,
    document.body,
  );
}
