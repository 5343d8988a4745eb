import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
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

/** `<shop-main-nav>`: the responsive main navigation of spec §1, §2 Header and §4. */
export function MainNav({ items, mode = 'auto', onOpenChange, menuExtras }: MainNavProps) {
  const t = useT();
  const [panelOpen, setPanelOpen] = useState(false);
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const open = panelOpen || dropdownOpen;
  useEffect(() => onOpenChange?.(open), [open, onOpenChange]);

  return (
    <nav className={`vk-main-nav vk-main-nav--${mode}`} aria-label={t('navigation.label')}>
      {mode !== 'dropdown' && (
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
