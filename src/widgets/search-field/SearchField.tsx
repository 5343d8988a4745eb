import { useAtomValue } from 'jotai/react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { isAbortError } from '../../core/errors.ts';
import { configAtom, useShopStore } from '../../core/state/index.ts';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../../core/timing.ts';
import { useT } from '../../i18n/use-t.ts';
import { autocompleteKeywords, MAX_SEARCH_TERM_LENGTH } from '../../core/api/index.ts';

export interface SearchFieldProps {
  /** The search page; the form goes there with `suchbegriff` (spec §1 Known paths). */
  action?: string | undefined;
  /** `advanced` adds the choice between the whole website and the wine range, with a visible label. */
  variant?: 'standard' | 'advanced';
}

/** Where a search goes: the page with `?suchbegriff=` (existing query parameters of the action kept). */
export function searchUrl(action: string, term: string): string {
  const url = new URL(action, typeof location === 'undefined' ? 'http://localhost/' : location.href);
  url.searchParams.set('suchbegriff', term);
  return url.origin === (typeof location === 'undefined' ? url.origin : location.origin) ? url.pathname + url.search : url.href;
}

/**
 * The term a search brought the shopper here with, when this is one of `pages` (issue 36: the field emptied
 * after a search, so the shopper retyped it to refine it). The server knows no address: React 19 sets a
 * controlled field to the value its first render gives, so the hydrated field shows it.
 */
function searchedHere(pages: readonly string[]): string | null {
  if (typeof location === 'undefined') return null;
  const here = new URL(location.href);
  const term = here.searchParams.get('suchbegriff')?.trim();
  return term && pages.some((page) => new URL(page, here).pathname === here.pathname) ? term : null;
}

/**
 * `<shop-search-field>`: the ARIA 1.2 combobox with a listbox popup (spec §2 Header, §5): keywords
 * from 1 character, debounced 300 ms, the list opens only with results, arrows and Enter choose.
 */
export function SearchField({ action, variant = 'standard' }: SearchFieldProps) {
  const t = useT();
  const store = useShopStore();
  const config = useAtomValue(configAtom);
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState(() => searchedHere([action ?? config.urls.search, config.urls.shop]) ?? '');
  const [keywords, setKeywords] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [scope, setScope] = useState<'site' | 'shop'>('site');
  // Only typing asks for keywords; choosing one or pressing Escape does not.
  const [query, setQuery] = useState('');

  useEffect(() => {
    const text = query.trim();
    if (!text) return;
    // An answer for a term the field no longer shows (typed on, cleared, Escape) is dropped: an
    // in-flight call is only superseded by the next call, and clearing the field makes none.
    let current = true;
    const timer = setTimeout(() => {
      autocompleteKeywords(store, text, `autocomplete-${id}`)
        .then((found) => {
          if (!current) return;
          setKeywords(found);
          setActive(-1);
          setOpen(found.length > 0 && document.activeElement === inputRef.current);
        })
        .catch((error: unknown) => {
          if (current && !isAbortError(error)) setOpen(false);
        });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, store, id]);

  /**
   * A typed term and a picked suggestion go to the same page, the search page the field names (it shows the
   * wines for the term as well): Enter and a click no longer led to different pages (issue 36). The advanced
   * variant's "Weinsortiment" scope goes to the wines.
   */
  function go(text: string) {
    const value = text.trim();
    if (!value) {
      inputRef.current?.focus();
      return;
    }
    setOpen(false);
    const target = variant === 'advanced' && scope === 'shop' ? config.urls.shop : (action ?? config.urls.search);
    window.location.assign(searchUrl(target, value));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const visible = open && keywords.length > 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!visible) {
        if (keywords.length > 0) setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text field itself: moving past either end of the list returns there.
      setActive((current) => {
        const next = current + step;
        return next >= keywords.length ? -1 : next < -1 ? keywords.length - 1 : next;
      });
    } else if (event.key === 'Escape') {
      if (visible) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
        setQuery(''); // a call still under way must not open the list again
      } else if (term) {
        setTerm('');
        setQuery('');
        setKeywords([]);
      }
    } else if (event.key === 'Enter' && visible && active >= 0) {
      event.preventDefault();
      const keyword = keywords[active]!;
      setTerm(keyword);
      go(keyword);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    go(term);
  }

  const expanded = open && keywords.length > 0;
  const activeId = expanded && active >= 0 ? `${id}-option-${active}` : undefined;

  return (
    <form className={`vk-search-field vk-search-field--${variant}`} role="search" action={action ?? config.urls.search} onSubmit={submit}>
      {variant === 'advanced' && (
        <div className="vk-search-field__scope">
          <label htmlFor={`${id}-scope`}>{t('suchfeld.bereich')}</label>
          <select
            id={`${id}-scope`}
            className="vk-control vk-sort__select"
            value={scope}
            onChange={(event) => setScope(event.target.value === 'shop' ? 'shop' : 'site')}
          >
            <option value="site">{t('suchfeld.bereichWebsite')}</option>
            <option value="shop">{t('suchfeld.bereichShop')}</option>
          </select>
        </div>
      )}
      <div className="vk-search-field__box">
        <label className={variant === 'advanced' ? 'vk-search-field__label' : 'vk-visually-hidden'} htmlFor={`${id}-input`}>
          {t('suchfeld.label')}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="vk-search-field__input"
          type="text"
          name="suchbegriff"
          maxLength={MAX_SEARCH_TERM_LENGTH}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('suchfeld.platzhalter')}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setQuery(event.target.value);
            if (!event.target.value.trim()) {
              setKeywords([]);
              setOpen(false);
            }
          }}
          onKeyDown={handleKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul className="vk-search-field__list" id={listId} role="listbox" aria-label={t('suchfeld.vorschlaege')} hidden={!expanded}>
          {keywords.map((keyword, index) => (
            <li
              key={keyword}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className="vk-search-field__option"
              // mousedown, not click: the input's blur would close the list before a click lands
              onMouseDown={(event) => {
                event.preventDefault();
                setTerm(keyword);
                go(keyword);
              }}
            >
              {keyword}
            </li>
          ))}
        </ul>
        <button type="submit" className="vk-search-field__submit">
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="vk-visually-hidden">{t('suchfeld.suchen')}</span>
        </button>
      </div>
      <p className="vk-visually-hidden" role="status" aria-live="polite">
        {expanded ? t('suchfeld.anzahlVorschlaege', { count: keywords.length }) : ''}
      </p>
    </form>
  );
}
