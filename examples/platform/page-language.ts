import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from './context.ts';
import { DEMO_TEXTS, type DemoTexts, type PageLanguage } from './texts/index.ts';

/**
 * The demo pages in German, French, Italian or English (issues 26, 36): the header's switch links to `/account/sprache`
 * (never cached, README "Full-page caching"), which keeps the choice in a cookie and goes back to the page;
 * `?lang=fr` on any page works too and is kept the same way. The page config's language and culture follow it
 * (spec §7: the elements then send accept-language fr-CH), and so does the markup the CMS writes around and
 * inside the elements: navigation, titles and texts from one table per language (texts/). The CMS's own content
 * (wine names, page prose) stays German: that is CMS data.
 */
export const PAGE_LANGUAGES: readonly PageLanguage[] = ['de', 'fr', 'it', 'en'];
// An underscore, not a hyphen: a cache keys on it by name (nginx `$cookie_vk_lang`, README "Full-page caching").
const COOKIE = 'vk_lang';
/** The switch's route: under /account, which no full-page cache keeps, so its Set-Cookie reaches the browser. */
export const LANGUAGE_ROUTE = '/account/sprache';
const isPageLanguage = (value: string | undefined): value is PageLanguage => PAGE_LANGUAGES.includes(value as PageLanguage);

export function pageLanguage(c: Context<AppEnv>): PageLanguage {
  const asked = c.req.query('lang');
  if (isPageLanguage(asked)) return asked;
  const kept = getCookie(c, COOKIE);
  return isPageLanguage(kept) ? kept : 'de';
}

/** Keeps a language chosen with `?lang=` for the following pages (a year, as language choices are kept). */
export function rememberPageLanguage(c: Context<AppEnv>): void {
  const asked = c.req.query('lang');
  if (isPageLanguage(asked) && asked !== getCookie(c, COOKIE)) {
    setCookie(c, COOKIE, asked, { path: '/', sameSite: 'Lax', maxAge: 365 * 24 * 3600 });
  }
}

/** The demo's own words in the page's language. */
export const pageTexts = (c: Context<AppEnv>): DemoTexts => DEMO_TEXTS[pageLanguage(c)];

const NAMES: Record<PageLanguage, string> = { de: 'Deutsch', fr: 'Français', it: 'Italiano', en: 'English' };

/** The switch: one link per language that comes back to this page in it, each named in its own language; the current one marked. */
export function languageSwitch(c: Context<AppEnv>): {
  label: string;
  links: { href: string; code: PageLanguage; name: string; current: boolean }[];
} {
  const current = pageLanguage(c);
  const url = new URL(c.req.url);
  url.searchParams.delete('lang');
  const back = encodeURIComponent(`${url.pathname}${url.search}`);
  return {
    label: DEMO_TEXTS[current].languageSwitch,
    links: PAGE_LANGUAGES.map((code) => ({
      href: `${LANGUAGE_ROUTE}?lang=${code}&returnUrl=${back}`,
      code,
      name: NAMES[code],
      current: code === current,
    })),
  };
}
