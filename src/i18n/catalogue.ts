import { addCatalogue, trackRegistration, type CompiledMessages } from './index.ts';

/** A catalogue as a CMS writes it: message id → ICU message text, e.g. `{ "warenkorb.titel": "Basket" }`. */
export type Catalogue = Record<string, string>;

/**
 * Adds or extends a language at run time (README "Languages"): `locale` is a shipped language ('de', 'en',
 * 'fr', 'it': the texts replace those ids only) or any other locale ('en-GB', 'rm': German for every id it
 * lacks, with a console warning naming the id). The ICU compiler (~7 KB gzip) is imported here, on the first
 * call, so a page that never registers a catalogue never loads it. A message that does not compile is left
 * out with a console error; the rest are registered. Call before or after the elements mount; elements in
 * `locale` render again once it is compiled, and setLanguage(locale) waits for it.
 */
export function registerCatalogue(locale: string, messages: Catalogue): Promise<void> {
  const [canonical] = Intl.getCanonicalLocales(locale);
  const pending = import('./compile-catalog.ts').then(({ compileCatalog }) => {
    const compiled: Record<string, unknown> = {};
    for (const [id, message] of Object.entries(messages)) {
      try {
        Object.assign(compiled, compileCatalog({ [id]: String(message) }));
      } catch (error) {
        console.error(`vinothek-elements: message "${id}" of the "${canonical}" catalogue does not compile; it is left out.`, error);
      }
    }
    addCatalogue(canonical!, compiled as CompiledMessages);
  });
  trackRegistration(pending);
  return pending;
}
