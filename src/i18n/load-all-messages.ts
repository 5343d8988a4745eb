import { compileCatalog } from './compile-catalog.ts';
import { i18n, type CompiledMessages } from './index.ts';
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };

/**
 * Tests and Storybook render components without their define.ts, so they load every text at once,
 * compiled from the source catalogues (the ICU compiler is fine outside the browser bundle).
 */
export function loadAllMessages(): void {
  i18n.load({ de: compileCatalog(de) as CompiledMessages, en: compileCatalog(en) as CompiledMessages });
}
