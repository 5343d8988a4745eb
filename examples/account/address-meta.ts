import type { AdressPoolMeta } from '../../src/core/api/schemas/adresspool.ts';

/** The address book's choices (spec §9): countries, salutations, languages. */
export const ADRESS_POOL_META: AdressPoolMeta = {
  laender: [
    { landId: 1, land: 'Schweiz' },
    { landId: 2, land: 'Liechtenstein' },
    { landId: 3, land: 'Deutschland' },
    { landId: 4, land: 'Österreich' },
    { landId: 5, land: 'Frankreich' },
    { landId: 6, land: 'Italien' },
  ],
  anreden: ['Frau', 'Herr', 'Familie', 'Firma'],
  sprachen: [
    { sprache: 'de', bezeichnung: 'Deutsch' },
    { sprache: 'fr', bezeichnung: 'Français' },
    { sprache: 'it', bezeichnung: 'Italiano' },
    { sprache: 'en', bezeichnung: 'English' },
  ],
};

export const landName = (landId: number): string | null =>
  ADRESS_POOL_META.laender.find((l) => l.landId === landId)?.land ?? null;
