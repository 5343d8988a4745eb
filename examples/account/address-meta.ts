import type { AdressPoolMeta } from '../../src/core/api/schemas/adresspool.ts';
import { FALLBACK_ADRESS_POOL_META } from '../../src/core/account/address-meta.ts';
import { BACKOFFICE_DE } from '../platform/backoffice-texts/index.ts';

/** The address book's choices (spec §9): countries, salutations, languages. */
export const ADRESS_POOL_META: AdressPoolMeta = {
  // The client's fallback (Swiss default) and what this back office offers beyond it.
  laender: [
    ...FALLBACK_ADRESS_POOL_META.laender,
    { landId: 5, land: BACKOFFICE_DE.laender[5] },
    { landId: 6, land: BACKOFFICE_DE.laender[6] },
  ],
  anreden: [...FALLBACK_ADRESS_POOL_META.anreden, BACKOFFICE_DE.anreden.familie, BACKOFFICE_DE.anreden.firma],
  sprachen: [...FALLBACK_ADRESS_POOL_META.sprachen, { sprache: 'en', bezeichnung: 'English' }],
};

export const landName = (landId: number): string | null => ADRESS_POOL_META.laender.find((l) => l.landId === landId)?.land ?? null;
