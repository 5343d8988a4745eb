import { themeProperties, type ThemeProperty } from '../core/element/theme-properties.ts';
import type { CssProperty } from './types.ts';

export type { ThemeProperty };
export const allThemeProperties: CssProperty[] = Object.entries(themeProperties).map(([name, [description, fallback]]) => ({
  name,
  description,
  default: fallback,
}));

/** The theme properties an element's own rules read, for its docs. */
export function themed(...names: ThemeProperty[]): CssProperty[] {
  return names.map((name) => allThemeProperties.find((property) => property.name === name)!);
}
