/**
 * A `<script type="application/ld+json">` holding `data`. The script's text ends at the first `</script`
 * whatever JSON says, so `<`, `>` and `&` are written as JSON escapes: an article called `</script><script>…`
 * stays text. U+2028 and U+2029 are escaped too, for parsers that read the JSON as JavaScript.
 */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
