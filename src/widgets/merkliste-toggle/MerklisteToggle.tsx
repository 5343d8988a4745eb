import { lazy, Suspense, useRef, useState } from 'react';
import { pressMerkliste } from './press.ts';
import { useMerklisteAccess, useMerklisten, useMerklistePending, useOnAnyList, useOnList } from '../../core/merkliste/index.ts';
import { useShopStore } from '../../core/state/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { HeartIcon } from './HeartIcon.tsx';

export interface MerklisteToggleProps {
  artikelId: number;
  /** The article's designation, so each toggle in a list has its own accessible name. */
  bezeichnung?: string | undefined;
  /** `card`: a round button on the card's image; `detail`: a button with text beside the basket control. */
  variant?: 'card' | 'detail' | undefined;
}

// The list menu (several lists, create) loads with the first open, not with every card (ARCHITECTURE.md §8: ≤ 3 KB).
const MerklisteMenu = lazy(() => import('./MerklisteMenu.tsx'));

/**
 * Spec §4 Merkliste toggle. One list: a press adds to or removes from the default list (aria-pressed).
 * Several lists: a disclosure with the lists as checkboxes and a form for a new list. Anonymous
 * shoppers get the login modal; with the feature off nothing renders.
 */
export function MerklisteToggle({ artikelId, bezeichnung, variant = 'card' }: MerklisteToggleProps) {
  const t = useT();
  const store = useShopStore();
  const access = useMerklisteAccess();
  useMerklisten();
  const onDefault = useOnList(artikelId, null);
  const onAny = useOnAnyList(artikelId);
  const busy = useMerklistePending(artikelId);
  const [menuOpen, setMenuOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (access === 'off') return null;

  type Action = 'merkliste.hinzufuegen' | 'merkliste.entfernen' | 'merkliste.waehlen';
  // On a card the heart alone shows, so the name says the article too; on the detail page the text is the name.
  const named = (id: Action) =>
    variant === 'detail' ? {} : { 'aria-label': bezeichnung ? t(`${id}.artikel`, { name: bezeichnung }) : t(id) };
  const label = (id: Action) => (variant === 'detail' ? <span className="vk-merkliste-toggle__text">{t(id)}</span> : null);
  const className = `vk-merkliste-toggle vk-merkliste-toggle--${variant}`;

  if (access === 'multiple') {
    return (
      <span className="vk-merkliste-toggle__anchor">
        <button
          ref={buttonRef}
          type="button"
          className={className}
          aria-expanded={menuOpen}
          aria-busy={busy || undefined}
          {...named('merkliste.waehlen')}
          data-on={onAny || undefined}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <HeartIcon filled={onAny} />
          {label('merkliste.waehlen')}
        </button>
        {menuOpen && (
          <Suspense fallback={null}>
            <MerklisteMenu artikelId={artikelId} anchor={buttonRef} onClose={() => setMenuOpen(false)} />
          </Suspense>
        )}
      </span>
    );
  }

  const on = access === 'single' && onDefault;
  return (
    <button
      type="button"
      className={className}
      aria-pressed={on}
      aria-busy={busy || undefined}
      aria-haspopup={access === 'anonymous' ? 'dialog' : undefined}
      {...named(on ? 'merkliste.entfernen' : 'merkliste.hinzufuegen')}
      data-on={on || undefined}
      onClick={() => void pressMerkliste(store, artikelId, null, !on)}
    >
      <HeartIcon filled={on} />
      {label(on ? 'merkliste.entfernen' : 'merkliste.hinzufuegen')}
    </button>
  );
}
