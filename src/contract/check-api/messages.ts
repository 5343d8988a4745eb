/**
 * The checker's words in German and English. A CLI prints to a terminal, not into a shop page, so it keeps
 * this small typed table instead of the elements' lingui catalogues (src/i18n), which need a store.
 */

export type Lang = 'de' | 'en';
export type Text = Readonly<Record<Lang, string>>;

type Params = Readonly<Record<string, string | number>>;

const MESSAGES = {
  status: { de: 'erwartet HTTP {expected}, erhalten {actual}', en: 'expected HTTP {expected}, got {actual}' },
  notJson: { de: 'die Antwort ist kein JSON: {start}', en: 'the answer is not JSON: {start}' },
  schema: { de: '{path}: erwartet {expected}, erhalten {received}', en: '{path}: expected {expected}, received {received}' },
  network: { de: 'keine Antwort: {error}', en: 'no answer: {error}' },
  noPageConfig: {
    de: 'keine Seitenkonfiguration <script id="shop-config"> auf {url} (HTTP {status})',
    en: 'no page config <script id="shop-config"> on {url} (HTTP {status})',
  },
  noToken: { de: 'die Seitenkonfiguration auf {url} hat kein csrfToken', en: 'the page config on {url} has no csrfToken' },
  loginFailed: {
    de: 'Anmeldung als {user} fehlgeschlagen: nach dem Formular (HTTP {status}) ist user.authenticated nicht true',
    en: 'login as {user} failed: after the form (HTTP {status}) user.authenticated is not true',
  },
  noLogin: { de: 'ohne --user und --password nicht geprüft', en: 'not checked without --user and --password' },
  noOrder: { de: 'keine Bestellung ausgelöst (mit --place-order prüfen)', en: 'no order placed (check with --place-order)' },
  needs: { de: 'nicht geprüft: {what} fehlt', en: 'not checked: {what} is missing' },
  noSample: {
    de: 'nicht geprüft: die Route hat kein `sample` und kein Schritt ruft sie auf',
    en: 'not checked: the route has no `sample` and no step calls it',
  },
  notInAnswer: { de: '{what} fehlt in der Antwort', en: '{what} is missing from the answer' },
  cleanup: { de: 'Aufräumen fehlgeschlagen: {what} ({detail})', en: 'cleanup failed: {what} ({detail})' },
} as const satisfies Record<string, Text>;

export type MessageKey = keyof typeof MESSAGES;

/** The message in both languages, `{name}`s filled. */
export function message(key: MessageKey, params: Params = {}): Text {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all));
  return { de: fill(MESSAGES[key].de), en: fill(MESSAGES[key].en) };
}

/** The table's own words. */
export const LABELS = {
  route: { de: 'Route', en: 'Route' },
  case: { de: 'Fall', en: 'Case' },
  result: { de: 'Ergebnis', en: 'Result' },
  pass: { de: 'ok', en: 'pass' },
  fail: { de: 'FEHLER', en: 'FAIL' },
  skip: { de: 'übersprungen', en: 'skipped' },
  summary: { de: '{passed} ok, {failed} Fehler, {skipped} übersprungen', en: '{passed} passed, {failed} failed, {skipped} skipped' },
  cases: {
    ok: { de: 'Normalfall', en: 'happy path' },
    'no-token': { de: 'ohne Token', en: 'no token' },
    'no-login': { de: 'ohne Anmeldung', en: 'no login' },
    'unknown-id': { de: 'unbekannte Id', en: 'unknown id' },
    'bad-input': { de: 'ungültige Eingabe', en: 'bad input' },
    setup: { de: 'Vorbereitung', en: 'setup' },
    cleanup: { de: 'Aufräumen', en: 'cleanup' },
  },
} as const satisfies Record<string, Text | Record<string, Text>>;
