import { de, type BackofficeTexts } from './de.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import type { MiddlewareHandler } from 'hono';
import { fill } from '../texts/index.ts';

export { de as BACKOFFICE_DE, type BackofficeTexts } from './de.ts';

/**
 * The back office's data in the request's language (issue 36). Its records are recognised by what they are,
 * not by their German wording: a delivery type (it has `versandkostenArt`) and a payment method (`logoUrl`) by
 * id, a country by `landId`, a salutation by its key in any language; the labels the back office composes
 * (fee, shipping, voucher, promotion, order unit, image description) by their German pattern in de.ts.
 */
const TABLES = { de, fr, it, en } satisfies Record<string, BackofficeTexts>;
export type DataLanguage = keyof typeof TABLES;

/** The language of `accept-language` or a page language ("fr-CH", "en", "it;q=0.9"); German otherwise. */
export function dataLanguage(language: string | undefined): DataLanguage {
  const primary = language?.trim().toLowerCase().slice(0, 2);
  return primary === 'fr' || primary === 'it' || primary === 'en' ? primary : 'de';
}

type LabelKey = 'promotionPercent' | 'promotion' | 'shippingFree' | 'shipping' | 'voucher' | 'bottle' | 'case' | 'veg';
const LABELS: readonly LabelKey[] = ['promotionPercent', 'promotion', 'shippingFree', 'shipping', 'voucher', 'bottle', 'case', 'veg'];
/** Fields that carry such a label (a wine's name there matches no pattern and stays). */
const LABEL_FIELDS = new Set(['bezeichnung', 'gebuehrenArtikelBezeichnung']);

/** A German template as a pattern: its `{name}` places become groups, in order. */
function pattern(template: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const place = /^\{(\w+)\}$/.exec(part);
      if (!place) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(place[1]!);
      return '(.+?)';
    })
    .join('');
  return { regex: new RegExp(`^${source}$`), names };
}
const PATTERNS = new Map([...LABELS, 'imageAlt' as const].map((key) => [key, pattern(de[key])]));

const deliveryByGermanName = new Map(Object.entries(de.lieferarten).map(([id, { name }]) => [name, Number(id) as 1 | 2 | 3]));
const salutationKeys = new Map<string, keyof BackofficeTexts['anreden']>(
  Object.values(TABLES).flatMap((table) =>
    Object.entries(table.anreden).map(([key, name]) => [name, key as keyof BackofficeTexts['anreden']] as const),
  ),
);

function translated(key: LabelKey | 'imageAlt', text: string, t: BackofficeTexts): string | null {
  const { regex, names } = PATTERNS.get(key)!;
  const match = regex.exec(text);
  if (!match) return null;
  const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1]!]));
  // The shipping lines name the delivery type by its German name.
  const type = values.type === undefined ? undefined : deliveryByGermanName.get(values.type);
  if (type) values.type = t.lieferarten[type].name;
  return fill(t[key], values);
}

function label(text: string, t: BackofficeTexts): string {
  for (const key of LABELS) {
    const result = translated(key, text, t);
    if (result !== null) return result;
  }
  return text;
}

const salutation = (text: string, t: BackofficeTexts): string => {
  const key = salutationKeys.get(text);
  return key ? t.anreden[key] : text;
};

/** `record[id]` when `id` is one of its numeric keys. */
const byId = <V>(record: Record<number, V>, id: unknown): V | undefined =>
  typeof id === 'number' && id in record ? record[id] : undefined;

function localize(value: unknown, t: BackofficeTexts, key = ''): unknown {
  if (typeof value === 'string') {
    if (LABEL_FIELDS.has(key)) return label(value, t);
    if (key === 'alt') return translated('imageAlt', value, t) ?? value;
    if (key === 'anrede') return salutation(value, t);
    return value;
  }
  if (Array.isArray(value)) {
    return key === 'anreden'
      ? value.map((item: unknown) => (typeof item === 'string' ? salutation(item, t) : item))
      : value.map((item: unknown) => localize(item, t));
  }
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const out = Object.fromEntries(Object.entries(record).map(([name, item]) => [name, localize(item, t, name)]));
  const delivery = 'versandkostenArt' in record ? byId(t.lieferarten, record.id) : undefined;
  const payment = 'logoUrl' in record && 'recordDisplayName' in record ? byId(t.zahlungsarten, record.id) : undefined;
  const country = typeof record.land === 'string' ? byId(t.laender, record.landId) : undefined;
  if (delivery) {
    out.recordDisplayName = delivery.name;
    if (typeof record.additionalText === 'string') out.additionalText = delivery.text;
  }
  if (payment) out.recordDisplayName = payment;
  if (country) out.land = country;
  return out;
}

/** `answer` with the back office's data in `language` (accept-language or a page language); German as it is. */
export function localizeData<T>(answer: T, language: string | undefined): T {
  const target = dataLanguage(language);
  return target === 'de' ? answer : (localize(answer, TABLES[target]) as T);
}

/**
 * For /api/*: a JSON answer to a request in another language than German carries the back office's data in that
 * language (the back end's own texts already are: serverMessage). Pages embed answers through localizeData.
 */
export function localizedData(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const language = dataLanguage(c.req.header('accept-language'));
    if (language === 'de' || !c.res.headers.get('content-type')?.includes('application/json')) return;
    const body = localizeData(await c.res.clone().json(), language);
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(JSON.stringify(body), { status: c.res.status, headers });
  };
}
