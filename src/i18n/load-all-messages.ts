import { compileCatalog } from './compile-catalog.ts';
import { i18n, type CompiledMessages } from './index.ts';
import { sourceCatalogues } from './sources.ts';

/**
 * Tests and Storybook render components without their define.ts, so they load every text at once,
 * compiled from the source catalogues (the ICU compiler is fine outside the browser bundle).
 */
export function loadAllMessages(): void {
  i18n.load({ de: compileCatalog(sourceCatalogues.de) as CompiledMessages, en: compileCatalog(sourceCatalogues.en) as CompiledMessages });
}
