/**
 * lingui's plural formatter formats its number with Intl.NumberFormat on every call, `#` in the branch or
 * not, and the first Intl.NumberFormat of a page is a long task (src/i18n/format-number.ts); the header's
 * basket badge has a plural on every page. So the compiled catalogues hold no plural: compile-catalog.ts
 * turns each into selects on these variables, which `t()` passes along with every number
 * (with-plural-values.ts).
 */
export function pluralVariables(name: string): { formatted: string; category: string } {
  return { formatted: `${name}__formatted`, category: `${name}__plural` };
}
