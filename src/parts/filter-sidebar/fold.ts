/** Case- and accent-insensitive text for the filter searches ("zurich" finds "Zürich"). */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
