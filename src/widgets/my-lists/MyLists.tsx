import { useEffect, useId, useRef, useState } from 'react';
import type { MerklisteState } from '../../core/api/index.ts';
import { newestListOf, defaultListOf, useMerklisten } from '../../core/merkliste/index.ts';
import { ModalPanel, useMediaQuery, Spinner } from '../../core/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { ListEditor } from './ListEditor.tsx';
import { ListNav, type ListNavProps } from './ListNav.tsx';

/** Below this width the list of lists is a drawer (the layout's one-column breakpoint). */
const PHONE_QUERY = '(max-width: 47.99rem)';

/** The phone drawer: a modal panel from the left; focus stays inside while open, Escape closes. */
function Drawer({ titleId, onClose, children }: { titleId: string; onClose: () => void; children: React.ReactNode }) {
  return (
    <div className="vk-my-lists__drawer-backdrop">
      <ModalPanel className="vk-my-lists__drawer" titleId={titleId} onClose={onClose}>
        {children}
      </ModalPanel>
    </div>
  );
}

/**
 * `/account/merklisten` (spec §2 Saved lists, §4 Saved lists edit): the lists on the left, the chosen
 * list's name form and articles on the right; on phones the lists are a drawer. `initial`: the lists the page
 * was rendered with (no call; the server renders them, README "Server rendering"); without it they are loaded.
 */
export function MyLists({ initial }: { initial?: MerklisteState | undefined }) {
  const t = useT();
  const state = useMerklisten(initial ?? null);
  const phone = useMediaQuery(PHONE_QUERY, false);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const titleId = useId();
  const drawerTitleId = `${titleId}-drawer`;
  const known = useRef<ReadonlySet<number>>(new Set());
  // After a confirmed delete the list that takes its place gets focus (its heading), not the page.
  const [focusNextHeading, setFocusNextHeading] = useState(false);

  // A list that appears (created here) becomes the chosen one.
  useEffect(() => {
    if (!state) return;
    const newest = newestListOf(state);
    const created = known.current.size > 0 && newest && !known.current.has(newest.merklisteId) ? newest : null;
    known.current = new Set(state.merklisten.map((list) => list.merklisteId));
    if (created) setChosenId(created.merklisteId);
  }, [state]);

  if (!state)
    return (
      <div className="vk-my-lists vk-my-lists--loading">
        <Spinner />
      </div>
    );

  // None chosen yet (the first render, the server's too) or the chosen one deleted: the default list.
  const chosen = state.merklisten.find((list) => list.merklisteId === chosenId) ?? defaultListOf(state) ?? state.merklisten[0] ?? null;
  const navProps: ListNavProps = {
    titleId,
    lists: state.merklisten,
    chosenId: chosen?.merklisteId ?? null,
    onChoose: (id) => {
      setChosenId(id);
      setFocusNextHeading(false);
      setDrawerOpen(false);
    },
  };

  // Both the drawer's button and the list of lists are written; the CSS shows the one that fits the width, so
  // the server's render is right on a phone as on a desktop and hydration moves nothing.
  return (
    <div className="vk-my-lists">
      <button
        type="button"
        className="vk-button vk-button--secondary vk-my-lists__drawer-open"
        aria-haspopup="dialog"
        onClick={() => setDrawerOpen(true)}
      >
        {t('meineListen.listenAnzeigen')}
      </button>
      {phone && drawerOpen && (
        <Drawer titleId={drawerTitleId} onClose={() => setDrawerOpen(false)}>
          <ListNav {...navProps} titleId={drawerTitleId} onClose={() => setDrawerOpen(false)} />
        </Drawer>
      )}
      <ListNav {...navProps} />
      {chosen ? (
        <ListEditor key={chosen.merklisteId} list={chosen} focusHeading={focusNextHeading} onDeleted={() => setFocusNextHeading(true)} />
      ) : (
        <p className="vk-my-lists__empty">{t('meineListen.keineListen')}</p>
      )}
    </div>
  );
}
