/** Public API for bundler users and integrators (the page itself needs only loader.js and the config script). */
import { ShopConfigSchema, type ShopConfig } from './core/config.ts';
import { acceptLanguageAtom, configAtom } from './core/state/config.ts';
import { getPageStore } from './core/state/store.ts';
import { activateLanguage } from './i18n/index.ts';
import * as v from 'valibot';

export { ApiError, ConfigError, SchemaError } from './core/errors.ts';
export { dispatchShopEvent, type ShopEventDetails, type ShopEventMap, type ShopEventName } from './core/events.ts';
export type { ShopConfig } from './core/config.ts';
// Also brings the generated JSX and HTMLElementTagNameMap types of every element into the package's types.
export type { ShopElementAttributes, ShopElementProps } from './registry/element-types.ts';

type ConfigInput = v.InferInput<typeof ShopConfigSchema>;

/** Sets the page config in code instead of (or on top of) the `#shop-config` script. Throws a ValiError on bad input. */
export function configure(config: ConfigInput): ShopConfig {
  const store = getPageStore();
  const merged = v.parse(ShopConfigSchema, { ...store.get(configAtom), ...config });
  store.set(configAtom, merged);
  return merged;
}

/** Changes the accept-language of every following API call (spec §7 General), e.g. 'fr-CH'. */
export function setAcceptLanguage(language: string): void {
  getPageStore().set(acceptLanguageAtom, language);
}

/**
 * Switches the interface language at run time: 'de', 'en', 'fr', 'it' or a locale added with
 * registerCatalogue(); the elements render again in it, and numbers follow its culture (fr-CH, it-CH, else de-CH).
 */
export { activateLanguage as setLanguage };
/** Adds a language or a shop's own wording for some ids, from a JSON catalogue of ICU messages (README "Languages"). */
export { registerCatalogue, type Catalogue } from './i18n/catalogue.ts';
