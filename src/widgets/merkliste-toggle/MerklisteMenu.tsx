import { useAtomValue } from 'jotai/react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { Merkliste } from '../../core/api/index.ts';
import { setOnList, merklisteAtom, useCreateList, useOnList } from '../../core/merkliste/index.ts';
import { useShopStore } from '../../core/state/index.ts';
import { Field, handleModalKeyDown, useModalFocus } from '../../core/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';

interface MerklisteMenuProps {
  artikelId: number;
  anchor: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

function ListOption({ artikelId, list }: { artikelId: number; list: Merkliste }) {
  const store = useShopStore();
  const on = useOnList(artikelId, list.merklisteId);
  return (
    <li>
      <label className="vk-merkliste-menu__option">
        <input
          type="checkbox"
          data-merkliste-id={list.merklisteId}
          checked={on}
          onChange={(event) => void setOnList(store, artikelId, list.merklisteId, event.target.checked)}
        />
        {/* A name is the customer's text: React renders it as text, never as HTML. */}
        <span>{list.bezeichnung}</span>
      </label>
    </li>
  );
}

/**
 * Where the panel goes, in page coordinates (it is portalled to body): below the toggle, or above it when the
 * space below cannot hold it and the space above is larger (issue 36: on a low card "Anlegen" opened below the
 * viewport); inside the viewport's width, and never above its top.
 */
function placeMenu(anchor: HTMLElement, panel: HTMLElement): { top: number; left: number } {
  const rect = anchor.getBoundingClientRect();
  const { offsetWidth: width, offsetHeight: height } = panel;
  const viewport = document.documentElement;
  const left = Math.max(8, Math.min(rect.right - width, viewport.clientWidth - width - 8));
  const below = viewport.clientHeight - rect.bottom - 4;
  const above = rect.top - 4;
  const top = height > below && above > below ? Math.max(8, rect.top - 4 - height) : rect.bottom + 4;
  return { top: top + window.scrollY, left: left + window.scrollX };
}

/**
 * The several-lists menu of the toggle (spec §4): a disclosure with the customer's lists as checkboxes
 * and a form for a new list. Portalled to body so no card or slider clips it; focus moves in, Tab stays
 * inside, Escape or a click outside closes and focus returns to the toggle.
 */
export default function MerklisteMenu({ artikelId, anchor, onClose }: MerklisteMenuProps) {
  const t = useT();
  const state = useAtomValue(merklisteAtom);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const [focusListId, setFocusListId] = useState<number | null>(null);
  const newList = useCreateList(artikelId, (created) => setFocusListId(created.merklisteId));
  useModalFocus(panelRef);

  // Opened before the lists are in (a press right after the page loaded), the focus went to the first field there
  // is, the new list's name; once the lists arrive it moves on to the first list, where an open menu starts,
  // unless the shopper has moved it or typed a name meanwhile.
  const focusedWhileLoading = useRef<Element | null>(null);
  useEffect(() => {
    if (!state) focusedWhileLoading.current = document.activeElement;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- where useModalFocus put the focus on opening
  }, []);
  useEffect(() => {
    const early = focusedWhileLoading.current;
    if (!state || !early) return;
    focusedWhileLoading.current = null;
    if (document.activeElement === early && !newList.name)
      panelRef.current?.querySelector<HTMLElement>('.vk-merkliste-menu__lists input')?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the lists arrive
  }, [state]);

  // The new list holds the article now: its checkbox takes the focus once rendered, so the shopper hears it checked.
  useEffect(() => {
    if (focusListId == null) return;
    const box = panelRef.current?.querySelector<HTMLInputElement>(`[data-merkliste-id="${focusListId}"]`);
    if (!box) return;
    box.focus();
    setFocusListId(null);
  }, [focusListId, state]);

  // Placed again when the lists change: a new list makes the panel taller.
  useLayoutEffect(() => {
    const place = () => anchor.current && panelRef.current && setPosition(placeMenu(anchor.current, panelRef.current));
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [anchor, state]);

  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !anchor.current?.contains(target)) onClose();
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [anchor, onClose]);

  return createPortal(
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and the Tab loop of the panel
    <div
      ref={panelRef}
      className="vk-merkliste-menu"
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      // Off screen until placed, but focusable: the focus moves in on the first commit.
      style={position ?? { top: 0, left: -10000 }}
      onKeyDown={(event) => handleModalKeyDown(event, panelRef.current, onClose)}
    >
      <h2 className="vk-merkliste-menu__title" id={titleId}>
        {t('merkliste.menu.titel')}
      </h2>
      {state ? (
        <ul className="vk-merkliste-menu__lists">
          {state.merklisten.map((list) => (
            <ListOption key={list.merklisteId} artikelId={artikelId} list={list} />
          ))}
        </ul>
      ) : (
        <p role="status">{t('merkliste.laden')}</p>
      )}
      <form className="vk-merkliste-menu__new" noValidate onSubmit={(event) => void newList.submit(event)}>
        <Field label={t('merkliste.neu.name')} error={newList.error}>
          <input type="text" name="bezeichnung" value={newList.name} onChange={(event) => newList.setName(event.target.value)} />
        </Field>
        <button type="submit" className="vk-button vk-button--primary" disabled={!newList.canSave} aria-busy={newList.submitting}>
          {t('merkliste.neu.speichern')}
        </button>
      </form>
    </div>,
    document.body,
  );
}
