import { compileCatalog } from './compile-catalog.ts';
import { i18n, type CompiledMessages } from './index.ts';
import { sourceCatalogues } from './sources.ts';

/**
 * Tests and Storybook render components without their define.ts, so they load every text of every shipped
 * language at once, compiled from the source catalogues (the ICU compiler is fine outside the browser bundle).
 */
export function loadAllMessages(): void {
  i18n.load(
    Object.fromEntries(
      Object.entries(sourceCatalogues).map(([language, messages]) => [language, compileCatalog(messages) as CompiledMessages]),
    ),
  );
}
