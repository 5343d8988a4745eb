/** A prop name as its attribute is written in HTML (`baseUrl` → `base-url`), as r2wc maps them. */
export function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
