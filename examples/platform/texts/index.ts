import { de, type DemoTexts } from './de.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';

export type { DemoTexts } from './de.ts';

/** The languages the demo's pages come in (page-language.ts): the elements have a catalogue for each. */
export type PageLanguage = 'de' | 'fr' | 'it' | 'en';

/** One table per language; the type makes each carry every German key. */
export const DEMO_TEXTS: Readonly<Record<PageLanguage, DemoTexts>> = { de, fr, it, en };

/** A text with its `{name}` places filled: `fill(t.regionTitle, { name: 'Wallis' })`. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
