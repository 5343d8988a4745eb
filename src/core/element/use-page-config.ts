import { useAtomValue } from 'jotai/react';
import { useMemo } from 'react';
import { anonymousConfig, type ShopConfig } from '../config.ts';
import { configAtom } from '../state/config.ts';
import { useClientValue } from './use-hydrated.ts';

/**
 * The page config as this render may show it. A `cacheable` page was written for nobody (README "Full-page
 * caching"), and the session read may have put the visitor's user and token into the config before an island
 * hydrates: hydration renders with nobody's, as the server did (no mismatch), the next render with the visitor's.
 */
export function usePageConfig(): ShopConfig {
  const config = useAtomValue(configAtom);
  const written = useMemo(() => anonymousConfig(config), [config]);
  return useClientValue(config, written);
}
