import type { AdressPoolMeta } from '../api/schemas/adresspool.ts';

/**
 * The choices of an address form when the page gives none (spec §9: sprache de, landId 1 Schweiz).
 * Names of countries and languages are data of the back office, kept here only as a fallback.
 */
export const FALLBACK_ADRESS_POOL_META: AdressPoolMeta = {
  laender: [
    { landId: 1, land: 'Schweiz' },
    { landId: 2, land: 'Liechtenstein' },
    { landId: 3, land: 'Deutschland' },
    { landId: 4, land: 'Österreich' },
  ],
  anreden: ['Frau', 'Herr'],
  sprachen: [
    { sprache: 'de', bezeichnung: 'Deutsch' },
    { sprache: 'fr', bezeichnung: 'Français' },
    { sprache: 'it', bezeichnung: 'Italiano' },
  ],
};
