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
  for (let i = 0; i < values.length; i++) out += render(values[i]) + (strings[i + 1] ?? '');
  return new SafeHtml(out);
}

/** Trusted markup (our own content pages). Never pass request data. */
export function raw(value: string): SafeHtml {
  return new SafeHtml(value);
}

/** JSON for an attribute value: `<tag initial='${json(x)}'>` — the html`` escaping makes it attribute-safe. */
export function json(value: unknown): string {
  return JSON.stringify(value);
}
