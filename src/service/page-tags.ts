/** A `<shop-*>` element the page writes empty: where it stands in the page and what it carries. */
export interface PageTag {
  tag: string;
  attributes: Record<string, string>;
  /** Offsets of the whole element, `<shop-…>` to `</shop-…>`, in the page's text. */
  start: number;
  end: number;
}

/** Tags whose content is text, not markup: a `<shop-` inside them is no element. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'template', 'xmp', 'noscript']);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** An attribute value as the browser reads it: character references decoded (the ones attribute JSON uses). */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return NAMED[name.toLowerCase()] ?? reference;
  });
}

const ATTRIBUTE = /\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;

/**
 * The empty, not yet rendered `<shop-*>` elements of an HTML page, in document order. Comments and the content
 * of script, style, template and other raw-text elements are skipped; an element with anything but white space
 * inside, or already `prerendered`, is left as it is.
 */
export function findPageTags(page: string): PageTag[] {
  const found: PageTag[] = [];
  const opening = /<!--|<([a-z][a-z0-9-]*)(?=[\s/>])/gi;
  for (let match = opening.exec(page); match; match = opening.exec(page)) {
    if (match[0] === '<!--') {
      const close = page.indexOf('-->', opening.lastIndex);
      opening.lastIndex = close < 0 ? page.length : close + 3;
      continue;
    }
    const name = match[1]!.toLowerCase();
    const attributes: Record<string, string> = {};
    let at = opening.lastIndex;
    for (ATTRIBUTE.lastIndex = at; ;) {
      const attribute = ATTRIBUTE.exec(page);
      if (!attribute) break;
      at = ATTRIBUTE.lastIndex;
      const attributeName = attribute[1]!.toLowerCase();
      if (!(attributeName in attributes)) attributes[attributeName] = decodeAttribute(attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
    }
    const tagEnd = page.indexOf('>', at);
    if (tagEnd < 0) break;
    opening.lastIndex = tagEnd + 1;
    if (RAW_TEXT.has(name)) {
      const close = new RegExp(`</${name}`, 'gi');
      close.lastIndex = tagEnd + 1;
      opening.lastIndex = close.exec(page)?.index ?? page.length;
      continue;
    }
    if (!name.startsWith('shop-')) continue;
    const closing = new RegExp(`^\\s*</${name}\\s*>`, 'i').exec(page.slice(tagEnd + 1, tagEnd + 1 + 4096));
    if (!closing || 'prerendered' in attributes) continue;
    found.push({ tag: name, attributes, start: match.index, end: tagEnd + 1 + closing[0].length });
    opening.lastIndex = tagEnd + 1 + closing[0].length;
  }
  return found;
}

/** The `#shop-config` script's JSON, or undefined when the page has none or it is no JSON (the defaults apply). */
export function pageConfig(page: string): unknown {
  const script = /<script\b[^>]*\bid\s*=\s*["']?shop-config["']?[^>]*>([\s\S]*?)<\/script\s*>/i.exec(page);
  if (!script) return undefined;
  try {
    return JSON.parse(script[1]!) as unknown;
  } catch {
    return undefined;
  }
}
