/**
 * Tagged-template HTML the way a CMS template author writes it: every interpolated value is
 * escaped unless it is already `SafeHtml` (another html`` fragment or raw()).
 */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes & < > " ' — safe in text and in single- or double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] as string);
}

type Part = SafeHtml | string | number | boolean | null | undefined | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) {
    if (values[i] instanceof SingleQuotedJson && !strings[i]!.endsWith("='"))
      throw new Error(`json() must fill a single-quoted attribute (name='\${json(…)}'), not: …${strings[i]!.slice(-20)}`);
    out += render(values[i]) + (strings[i + 1] ?? '');
  }
  return new SafeHtml(out);
}

/** Trusted markup (our own content pages). Never pass request data. */
export function raw(value: string): SafeHtml {
  return new SafeHtml(value);
}

/** JSON escaped for a single-quoted attribute only; html`` refuses it anywhere else. */
class SingleQuotedJson extends SafeHtml {}

/**
 * JSON for an island's attribute: `<tag initial='${json(x)}'>`. Inside single quotes a double quote needs no
 * escape, so only & ' < are escaped: the list page's 81 KB of JSON stayed 81 KB instead of 135 KB of
 * &quot; that the browser's parser had to decode (Lighthouse counted the parse as long tasks).
 */
export function json(value: unknown): SafeHtml {
  return new SingleQuotedJson(singleQuoted(JSON.stringify(value)));
}

/** A value for a single-quoted attribute: only & ' < need escaping there (see json()). */
export function singleQuoted(value: string): string {
  return value.replace(/[&'<]/g, (ch) => ESCAPES[ch] as string);
}
