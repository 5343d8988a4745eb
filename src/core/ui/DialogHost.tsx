import { useAtomValue } from 'jotai/react';
import { createPortal } from 'react-dom';
import { dialogsAtom } from '../state/dialogs.ts';
import { Dialog } from './Dialog.tsx';
import { useBodyScrollLock } from './scroll-lock.ts';

/**
 * Renders the page's dialog stack (the newest on top) into document.body, so no transformed or
 * clipped ancestor in the CMS page can trap the modal. The page does not scroll while one is open.
 */
export function DialogHost() {
  const dialogs = useAtomValue(dialogsAtom);
  const open = dialogs.length > 0;
  useBodyScrollLock(open);
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <div className="vk-dialogs">
      {dialogs.map((dialog, index) => (
        <Dialog key={dialog.id} dialog={dialog} isTop={index === dialogs.length - 1} />
      ))}
    </div>,
    document.body,
  );
}
