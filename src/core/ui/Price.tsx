import { useT } from '../../i18n/use-t.ts';
import { formatArticlePrice, formatQuantity } from '../format.ts';
import { useClientValue } from '../element/use-hydrated.ts';
import { usePageConfig } from '../element/use-page-config.ts';

export interface PriceProps {
  /** The price as the server gives it: incl. or excl. VAT according to kundeInklMwst. */
  preis: number;
  /** The regular price, struck through beside a promotion price. */
  preisOhneAktion?: number | null;
  istAktion?: boolean;
  /** Shown as a badge ("−20 %") with the promotion. */
  rabattProzent?: number | null;
  /** Whether `preis` includes VAT; the logged-in customer's setting from the page config by default. */
  kundeInklMwst?: boolean;
  /** Hides the VAT label and note (e.g. in a dense list that shows the note once). */
  hideVatNote?: boolean;
  /** Invites anonymous visitors to log in for their individual prices (link to the login URL). */
  showLoginNotice?: boolean;
  size?: 'small' | 'default' | 'large';
  className?: string;
}

/** The login URL with a returnUrl back to this page, so the shopper lands where they were. */
function loginHref(loginUrl: string): string {
  if (typeof location === 'undefined') return loginUrl;
  const separator = loginUrl.includes('?') ? '&' : '?';
  return `${loginUrl}${separator}returnUrl=${encodeURIComponent(location.pathname + location.search)}`;
}

/** An article price (spec §9: 2–5 decimals) with promotion, VAT label (spec §6) and the optional login notice. */
export function Price({
  preis,
  preisOhneAktion,
  istAktion = false,
  rabattProzent,
  kundeInklMwst,
  hideVatNote = false,
  showLoginNotice = false,
  size = 'default',
  className,
}: PriceProps) {
  const t = useT();
  // A cacheable page was written for nobody: hydration keeps its login notice, the next render knows the session's customer.
  const config = usePageConfig();
  const inklMwst = kundeInklMwst ?? config.user.kundeInklMwst;
  // The server knows no address to come back to: hydration keeps its plain login link, the next render adds the returnUrl.
  const login = useClientValue(loginHref(config.urls.login), config.urls.login);
  const showOld = preisOhneAktion != null && preisOhneAktion > preis;
  const showDiscount = istAktion && rabattProzent != null && rabattProzent > 0;
  const classes = ['vk-price', `vk-price--${size}`, istAktion ? 'vk-price--aktion' : '', className ?? ''].filter(Boolean).join(' ');

  return (
    <div className={classes}>
      <div className="vk-price__line">
        {istAktion && (
          <span className="vk-price__badge">
            {showDiscount ? t('preis.rabatt', { percent: formatQuantity(rabattProzent) }) : t('preis.aktion')}
          </span>
        )}
        <span className="vk-price__amount">{formatArticlePrice(preis)}</span>
        {showOld && (
          <span className="vk-price__old">
            <span className="vk-visually-hidden">{t('preis.statt', { price: formatArticlePrice(preisOhneAktion) })}</span>
            <del aria-hidden="true">{formatArticlePrice(preisOhneAktion)}</del>
          </span>
        )}
      </div>
      {!hideVatNote && <p className="vk-price__vat">{inklMwst ? t('preis.inklMwst') : t('preis.exklMwstHinweis')}</p>}
      {showLoginNotice && !config.user.authenticated && (
        <p className="vk-price__login">
          <a href={login}>{t('preis.anmeldenFuerIndividuellePreise')}</a>
        </p>
      )}
    </div>
  );
}
