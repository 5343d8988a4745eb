import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { DropdownBar } from './DropdownBar.tsx';
import type { NavItem } from './nav-items.ts';
import { CLOSED_NAV, navStackReducer, type NavStackAction } from './nav-stack.ts';
import { OffcanvasPanel } from './OffcanvasPanel.tsx';

export type MainNavMode = 'auto' | 'dropdown' | 'offcanvas';

export interface MainNavProps {
  items: NavItem[];
  /** `dropdown`: the bar at every width; `offcanvas`: the menu button at every width; `auto`: the bar from 64 rem, the menu button below (CSS decides, so nothing moves on mount). */
  mode?: MainNavMode;
  /** Told when a dropdown or the offcanvas opens or closes (the header stays in view meanwhile). */
  onOpenChange?: ((open: boolean) => void) | undefined;
}

/** `<shop-main-nav>`: the responsive main navigation of spec §1, §2 Header and §4. */
export function MainNav({ items, mode = 'auto', onOpenChange }: MainNavProps) {
  const t = useT();
  const [stack, setStack] = useState(CLOSED_NAV);
  const dispatch = useCallback((action: NavStackAction) => setStack((current) => navStackReducer(current, action, items)), [items]);
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const open = stack.open || dropdownOpen;
  useEffect(() => onOpenChange?.(open), [open, onOpenChange]);

  return (
    <nav className={`vk-main-nav vk-main-nav--${mode}`} aria-label={t('navigation.label')}>
      {mode !== 'dropdown' && (
        <button type="button" className="vk-main-nav__menu-button" aria-expanded={stack.open} aria-haspopup="dialog" onClick={() => dispatch({ type: 'open' })}>
          <span className="vk-main-nav__burger" aria-hidden="true" />
          {t('navigation.menue')}
        </button>
      )}
      {mode !== 'offcanvas' && <DropdownBar items={items} onOpenChange={setDropdownOpen} />}
      {stack.open && <OffcanvasPanel items={items} stack={stack} dispatch={dispatch} />}
    </nav>
  );
}

