/** Story helper: the shopper has already agreed to external media this visit (every map and video loads). */
import { useEffect, type ReactNode } from 'react';
import { externalMediaConsentAtom } from '../../src/core/consent/index.ts';
import { useShopStore } from '../../src/core/state/use-shop-store.ts';

export function WithConsent({ children }: { children: ReactNode }) {
  const store = useShopStore();
  useEffect(() => {
    store.set(externalMediaConsentAtom, true);
    return () => store.set(externalMediaConsentAtom, false);
  }, [store]);
  return <>{children}</>;
}
