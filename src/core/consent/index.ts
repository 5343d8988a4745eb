export { CONSENT_STORAGE_KEY, externalMediaConsentAtom, grantExternalMediaConsent } from './consent.ts';
export { useExternalMediaConsent } from './use-consent.ts';
