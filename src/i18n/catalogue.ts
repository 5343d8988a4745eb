import { catalogueHooks, isShipped, loadInto, state, switchLanguage, type CompiledMessages } from './index.ts';

/** A catalogue as a CMS writes it: message id → ICU message text, e.g. `{ "warenkorb.titel": "Basket" }`. */
export type Catalogue = Record<string, string>;

/** The registered catalogues, compiled, by locale. */
const registered = new Map<string, CompiledMessages>();
const warned = new Set<string>();

/** Plugs the registered catalogues into the page's texts (index.ts catalogueHooks), on the first registration. */
function installHooks(): void {
  if (catalogueHooks.has) return;
  catalogueHooks.has = (locale) => registered.has(locale);
  catalogueHooks.overrides = (locale) => registered.get(locale);
  // An element defined later brings its German part: a locale that is no shipped language falls back on it.
  catalogueHooks.onPart = (bundle) => {
    for (const [locale, overrides] of registered) {
      if (isShipped(locale)) continue;
      loadInto(locale, bundle.de);
      loadInto(locale, overrides);
    }
  };
  catalogueHooks.check = (locale, id) => {
    const own = isShipped(locale) ? undefined : registered.get(locale);
    if (!own || id in own || warned.has(`${locale}:${id}`)) return;
    warned.add(`${locale}:${id}`);
    console.warn(`vinothek-elements: the "${locale}" catalogue has no "${id}"; German is shown.`);
  };
}

/**
 * Adds compiled messages for `locale`: a shipped language takes them on top of its own texts, any other
 * locale on top of German. The islands render again when it is the language shown, or the one asked for.
 */
function addCatalogue(locale: string, compiled: CompiledMessages): void {
  installHooks();
  const first = !registered.has(locale);
  const merged = { ...registered.get(locale), ...compiled };
  registered.set(locale, merged);
  if (first && !isShipped(locale)) for (const bundle of state.parts()) loadInto(locale, bundle.de);
  loadInto(locale, merged);
  // A shipped language asked for may still be loading its parts: activateLanguage() switches when they are in.
  if (state.language() === locale || (state.requested() === locale && !isShipped(locale))) switchLanguage(locale);
}

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
  // activateLanguage() waits for every catalogue still compiling, failed or not.
  catalogueHooks.pending = Promise.all([catalogueHooks.pending, pending.catch(() => undefined)]);
  return pending;
}
