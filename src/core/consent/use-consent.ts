import { useAtomValue, useStore } from 'jotai/react';
import { useCallback } from 'react';
import { externalMediaConsentAtom, grantExternalMediaConsent } from './consent.ts';

/** Whether the shopper agreed to external media this visit, and the function to agree. */
export function useExternalMediaConsent(): { granted: boolean; grant: () => void } {
  const store = useStore();
  const granted = useAtomValue(externalMediaConsentAtom);
  const grant = useCallback(() => grantExternalMediaConsent(store), [store]);
  return { granted, grant };
}
