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
 * Where run-time catalogues (./catalogue.ts) plug in, so a page that never registers one carries none of
 * their code: registered locales, their overrides and the once-per-id warning live there.
 */
export const catalogueHooks: {
  /** A catalogue still compiling: activateLanguage() waits for it. */
  pending?: Promise<unknown>;
  has?(locale: string): boolean;
  onPart?(bundle: MessageBundle): void;
  overrides?(locale: string): unknown;
  check?(locale: string, id: string): void;
} = {};

export const isShipped = (locale: string): boolean => locale === 'de' || locale in translations;

/** The parts registered so far (core's and each defined element's), the language shown and the one asked for. */
export const state = {
  parts: (): readonly MessageBundle[] => bundles,
  language: (): Language => language,
  requested: (): string => requested,
};

/**
 * lingui keeps the first object loaded for a locale and merges later ones into it, so it gets a copy: a
 * German part loaded into a registered locale must not take that locale's overrides into German.
 */
export function loadInto(locale: string, messages: unknown): void {
  i18n.load(locale, { ...(messages as CompiledMessages) });
}

/** Loads one part in a shipped language, then the registered overrides of that language on top. */
async function loadPart(locale: string, bundle: MessageBundle): Promise<void> {
  const load = translations[locale];
  if (!load) return;
  const part = (await load()).parts[bundle.part];
  if (part) loadInto(locale, (await part()).default);
  const overrides = catalogueHooks.overrides?.(locale);
  if (overrides) loadInto(locale, overrides);
}

/**
 * Adds an element's texts (called by its define.ts before the element is defined, so its first render
 * already has them). In another language its part is fetched, and the element's first render waits for it
 * (languageLoading): the language was switched before this element's file ran.
 */
export function registerMessages(bundle: MessageBundle): void {
  bundles.push(bundle);
  i18n.load('de', bundle.de as CompiledMessages);
  catalogueHooks.onPart?.(bundle);
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
  if (isShipped(wanted) || catalogueHooks.has?.(wanted)) return wanted;
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
    await catalogueHooks.pending;
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

/** Translates outside React (actions, toasts). Inside components use `useT()`. */
export function t(id: MessageId, values?: MessageValues): string {
  return translate(i18n, id, values);
}

/**
 * The one translate step of t() and useT(): plural values for the compiled plurals, and the check of a
 * registered locale (./catalogue.ts: a warning, once per id, when it lacks the id and German shows instead).
 */
export function translate(
  instance: I18n,
  id: MessageId,
  values?: MessageValues,
  format: (id: string, values?: MessageValues) => string = (key, params) => instance._(key, params),
): string {
  catalogueHooks.check?.(instance.locale, id);
  return format(id, withPluralValues(values, instance.locale));
}
