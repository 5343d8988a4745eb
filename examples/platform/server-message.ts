import { AsyncLocalStorage } from 'node:async_hooks';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { MiddlewareHandler } from 'hono';
import { compileCatalog } from '../../src/i18n/compile-catalog.ts';
import { dataLanguage } from './backoffice-texts/index.ts';
import type { AppEnv } from './context.ts';
import { pageLanguage } from './page-language.ts';
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import it from './messages/it.json' with { type: 'json' };

/**
 * The demo back end's own texts (validation messages, successText, warnings, field and facet names: ARCHITECTURE.md
 * §6) by message id, from ICU catalogues per language (messages/<lang>.json) in the elements' format, compiled and
 * formatted by lingui as theirs are. German is the source. `npm run i18n` (scripts/i18n-compile.ts) refuses a
 * catalogue that lacks an id of the German one, as it does for the elements'. The catalogues are read here and not
 * split into chunks: lingui's extraction and the per-chunk compile serve the browser's bundles, the server needs all
 * four languages in one process.
 */
export type ServerLanguage = 'de' | 'fr' | 'it' | 'en';
export type ServerMessageId = keyof typeof de;
export type MessageValues = Record<string, string | number>;

export const SERVER_CATALOGUES: Readonly<Record<ServerLanguage, Readonly<Record<string, string>>>> = { de, fr, it, en };

const i18nOf = (language: ServerLanguage): I18n =>
  setupI18n({ locale: language, messages: { [language]: compileCatalog(SERVER_CATALOGUES[language]) as Messages } });
/** One lingui instance per language, made when the demo starts (the catalogues are small). */
const I18N: Readonly<Record<ServerLanguage, I18n>> = { de: i18nOf('de'), fr: i18nOf('fr'), it: i18nOf('it'), en: i18nOf('en') };

/** The language of `accept-language` ("fr-CH", "it", "fr-CH,fr;q=0.9"): its first tag's language, German otherwise. */
export function serverLanguage(acceptLanguage: string | undefined): ServerLanguage {
  // One reading of accept-language for the messages and the back office's data.
  return dataLanguage(acceptLanguage);
}

/** A message in `language`. */
export function messageIn(language: ServerLanguage, id: ServerMessageId, values?: MessageValues): string {
  return I18N[language]._(id, values);
}

/** The language of the request being answered (serverLanguageScope); German outside one. */
const requestLanguage = new AsyncLocalStorage<ServerLanguage>();

/**
 * A message of the back end in the language of the request it answers: what a route writes into an answer. The
 * language travels with the request (AsyncLocalStorage), so no route threads it through.
 */
export function serverMessage(id: ServerMessageId, values?: MessageValues): string {
  return messageIn(requestLanguage.getStore() ?? 'de', id, values);
}

/** `work` with its serverMessage texts in `language`: what serverLanguageScope does for a request, for tests and tools. */
export function inServerLanguage<T>(language: ServerLanguage, work: () => T): T {
  return requestLanguage.run(language, work);
}

/**
 * Every request: what the routes write with serverMessage is in the language of the one who reads it. An API call
 * (/api/*) names it in accept-language (spec §7); a page is in its page language (the switch, page-language.ts), and
 * so are the answers it embeds in its elements' attributes (the list's first page, the basket preview).
 */
export function serverLanguageScope(): MiddlewareHandler<AppEnv> {
  return (c, next) =>
    requestLanguage.run(c.req.path.startsWith('/api/') ? serverLanguage(c.req.header('accept-language')) : pageLanguage(c), next);
}

/**
 * What keeps the catalogues whole, for `npm run i18n` and tests/unit/server-message-catalogues.test.ts: each id of
 * the German catalogue that a language lacks, each id a language has that German has not, each value a translation
 * names that its German does not give ("fr lacks csrfInvalid").
 */
export function catalogueGaps(
  catalogues: Readonly<Record<ServerLanguage, Readonly<Record<string, string>>>> = SERVER_CATALOGUES,
): string[] {
  const valuesOf = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
  const german = catalogues.de;
  return (['fr', 'it', 'en'] as const).flatMap((language) => {
    const catalogue = catalogues[language];
    return [
      ...Object.keys(german)
        .filter((id) => !(id in catalogue))
        .map((id) => `${language} lacks ${id}`),
      ...Object.keys(catalogue)
        .filter((id) => !(id in german))
        .map((id) => `${language} has ${id}, German has not`),
      ...Object.keys(german)
        .filter((id) => id in catalogue && valuesOf(catalogue[id]!).join() !== valuesOf(german[id]!).join())
        .map((id) => `${language} ${id} names other values than German`),
    ];
  });
}
