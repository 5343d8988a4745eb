import { useRef, type ReactNode } from 'react';
import { handleModalKeyDown, useModalFocus } from './modal-focus.ts';
import { useBodyScrollLock } from './scroll-lock.ts';

/**
 * The panel of a modal, written once for the form modal (ModalFrame), the phone menu (OffcanvasPanel) and the
 * Merkliste drawer: role dialog named by its title, focus moved in and kept inside (Tab loops), returned to
 * `opener` on close (useModalFocus), Escape closes, the page behind does not scroll. Each caller keeps its own
 * layers around it (portal, backdrop), which is where they differ.
 */
export function ModalPanel({
  className,
  titleId,
  onClose,
  opener,
  children,
}: {
  className: string;
  /** The id of the element that names the dialog. */
  titleId: string;
  /** Escape (and the caller's × or backdrop). */
  onClose: () => void;
  /** Where focus returns on close (see useModalFocus); the focused element at opening when not given. */
  opener?: HTMLElement | null | undefined;
  children: ReactNode;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  useModalFocus(panelRef, opener);
  useBodyScrollLock();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and the Tab trap of a modal, as in Dialog
    <div
      ref={panelRef}
      className={className}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => handleModalKeyDown(event, panelRef.current, onClose)}
    >
      {children}
    </div>
  );
}
