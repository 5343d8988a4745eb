import { atom } from 'jotai/vanilla';
import { sharedAtom } from '../state/shared.ts';
import type { ShopStore } from '../state/store.ts';

/**
 * ARCHITECTURE.md §3: maps and videos load their engine or player only after the shopper agrees. One consent
 * serves every map and video on the page and is remembered for the visit (sessionStorage: it ends with
 * the tab, so the next visit asks again, as shops in German-speaking countries are expected to do).
 */
export const CONSENT_STORAGE_KEY = 'vinothek-elements.external-media';

function rememberedConsent(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(CONSENT_STORAGE_KEY) === 'granted';
  } catch {
    // Storage can be blocked (privacy settings); the shopper is then asked on every page.
    return false;
  }
}

export const externalMediaConsentAtom = sharedAtom('external-media-consent', () => {
  const granted = atom<boolean | null>(null);
  return atom(
    (get) => get(granted) ?? rememberedConsent(),
    (_get, set, value: boolean) => set(granted, value),
  );
});

/** The shopper agreed: every waiting map and video on the page loads, and later pages of the visit load at once. */
export function grantExternalMediaConsent(store: ShopStore): void {
  try {
    globalThis.sessionStorage?.setItem(CONSENT_STORAGE_KEY, 'granted');
  } catch {
    // Not remembered, but this page still loads what the shopper asked for.
  }
  store.set(externalMediaConsentAtom, true);
}
