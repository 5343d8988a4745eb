import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DialogHeader } from './DialogHeader.tsx';
import { ModalPanel } from './ModalPanel.tsx';

/**
 * A modal that holds an element's own content (a form: stock reminder, later the address dialog), where the
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

  return createPortal(
    <div className="vk-dialogs">
      <div className="vk-dialog-backdrop vk-dialog-backdrop--static">
        <ModalPanel className="vk-dialog vk-dialog--form" titleId={titleId} onClose={onClose} opener={opener}>
          <DialogHeader titleId={titleId} title={title} onClose={onClose} />
          {children({ titleId })}
        </ModalPanel>
      </div>
    </div>,
    document.body,
  );
}
