import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from '../../core/element/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { DropdownBar } from './DropdownBar.tsx';
import type { NavItem } from './nav-items.ts';

/** The phone panel with its stack of levels, fetched when the menu button is first pressed. */
const OffcanvasPanel = lazy(() => import('./OffcanvasPanel.tsx'));

export type MainNavMode = 'auto' | 'dropdown' | 'offcanvas';

export interface MainNavProps {
  items: NavItem[];
  /** `dropdown`: the bar at every width; `offcanvas`: the menu button at every width; `auto`: the bar from 64 rem, the menu button below (CSS decides, so nothing moves on mount). */
  mode?: MainNavMode;
  /** Told when a dropdown or the offcanvas opens or closes (the header stays in view meanwhile). */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Shown under the phone menu's top level: the header's links that do not fit its one row on a phone. */
  menuExtras?: ReactNode;
}

/**
 * The phone menu of a server render (renderElement) until it hydrates: a <details> that opens without script,
 * with the top level as links, in the box of the menu button that replaces it (main-nav.css). Once React has it,
 * its summary opens the panel instead; a menu opened before then is such a press, replayed as the element hydrates
 * (core/element/take-early-input.ts), so it is the open panel after.
 */
function EarlyMenu({ items, extras, onOpen }: { items: readonly NavItem[]; extras: ReactNode; onOpen: () => void }) {
  const t = useT();
  return (
    <details className="vk-main-nav__early-menu">
      <summary
        className="vk-main-nav__menu-button"
        onClick={(event) => {
          event.preventDefault();
          onOpen();
        }}
      >
        <span className="vk-main-nav__burger" aria-hidden="true" />
        <span className="vk-main-nav__menu-label">{t('navigation.menue')}</span>
      </summary>
      <ul className="vk-main-nav__early-list">
        {items.map((item, index) => (
          <li key={`${item.href}-${index}`}>
            <a className="vk-offcanvas__link" href={item.href}>
              {item.label}
            </a>
          </li>
        ))}
        {extras && <li>{extras}</li>}
      </ul>
    </details>
  );
}

/** `<shop-main-nav>`: the responsive main navigation of spec §1, §2 Header and §4. */
export function MainNav({ items, mode = 'auto', onOpenChange, menuExtras }: MainNavProps) {
  const t = useT();
  const hydrated = useHydrated();
  const [panelOpen, setPanelOpen] = useState(false);
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const open = panelOpen || dropdownOpen;
  useEffect(() => onOpenChange?.(open), [open, onOpenChange]);

  return (
    <nav className={`vk-main-nav vk-main-nav--${mode}`} aria-label={t('navigation.label')}>
      {mode !== 'dropdown' && !hydrated && <EarlyMenu items={items} extras={menuExtras} onOpen={() => setPanelOpen(true)} />}
      {mode !== 'dropdown' && hydrated && (
        <button
          type="button"
          className="vk-main-nav__menu-button"
          aria-expanded={panelOpen}
          aria-haspopup="dialog"
          onClick={() => setPanelOpen(true)}
        >
          <span className="vk-main-nav__burger" aria-hidden="true" />
          <span className="vk-main-nav__menu-label">{t('navigation.menue')}</span>
        </button>
      )}
      {mode !== 'offcanvas' && <DropdownBar items={items} onOpenChange={setDropdownOpen} />}
      {panelOpen && (
        <Suspense fallback={null}>
          <OffcanvasPanel items={items} extras={menuExtras} onClose={() => setPanelOpen(false)} />
        </Suspense>
      )}
    </nav>
  );
}
