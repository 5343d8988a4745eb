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
  tokenKept: {
    de: 'der CSRF-Token ist nach der Anmeldung derselbe wie davor: er muss mit der Sitzung wechseln',
    en: 'the CSRF token after the login is the one from before it: it must change with the session',
  },
  fixation: {
    de: 'mit den Cookies von vor der Anmeldung ist man danach angemeldet: die Sitzungs-Id muss bei der Anmeldung wechseln (session fixation)',
    en: 'the cookies from before the login are logged in after it: the session id must change at login (session fixation)',
  },
  noRegisterEmail: {
    de: 'ohne --register-email und --user nicht geprüft',
    en: 'not checked without --register-email and --user',
  },
  registerRefused: {
    de: 'Registrierung von {email}: erwartet HTTP 200 mit success true, erhalten {actual}',
    en: 'registration of {email}: expected HTTP 200 with success true, got {actual}',
  },
  registerLogsIn: {
    de: 'nach der Registrierung von {email} ist der Besucher angemeldet: ein Konto darf erst über den Link in der E-Mail aufgehen, sonst verrät die Antwort, welche Adressen ein Konto haben',
    en: 'after registering {email} the visitor is logged in: an account must open only through the e-mail’s link, else the answer tells which addresses have one',
  },
  enumeration: {
    de: 'die Registrierung einer vergebenen Adresse ({taken}) antwortet anders als die einer freien: «{other}» statt «{free}»',
    en: 'registering a taken address ({taken}) answers unlike a free one: “{other}” instead of “{free}”',
  },
  noVersion: {
    de: 'checkout/validate antwortet kein model.version: submitorder kann nicht prüfen, ob der Kunde das bestellt, was er gesehen hat',
    en: 'checkout/validate answers no model.version: submitorder cannot check that the customer orders what they saw',
  },
  staleAccepted: {
    de: 'submitorder mit einer anderen Warenkorb-Version: erwartet action invalid mit dem frischen Modell, erhalten {actual}',
    en: 'submitorder with another basket version: expected action invalid with the fresh model, got {actual}',
  },
  registerNoRotation: {
    de: 'die Registrierung von {email} lässt Sitzungs-Cookie oder CSRF-Token unverändert: beide müssen wechseln',
    en: 'registering {email} leaves the session cookie or CSRF token unchanged: both must change',
  },
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
    rotation: { de: 'Sitzungswechsel', en: 'session rotation' },
    enumeration: { de: 'keine Konto-Auskunft', en: 'no account enumeration' },
    stale: { de: 'alte Warenkorb-Version', en: 'stale basket version' },
  },
} as const satisfies Record<string, Text | Record<string, Text>>;
