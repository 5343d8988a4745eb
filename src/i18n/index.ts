import { setupI18n, type I18n } from '@lingui/core';
import type { sourceCatalogues } from './sources.ts';
import coreDe from './compiled/de/core.json' with { type: 'json' };
import { withPluralValues } from './with-plural-values.ts';

/** Every message id of the source catalogues; `t()` accepts nothing else, so a typo fails the type check. */
export type MessageId = keyof (typeof sourceCatalogues)['de'];
export type MessageValues = Record<string, string | number>;
export type Language = 'de' | 'en';

export type CompiledMessages = Parameters<I18n['load']>[1];

/**
 * A catalogue part (scripts/i18n-compile.ts): German is bundled with the code that uses it, English is
 * fetched only on pages that ask for it.
 */
export interface MessageBundle {
  de: unknown;
  en: () => Promise<{ default: unknown }>;
}

/** The one lingui instance of the page; German is the source. The runtime carries only core's texts. */
export const i18n: I18n = setupI18n({ locale: 'de', messages: { de: { ...(coreDe as CompiledMessages) } } });

const bundles: MessageBundle[] = [{ de: coreDe, en: () => import('./compiled/en/core.json', { with: { type: 'json' } }) }];
let language: Language = 'de';

async function loadEnglish(bundle: MessageBundle): Promise<void> {
  i18n.load('en', (await bundle.en()).default as CompiledMessages);
}

/**
 * Adds a widget's texts (called by its define.ts before the element is defined, so its first render
 * already has them). In English, the English part follows asynchronously and the islands re-render.
 */
export function registerMessages(bundle: MessageBundle): void {
  bundles.push(bundle);
  i18n.load('de', bundle.de as CompiledMessages);
  if (language === 'en') void loadEnglish(bundle);
}

/** Switches the interface language at run time; unknown languages fall back to German. */
export async function activateLanguage(requested: string): Promise<void> {
  language = requested === 'en' ? 'en' : 'de';
  if (language === 'en') await Promise.all(bundles.map(loadEnglish));
  i18n.activate(language);
}

/** Translates outside React (actions, toasts). Inside components use `useT()`. */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, withPluralValues(values, i18n.locale));
}
