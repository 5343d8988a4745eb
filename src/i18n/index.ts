import { setupI18n, type I18n } from '@lingui/core';
import de from './compiled/de.json' with { type: 'json' };

/** Every message id of the source catalogue; `t()` accepts nothing else, so a typo fails the type check. */
export type MessageId = keyof typeof de;
export type MessageValues = Record<string, string | number>;
export type Language = 'de' | 'en';

type CompiledCatalog = Parameters<I18n['load']>[1];

/** The one lingui instance of the page; German is the source and always loaded. */
export const i18n: I18n = setupI18n({ locale: 'de', messages: { de: de as unknown as CompiledCatalog } });

const loaders: Record<Language, () => Promise<CompiledCatalog>> = {
  de: async () => de as unknown as CompiledCatalog,
  // English is loaded only on pages that ask for it.
  en: async () => (await import('./compiled/en.json', { with: { type: 'json' } })).default as unknown as CompiledCatalog,
};

/** Switches the interface language at run time; unknown languages fall back to German. */
export async function activateLanguage(language: string): Promise<void> {
  const target: Language = language in loaders ? (language as Language) : 'de';
  if (!i18n.messages || target !== 'de') i18n.load(target, await loaders[target]());
  i18n.activate(target);
}

/** Translates outside React (actions, toasts). Inside components use `useT()`. */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}
