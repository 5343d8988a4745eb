import { setupI18n, type I18n } from '@lingui/core';
import type { sourceCatalogues } from './sources.ts';
import coreDe from './compiled/de/core.json' with { type: 'json' };
import { translations } from './compiled/languages.ts';
import { setCulture } from './format-number.ts';
import { withPluralValues } from './with-plural-values.ts';

/** Every message id of the source catalogues; `t()` accepts nothing else, so a typo fails the type check. */
export type MessageId = keyof (typeof sourceCatalogues)['de'];
export type MessageValues = Record<string, string | number>;
/** 'de' (the source), a shipped language ('en', 'fr', 'it') or a locale registered with registerCatalogue(). */
export type Language = string;

export type CompiledMessages = Parameters<I18n['load']>[1];

/**
 * A catalogue part (scripts/i18n-compile.ts): German is bundled with the code that uses it; the other
 * shipped languages find the part by its name (core or the element's folder) and fetch it only on pages
 * that show them.
 */
export interface MessageBundle {
  part: string;
  de: unknown;
}

/** The one lingui instance of the page; German is the source. The runtime carries only core's texts. */
export const i18n: I18n = setupI18n({ locale: 'de', messages: { de: { ...(coreDe as CompiledMessages) } } });

const bundles: MessageBundle[] = [{ part: 'core', de: coreDe }];
let language: Language = 'de';
/** The language last asked for: a catalogue registered later for it takes over (page config 'rm', catalogue after). */
let requested = 'de';

/**
 * Catalogues registered at run time (./catalogue.ts), compiled, by locale. A locale that is no shipped
 * language starts from German, so an id it lacks shows German (and warns, ./translate.ts).
 */
const registered = new Map<string, CompiledMessages>();
let registering: Promise<unknown> = Promise.resolve();

const isShipped = (locale: string) => locale === 'de' || locale in translations;

/**
 * lingui keeps the first object loaded for a locale and merges later ones into it, so it gets a copy: a
 * German part loaded into a registered locale must not take that locale's overrides into German.
 */
function loadInto(locale: string, messages: unknown): void {
  i18n.load(locale, { ...(messages as CompiledMessages) });
}

/** Loads one part in a shipped language, then the registered overrides of that language on top. */
async function loadPart(locale: string, bundle: MessageBundle): Promise<void> {
  const load = translations[locale];
  if (!load) return;
  const part = (await load()).parts[bundle.part];
  if (part) loadInto(locale, (await part()).default);
  const overrides = registered.get(locale);
  if (overrides) loadInto(locale, overrides);
}

/**
 * Adds a widget's texts (called by its define.ts before the element is defined, so its first render
 * already has them). In another language its part is fetched, and the element's first render waits for it
 * (languageLoading): the language was switched before this element's file ran.
 */
export function registerMessages(bundle: MessageBundle): void {
  bundles.push(bundle);
  i18n.load('de', bundle.de as CompiledMessages);
  for (const [locale, overrides] of registered) {
    if (isShipped(locale)) continue;
    loadInto(locale, bundle.de);
    loadInto(locale, overrides);
  }
  // lingui's load() tells the islands already rendered to render again.
  if (language !== 'de') void hold(loadPart(language, bundle).catch((error: unknown) => textsMissing(language, error)));
}

/** The islands then render in the language still active (German at first) rather than not at all. */
function textsMissing(wanted: string, error: unknown): void {
  console.error(`vinothek-elements: the "${wanted}" texts could not be loaded`, error);
}

/**
 * The language a request resolves to: a registered or shipped one, else the shipped language of its primary
 * subtag (a page config saying "fr-CH" is French), else German.
 */
export function resolveLanguage(wanted: string): Language {
  if (isShipped(wanted) || registered.has(wanted)) return wanted;
  const primary = wanted.split(/[-_]/)[0]!.toLowerCase();
  return isShipped(primary) ? primary : 'de';
}

/** Switches lingui and the number culture at once, synchronously (the server renderer relies on it). */
export function switchLanguage(locale: Language): void {
  language = locale;
  setCulture(locale);
  i18n.activate(locale);
}

/**
 * Switches the interface language at run time: 'de', 'en', 'fr', 'it' or a locale given to
 * registerCatalogue() (also one still compiling); anything else falls back to German.
 */
export function activateLanguage(wanted: string): Promise<void> {
  requested = wanted;
  const done = (async () => {
    await registering;
    const next = resolveLanguage(wanted);
    language = next;
    if (translations[next]) await Promise.all(bundles.map((bundle) => loadPart(next, bundle)));
    // A later call may have won while this one loaded.
    if (language === next) switchLanguage(next);
  })().catch((error: unknown) => textsMissing(wanted, error));
  // German is there from the start; only another language holds back the islands' first render (languageLoading).
  return wanted === i18n.locale ? done : hold(done);
}

let loading: Promise<void> | null = null;

/** Adds `pending` (which never rejects) to what the islands' first render waits for. */
function hold(pending: Promise<void>): Promise<void> {
  const held: Promise<void> = Promise.all([loading, pending]).then(() => {
    if (loading === held) loading = null;
  });
  loading = held;
  return held;
}

/**
 * The language still loading, if any: an island's first render waits for it (core/element/island.tsx), so a
 * French page shows no German first and its server-rendered French markup stays until the French texts are in.
 */
export function languageLoading(): Promise<void> | null {
  return loading;
}

/**
 * Adds compiled messages for `locale` (./catalogue.ts compiles them): a shipped language takes them on top of
 * its own texts, any other locale on top of German. The islands re-render when it is the active language.
 */
export function addCatalogue(locale: string, compiled: CompiledMessages): void {
  const first = !registered.has(locale);
  const merged = { ...registered.get(locale), ...compiled };
  registered.set(locale, merged);
  if (first && !isShipped(locale)) for (const bundle of bundles) loadInto(locale, bundle.de);
  loadInto(locale, merged);
  // A shipped language asked for is still loading its parts: activateLanguage() switches when they are in.
  if (language === locale || (requested === locale && !isShipped(locale))) switchLanguage(locale);
}

/** Lets activateLanguage() wait for a catalogue that is still being compiled. */
export function trackRegistration(pending: Promise<unknown>): void {
  registering = Promise.all([registering, pending.catch(() => undefined)]);
}

/** Ids a registered locale (not a shipped language) has of its own; undefined for shipped languages. */
export function ownIds(locale: string): CompiledMessages | undefined {
  return isShipped(locale) ? undefined : registered.get(locale);
}

/** Translates outside React (actions, toasts). Inside components use `useT()`. */
export function t(id: MessageId, values?: MessageValues): string {
  return translate(i18n, id, values);
}

const warned = new Set<string>();

/**
 * The one translate step of t() and useT(): plural values for the compiled plurals, and a warning (once per
 * id) when a registered locale lacks the id and German shows instead.
 */
export function translate(
  instance: I18n,
  id: MessageId,
  values?: MessageValues,
  format: (id: string, values?: MessageValues) => string = (key, params) => instance._(key, params),
): string {
  const own = ownIds(instance.locale);
  if (own && !(id in own) && !warned.has(`${instance.locale}:${id}`)) {
    warned.add(`${instance.locale}:${id}`);
    console.warn(`vinothek-elements: the "${instance.locale}" catalogue has no "${id}"; German is shown.`);
  }
  return format(id, withPluralValues(values, instance.locale));
}
