import { useAtomValue } from 'jotai/react';
import { useRef, useState } from 'react';
import { useClientValue } from '../../core/element/index.ts';
import { configAtom, usePageLocation } from '../../core/state/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { BasketBadge } from '../basket-badge/index.ts';
import { MainNav, type MainNavMode, type NavItem } from '../main-nav/index.ts';
import { SearchField } from '../search-field/index.ts';
import { favouritesLink } from './favourites-link.ts';
import { useHeaderVisibility } from './use-header-visibility.ts';

/** The form field ASP.NET's antiforgery check reads on a form post (the API calls send a header instead). */
export const CSRF_FORM_FIELD = '__RequestVerificationToken';

export interface HeaderProps {
  navigation?: NavItem[] | undefined;
  navMode?: MainNavMode;
  /** The shop's name: the logo link's text. */
  brand?: string | undefined;
  /** An image for the logo (decorative: the link is named by `brand`). */
  logoSrc?: string | undefined;
  homeUrl?: string;
}

function withReturnUrl(login: string, here: string): string {
  const url = new URL(login, 'http://x');
  url.searchParams.set('returnUrl', here);
  return url.pathname + url.search;
}

const ANONYMOUS = { authenticated: false, kundeInklMwst: true };

/**
 * `<shop-header>` (spec §2 Header): logo, search field, favourites link, basket badge, login or account
 * link and logout, and the main navigation. It hides on the way down and comes back on the way up
 * (header-visibility.ts). A CMS writes its first render inside the tag with `renderElement` (src/server/), so its
 * links work before any script runs and hydration moves nothing.
 */
export function Header({ navigation = [], navMode = 'auto', brand, logoSrc, homeUrl = '/' }: HeaderProps) {
  const t = useT();
  const pageConfig = useAtomValue(configAtom);
  const page = usePageLocation();
  // A page from a full-page cache is rendered for nobody in particular: the server writes the anonymous header,
  // hydration keeps it, and the customer GET session found shows from the next render on.
  const user = useClientValue(pageConfig.user, pageConfig.cacheable ? ANONYMOUS : pageConfig.user);
  const config = { ...pageConfig, user };
  const ref = useRef<HTMLElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const hidden = useHeaderVisibility(ref, menuOpen);
  const favourites = favouritesLink(config);
  const authenticated = config.user.authenticated;

  // On a phone the row holds logo, account link, basket and menu button only (one row, issue 21): the
  // favourites link and logout are hidden there (vk-header__secondary) and shown in the phone menu.
  const favouritesLink_ = favourites && (
    <a className="vk-header__link vk-header__secondary" href={favourites}>
      {t('kopf.merkliste')}
    </a>
  );
  const logout = authenticated && (
    <form className="vk-header__logout vk-header__secondary" method="post" action={config.urls.logout}>
      <input type="hidden" name={CSRF_FORM_FIELD} value={config.csrfToken} />
      <button type="submit" className="vk-header__link">
        {t('kopf.abmelden')}
      </button>
    </form>
  );
  const menuExtras = (favouritesLink_ || logout) && (
    <>
      {favourites && (
        <a className="vk-offcanvas__link" href={favourites}>
          {t('kopf.merkliste')}
        </a>
      )}
      {authenticated && (
        <form method="post" action={config.urls.logout}>
          <input type="hidden" name={CSRF_FORM_FIELD} value={config.csrfToken} />
          <button type="submit" className="vk-offcanvas__link">
            {t('kopf.abmelden')}
          </button>
        </form>
      )}
    </>
  );

  return (
    <header ref={ref} className={`vk-header${hidden ? ' vk-header--hidden' : ''}`}>
      <div className="vk-header__bar">
        <a className="vk-header__logo" href={homeUrl} aria-label={t('kopf.startseite', { brand: brand ?? '' })}>
          {/* Low priority: a server render writes a preload link into the element for any other eager image, and the
              small logo is never the page's largest paint. */}
          {logoSrc && <img className="vk-header__logo-image" src={logoSrc} alt="" width="24" height="24" fetchPriority="low" />}
          {brand}
        </a>
        <div className="vk-header__search">
          <SearchField />
        </div>
        <div className="vk-header__actions">
          {favouritesLink_}
          {authenticated ? (
            <>
              <a className="vk-header__link" href={config.urls.account}>
                {t('kopf.konto')}
              </a>
              {logout}
            </>
          ) : (
            <a className="vk-header__link" href={withReturnUrl(config.urls.login, page.pathname + page.search)}>
              {t('kopf.anmelden')}
            </a>
          )}
          <a className="vk-header__basket" href={config.urls.basket}>
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
              <path fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" d="M3 4h2.5l2.2 11h10.6L20.5 7H7" />
              <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
              <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
            </svg>
            <span className="vk-visually-hidden">{t('kopf.warenkorb')}</span>
            <BasketBadge />
          </a>
        </div>
        {navigation.length > 0 && (
          <div className="vk-header__nav">
            <MainNav items={navigation} mode={navMode} onOpenChange={setMenuOpen} menuExtras={menuExtras} />
          </div>
        )}
      </div>
    </header>
  );
}
