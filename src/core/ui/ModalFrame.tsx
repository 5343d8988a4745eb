import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DialogHeader } from './DialogHeader.tsx';
import { handleModalKeyDown, useModalFocus } from './modal-focus.ts';
import { useBodyScrollLock } from './scroll-lock.ts';

/**
 * A modal that holds a widget's own content (a form: stock reminder, later the address dialog), where the
 * store-driven Dialog shows messages only. Same look, focus handling and scroll lock as Dialog; the
 * backdrop is static (spec §4 stock reminder): a click outside does not close it, Escape and × do.
 */
export function ModalFrame({
  title,
  onClose,
  opener,
  children,
}: {
  title: string;
  onClose: () => void;
  /** Where focus returns on close (see useModalFocus); the focused element at opening when not given. */
  opener?: HTMLElement | null | undefined;
  children: (ids: { titleId: string }) => ReactNode;
}) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useModalFocus(panelRef, opener);
  useBodyScrollLock();

  return createPortal(
    <div className="vk-dialogs">
      <div className="vk-dialog-backdrop vk-dialog-backdrop--static">
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and the Tab trap of a modal, as in Dialog */}
        <div
          ref={panelRef}
          className="vk-dialog vk-dialog--form"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => handleModalKeyDown(event, panelRef.current, onClose)}
        >
          <DialogHeader titleId={titleId} title={title} onClose={onClose} />
          {children({ titleId })}
        </div>
      </div>
    </div>,
    document.body,
  );
}
