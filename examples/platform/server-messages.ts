import type { MiddlewareHandler } from 'hono';
import { dataLanguage, localizeData } from './backoffice-texts/index.ts';
import { SERVER_CATALOGUES, messageIn, serverLanguage, type ServerLanguage, type ServerMessageId } from './server-message.ts';

export { serverLanguage, type ServerLanguage } from './server-message.ts';

/**
 * Answers in the request's language (spec §7: every call sends accept-language). Routes write the back end's texts
 * with serverMessage(id, values) (server-message.ts), already in the request's language. What some routes still
 * write as German text, and the answers a page embeds (built in German, shown in the page's language), are
 * translated here: a German text is looked up in the German catalogue (a message without values by its text, one
 * with values by the pattern below) and written in the other language's catalogue. Only the fields that carry such
 * texts are looked at, never data (wine names, addresses): `message`, `successText`, `warningMessages`,
 * `hinweisVerfuegbareMenge`, the stock reminder's `displayName`s and introduction, and the search's field names
 * (not their values: wine data).
 */

type Translated = Exclude<ServerLanguage, 'de'>;

/** The ids whose German has values in it, and how its text is recognized: one group per value, in this order. */
const PATTERNS: readonly (readonly [RegExp, ServerMessageId, readonly string[]])[] = [
  [/^Bitte geben Sie mindestens (\d+) Zeichen ein\.$/, 'minLength', ['min']],
  [/^Bitte geben Sie höchstens (\d+) Zeichen ein\.$/, 'maxLength', ['max']],
  [/^Der Wert muss mindestens (.+) sein\.$/, 'minValue', ['min']],
  [/^Der Wert darf höchstens (.+) sein\.$/, 'maxValue', ['max']],
  [/^Bitte geben Sie eine Seitenzahl von 1 bis (\d+) an\.$/, 'pageOutOfRange', ['max']],
  [/^Das Passwort muss mindestens (\d+) Zeichen lang sein\.$/, 'passwordTooShort', ['min']],
  [/^Bitte füllen Sie das Feld «(.+)» aus\.$/, 'fieldToFill', ['field']],
  [/^Das früheste mögliche Lieferdatum ist der (.+)\.$/, 'lieferdatumTooEarly', ['date']],
  [/^Das Lieferdatum darf höchstens (\d+) Tage in der Zukunft liegen\.$/, 'lieferdatumTooLate', ['days']],
  [/^Die Bemerkung darf höchstens (\d+) Zeichen lang sein\.$/, 'hinweisTooLong', ['max']],
  [/^Eine Merkliste kann höchstens (\d+) Artikel enthalten\.$/, 'merklisteFull', ['max']],
  [/^Sie können höchstens (\d+) Adressen speichern\.$/, 'addressBookFull', ['max']],
  [/^Sie können höchstens (\d+) Merklisten anlegen\.$/, 'merklistenLimit', ['max']],
  [/^Ein Warenkorb kann höchstens (\d+) Positionen enthalten\.$/, 'basketFull', ['max']],
  [
    /^Vielen Dank! Wir benachrichtigen Sie per E-Mail an (.+), sobald «(.+)» wieder erhältlich ist\.$/,
    'reminderConfirmed',
    ['email', 'artikel'],
  ],
  [
    /^Von diesem Artikel sind nur noch (\d+) Flaschen verfügbar, weniger als ein (.+)\. Die Position wurde auf (.+) umgestellt\.$/,
    'stockUnitChanged',
    ['count', 'unit', 'replacement'],
  ],
  [
    /^(.+: )?Von diesem Artikel sind nur noch (\d+) Flaschen verfügbar\. Die Menge wurde auf (.+) angepasst\.$/,
    'stockQuantityChanged',
    ['prefix', 'count', 'menge'],
  ],
  [/^(.+) ist zurzeit nicht verfügbar und wird nicht bestellt\.$/, 'artikelUnavailableNotOrdered', ['artikel']],
  [/^(.+) ist zurzeit nicht verfügbar\.$/, 'artikelUnavailable', ['artikel']],
];

const isFacet = (id: string): boolean => id.startsWith('facet.');
const withValues = new Set<string>(PATTERNS.map(([, id]) => id));
const byGerman = (ids: readonly string[]): ReadonlyMap<string, ServerMessageId> =>
  new Map(ids.map((id) => [SERVER_CATALOGUES.de[id]!, id as ServerMessageId]));
/** The German text of every message without values (the search's field names apart), to its id. */
const FIXED = byGerman(Object.keys(SERVER_CATALOGUES.de).filter((id) => !isFacet(id) && !withValues.has(id)));
/** The search's field names (searchFieldData[].label): the back end names its facets in the request's language. */
const FACETS = byGerman(Object.keys(SERVER_CATALOGUES.de).filter(isFacet));

/** The German patterns, for the test that each still matches its catalogue text (tests/unit/server-messages.test.ts). */
export const SERVER_MESSAGE_PATTERNS = PATTERNS;

/** One server text in `language`; a text the catalogue does not know stays as it is (German). */
export function translateServerText(text: string, language: ServerLanguage): string {
  if (language === 'de') return text;
  const known = (german: string): string | undefined => {
    const id = FIXED.get(german);
    return id && messageIn(language, id);
  };
  const fixed = known(text);
  if (fixed) return fixed;
  for (const [pattern, id, names] of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    // A group may itself be a known text: the field name in "Bitte füllen Sie das Feld «Vorname» aus."
    const values = Object.fromEntries(names.map((name, index) => [name, ((value) => known(value) ?? value)(match[index + 1] ?? '')]));
    return messageIn(language, id, values);
  }
  return text;
}

/** The fields whose strings are the back end's own texts. */
const TEXT_FIELDS = new Set(['message', 'successText', 'hinweisVerfuegbareMenge', 'displayName', 'artikelErinnerungEinleitungstext']);

function translateAnswer(value: unknown, language: Translated, key = ''): unknown {
  if (typeof value === 'string') return TEXT_FIELDS.has(key) ? translateServerText(value, language) : value;
  if (Array.isArray(value) && key === 'searchFieldData') {
    const facet = (label: string) => ((id) => id && messageIn(language, id))(FACETS.get(label));
    return value.map((field: { label?: string }) => ({ ...field, label: facet(field.label ?? '') ?? field.label }));
  }
  if (Array.isArray(value)) {
    return key === 'warningMessages'
      ? value.map((item) => (typeof item === 'string' ? translateServerText(item, language) : item))
      : value.map((item) => translateAnswer(item, language));
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, translateAnswer(item, language, name)]));
  }
  return value;
}

/**
 * An answer in `language`, for the pages that embed one in an element's attribute (the article list's first
 * page): the same texts as the API would send to that language.
 */
export function localizeAnswer<T>(answer: T, language: string): T {
  const server = serverLanguage(language);
  const data = localizeData(answer, language);
  return server === 'de' ? data : (translateAnswer(data, server) as T);
}

/**
 * For /api/*: a JSON answer to a request in another language than German carries the back end's texts and its
 * data (backoffice-texts/) in that language.
 */
export function localizedAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const language = dataLanguage(c.req.header('accept-language'));
    if (language === 'de' || !c.res.headers.get('content-type')?.includes('application/json')) return;
    const body = localizeAnswer(await c.res.clone().json(), language);
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(JSON.stringify(body), { status: c.res.status, headers });
  };
}
