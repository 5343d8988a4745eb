import { useAtomValue } from 'jotai/react';
import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { dialogsAtom } from '../state/dialogs.ts';
import { useBodyScrollLock } from './scroll-lock.ts';

// Every page has the host, few pages ever open a dialog: its code loads with the first one (ARCHITECTURE.md §8).
const Dialog = lazy(() => import('./Dialog.tsx').then((module) => ({ default: module.Dialog })));

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
      <Suspense fallback={null}>
        {dialogs.map((dialog, index) => (
          <Dialog key={dialog.id} dialog={dialog} isTop={index === dialogs.length - 1} />
        ))}
      </Suspense>
    </div>,
    document.body,
  );
}
