import type { DatabaseSync } from 'node:sqlite';
import type { NavEntry } from '../platform/context.ts';
import { listStateToUrl } from '../../src/core/api/schemas/artikelsearch-url.ts';
import { regionTree, regionUrl } from './region-tree.ts';
import { slugify } from './slug.ts';
import type { WineType } from './seed-data.ts';
import type { DemoTexts, PageLanguage } from '../platform/texts/index.ts';

/** The wine types of the menu, each with its name in the demo's texts (the filter's value stays the German slug). */
const WINE_TYPES: readonly [Exclude<WineType, 'Spirituosen'>, keyof DemoTexts][] = [
  ['Rotwein', 'wineRotwein'],
  ['Weisswein', 'wineWeisswein'],
  ['Rosé', 'wineRose'],
  ['Schaumwein', 'wineSchaumwein'],
  ['Süsswein', 'wineSuesswein'],
];

const shopUrl = (filterValues: { eGruppe?: string[]; landRegion?: string[]; aktionen?: boolean; neuheiten?: boolean }) => {
  const query = listStateToUrl({ filterValues });
  return query ? `/shop?${query}` : '/shop';
};

const cache = new WeakMap<DatabaseSync, Map<PageLanguage, NavEntry[]>>();

/**
 * The demo's main navigation, three levels deep from its own catalogue: Weine → wine type → country
 * (each a filtered list), and Regionen → country → region page, named in the page's language (country and
 * region names are catalogue data). Read once per language: the catalogue's tree does not change at run time.
 */
export function shopNavigation(db: DatabaseSync, language: PageLanguage, t: DemoTexts): NavEntry[] {
  const perLanguage = cache.get(db) ?? new Map<PageLanguage, NavEntry[]>();
  cache.set(db, perLanguage);
  const cached = perLanguage.get(language);
  if (cached) return cached;
  const countries = regionTree(db).roots;
  const navigation: NavEntry[] = [
    {
      label: t.navWines,
      href: '/shop',
      children: WINE_TYPES.map(([type, name]) => ({
        label: t[name],
        href: shopUrl({ eGruppe: [slugify(type)] }),
        children: countries.map((country) => ({
          label: country.name,
          href: shopUrl({ eGruppe: [slugify(type)], landRegion: [country.slug] }),
        })),
      })),
    },
    { label: t.navPromotions, href: shopUrl({ aktionen: true }) },
    { label: t.navNews, href: shopUrl({ neuheiten: true }) },
    {
      label: t.navRegions,
      href: '/regionen',
      children: countries.map((country) => ({
        label: country.name,
        href: regionUrl(country.slug),
        children: country.children.map((region) => ({ label: region.name, href: regionUrl(region.slug) })),
      })),
    },
    { label: t.navAbout, href: '/ueber-uns' },
    { label: t.navContact, href: '/kontakt' },
  ];
  perLanguage.set(language, navigation);
  return navigation;
}
