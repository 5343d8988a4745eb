import type { AdressPoolMeta } from '../../src/core/api/schemas/adresspool.ts';
import { FALLBACK_ADRESS_POOL_META } from '../../src/core/account/address-meta.ts';

/** The address book's choices (spec §9): countries, salutations, languages. */
export const ADRESS_POOL_META: AdressPoolMeta = {
  // The client's fallback (Swiss default) and what this back office offers beyond it.
  laender: [...FALLBACK_ADRESS_POOL_META.laender, { landId: 5, land: 'Frankreich' }, { landId: 6, land: 'Italien' }],
  anreden: [...FALLBACK_ADRESS_POOL_META.anreden, 'Familie', 'Firma'],
  sprachen: [...FALLBACK_ADRESS_POOL_META.sprachen, { sprache: 'en', bezeichnung: 'English' }],
};

export const landName = (landId: number): string | null => ADRESS_POOL_META.laender.find((l) => l.landId === landId)?.land ?? null;
