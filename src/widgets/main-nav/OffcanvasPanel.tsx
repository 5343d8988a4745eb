import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { usePageLocation } from '../../core/state/index.ts';
import { focusElement, ModalPanel } from '../../core/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { currentProps } from './DropdownBar.tsx';
import { hasChildren, type NavItem } from './nav-items.ts';
import { CLOSED_NAV, levelAt, navStackReducer, trailOf, type NavStackAction } from './nav-stack.ts';

/**
 * The phone menu (ARCHITECTURE.md §3 `offcanvas`): a modal panel showing one level at a time, with the stack of
 * opened levels (spec §4). Forward moves focus to the new level's first entry, back to the entry that
 * opened the level; Escape and × close it and focus returns to the menu button (useModalFocus). The
 * page behind does not scroll. Loaded on the first open: most visits never open it.
 */
export default function OffcanvasPanel({ items, extras, onClose }: { items: readonly NavItem[]; extras?: ReactNode; onClose: () => void }) {
  const t = useT();
  const [stack, setStack] = useState(() => navStackReducer(CLOSED_NAV, { type: 'open' }, items));
  // Closing unmounts the panel, so the stack starts at the top next time.
  const dispatch = (action: NavStackAction) =>
    action.type === 'close' ? onClose() : setStack((current) => navStackReducer(current, action, items));
  const titleId = useId();
  const page = usePageLocation();
  const listRef = useRef<HTMLUListElement>(null);

  const level = levelAt(items, stack.path);
  const trail = trailOf(items, stack.path);
  const parent = trail[trail.length - 1];
  const close = () => dispatch({ type: 'close' });

  useEffect(() => {
    const entries = Array.from(listRef.current?.querySelectorAll<HTMLElement>(':scope > li > a, :scope > li > button') ?? []);
    // The overview link of a sub-level comes first; entry `index` of the level sits after it.
    const offset = parent ? 1 : 0;
    if (stack.focus.kind === 'level-start') focusElement(entries[0]);
    else if (stack.focus.kind === 'item') focusElement(entries[stack.focus.index + offset]);
  }, [stack, parent]);

  return createPortal(
    <div className="vk-offcanvas-layer">
      <div className="vk-offcanvas-backdrop" aria-hidden="true" onClick={close} />
      <ModalPanel className="vk-offcanvas" titleId={titleId} onClose={close}>
        <div className="vk-offcanvas__header">
          {parent ? (
            <button type="button" className="vk-offcanvas__back" onClick={() => dispatch({ type: 'back' })}>
              <span aria-hidden="true">‹ </span>
              {t('navigation.zurueck', { label: trail[trail.length - 2]?.label ?? t('navigation.hauptmenue') })}
            </button>
          ) : null}
          <h2 className="vk-offcanvas__title" id={titleId}>
            {parent?.label ?? t('navigation.menue')}
          </h2>
          <button type="button" className="vk-offcanvas__close" aria-label={t('navigation.schliessen')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <nav aria-labelledby={titleId}>
          <ul ref={listRef} className="vk-offcanvas__list">
            {parent && (
              <li>
                <a
                  className="vk-offcanvas__link vk-offcanvas__link--overview"
                  href={parent.href}
                  data-autofocus
                  {...currentProps(parent.href, page)}
                >
                  {t('navigation.uebersicht', { label: parent.label })}
                </a>
              </li>
            )}
            {level.map((item, index) => (
              <li key={`${item.href}-${index}`}>
                {hasChildren(item) ? (
                  <button
                    type="button"
                    className="vk-offcanvas__link vk-offcanvas__link--forward"
                    data-autofocus={!parent && index === 0 ? true : undefined}
                    onClick={() => dispatch({ type: 'forward', index })}
                  >
                    {item.label}
                    <span className="vk-visually-hidden">{`, ${t('navigation.untermenue')}`}</span>
                    <span aria-hidden="true"> ›</span>
                  </button>
                ) : (
                  <a
                    className="vk-offcanvas__link"
                    href={item.href}
                    data-autofocus={!parent && index === 0 ? true : undefined}
                    {...currentProps(item.href, page)}
                  >
                    {item.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {!parent && extras && <div className="vk-offcanvas__extras">{extras}</div>}
      </ModalPanel>
    </div>,
    document.body,
  );
}
