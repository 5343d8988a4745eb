/** `'` delimits the attribute, so only `&`, `'` and `<` need escaping (JSON's many `"` stay short). */
export function attributeValue(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll("'", '&#39;').replaceAll('<', '&lt;');
}

/** The element as the browser renders it without a server: the tag and its attributes, nothing inside. */
export function bareTag(tag: string, attributes: Record<string, string>): string {
  const written = Object.entries(attributes)
    .map(([name, value]) => ` ${name}='${attributeValue(value)}'`)
    .join('');
  return `<${tag}${written}></${tag}>`;
}
