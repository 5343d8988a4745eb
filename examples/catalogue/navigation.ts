import type { DatabaseSync } from 'node:sqlite';
import type { NavEntry } from '../platform/context.ts';
import { listStateToUrl } from '../../src/core/api/schemas/artikelsearch-url.ts';
import { regionTree, regionUrl } from './region-tree.ts';
import { slugify } from './slug.ts';
import type { WineType } from './seed-data.ts';

const WINE_TYPES: readonly Exclude<WineType, 'Spirituosen'>[] = ['Rotwein', 'Weisswein', 'Rosé', 'Schaumwein', 'Süsswein'];

const shopUrl = (filterValues: { eGruppe?: string[]; landRegion?: string[]; aktionen?: boolean; neuheiten?: boolean }) => {
  const query = listStateToUrl({ filterValues });
  return query ? `/shop?${query}` : '/shop';
};

const cache = new WeakMap<DatabaseSync, NavEntry[]>();

/**
 * The demo's main navigation, three levels deep from its own catalogue: Weine → wine type → country
 * (each a filtered list), and Regionen → country → region page. Read once: the catalogue's tree does
 * not change at run time.
 */
export function shopNavigation(db: DatabaseSync): NavEntry[] {
  const cached = cache.get(db);
  if (cached) return cached;
  const countries = regionTree(db).roots;
  const navigation: NavEntry[] = [
    {
      label: 'Weine',
      href: '/shop',
      children: WINE_TYPES.map((type) => ({
        label: type,
        href: shopUrl({ eGruppe: [slugify(type)] }),
        children: countries.map((country) => ({
          label: country.name,
          href: shopUrl({ eGruppe: [slugify(type)], landRegion: [country.slug] }),
        })),
      })),
    },
    { label: 'Aktionen', href: shopUrl({ aktionen: true }) },
    { label: 'Neuheiten', href: shopUrl({ neuheiten: true }) },
    {
      label: 'Regionen',
      href: '/regionen',
      children: countries.map((country) => ({
        label: country.name,
        href: regionUrl(country.slug),
        children: country.children.map((region) => ({ label: region.name, href: regionUrl(region.slug) })),
      })),
    },
    { label: 'Über uns', href: '/ueber-uns' },
    { label: 'Kontakt', href: '/kontakt' },
  ];
  cache.set(db, navigation);
  return navigation;
}
