import { useAtomValue, useStore } from 'jotai/react';
import { useCallback } from 'react';
import { useClientValue } from '../element/use-hydrated.ts';
import { externalMediaConsentAtom, grantExternalMediaConsent } from './consent.ts';

/** Whether the shopper agreed to external media this visit, and the function to agree. */
export function useExternalMediaConsent(): { granted: boolean; grant: () => void } {
  const store = useStore();
  // Remembered in sessionStorage, which a server render cannot read: it asks, and hydration asks too.
  const granted = useClientValue(useAtomValue(externalMediaConsentAtom), false);
  const grant = useCallback(() => grantExternalMediaConsent(store), [store]);
  return { granted, grant };
}
