import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { usePageLocation, type PageLocation } from '../../core/state/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { hasChildren, isCurrentPage, type NavItem } from './nav-items.ts';

/** aria-current for the page's own link (`page`: usePageLocation, the same on the server as in the browser). */
export const currentProps = (href: string, page: PageLocation) => (isCurrentPage(href, page) ? { 'aria-current': 'page' as const } : {});

/**
 * The desktop bar (ARCHITECTURE.md §3 `dropdown`): every top entry is a link, and an entry with a sub-level has
 * a disclosure button beside it (aria-expanded; Enter, Space or click; Escape closes and returns focus
 * to the button). No hover-only menus. The panel shows the second level with its third level below.
 */
export function DropdownBar({ items, onOpenChange }: { items: readonly NavItem[]; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const id = useId();
  const page = usePageLocation();
  const barRef = useRef<HTMLUListElement>(null);
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  useEffect(() => onOpenChange(openIndex !== null), [openIndex, onOpenChange]);

  useEffect(() => {
    if (openIndex === null) return;
    const closeOutside = (event: PointerEvent) => {
      if (!barRef.current?.contains(event.target as Node)) setOpenIndex(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [openIndex]);

  function closeAndReturn(event: KeyboardEvent<HTMLLIElement>, index: number) {
    if (event.key !== 'Escape' || openIndex !== index) return;
    event.preventDefault();
    setOpenIndex(null);
    document.getElementById(`${id}-toggle-${index}`)?.focus();
  }

  return (
    <ul
      ref={barRef}
      className="vk-main-nav__bar"
      onBlur={(event) => {
        // Tabbing out of the bar closes an open panel. Focus going nowhere (a click on the panel's
        // padding) does not: clicks outside are the pointerdown listener's business.
        const next = event.relatedTarget as Node | null;
        if (next && !barRef.current?.contains(next)) setOpenIndex(null);
      }}
    >
      {items.map((item, index) => (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape inside an open panel closes it (disclosure pattern)
        <li key={`${item.href}-${index}`} className="vk-main-nav__item" onKeyDown={(event) => closeAndReturn(event, index)}>
          <a className="vk-main-nav__link" href={item.href} {...currentProps(item.href, page)}>
            {item.label}
          </a>
          {hasChildren(item) && (
            <>
              <button
                type="button"
                id={`${id}-toggle-${index}`}
                className="vk-main-nav__toggle"
                aria-expanded={openIndex === index}
                aria-controls={`${id}-panel-${index}`}
                onClick={() => setOpenIndex((current) => (current === index ? null : index))}
              >
                <span className="vk-visually-hidden">{t('navigation.untermenueVon', { label: item.label })}</span>
                <span className="vk-main-nav__chevron" aria-hidden="true" />
              </button>
              <div id={`${id}-panel-${index}`} className="vk-main-nav__panel" hidden={openIndex !== index}>
                <ul className="vk-main-nav__columns">
                  {item.children.map((child, childIndex) => (
                    <li key={`${child.href}-${childIndex}`} className="vk-main-nav__column">
                      <a className="vk-main-nav__heading" href={child.href} {...currentProps(child.href, page)}>
                        {child.label}
                      </a>
                      {hasChildren(child) && (
                        <ul className="vk-main-nav__sublist">
                          {child.children.map((grandchild, grandchildIndex) => (
                            <li key={`${grandchild.href}-${grandchildIndex}`}>
                              <a className="vk-main-nav__sublink" href={grandchild.href} {...currentProps(grandchild.href, page)}>
                                {grandchild.label}
                              </a>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
