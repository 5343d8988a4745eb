/**
 * The demo back end's own texts in English (issue 36: English pages), keyed by the German text as
 * server-messages.ts's tables are; a pattern's English by the pattern's source, its groups as $1, $2 ….
 */
export const ENGLISH: Record<string, string> = {
  'Bitte überprüfen Sie Ihre Eingaben!': 'Please check your entries!',
  'Dieses Feld ist erforderlich.': 'This field is required.',
  'Bitte geben Sie eine gültige E-Mail-Adresse ein.': 'Please enter a valid e-mail address.',
  'Bitte geben Sie eine ganze Zahl ein.': 'Please enter a whole number.',
  'Ungültige Eingabe.': 'Invalid entry.',
  'Die Anfrage enthält kein gültiges JSON.': 'The request contains no valid JSON.',
  'Bitte verwenden Sie keine Steuer- oder Richtungszeichen.': 'Please do not use control or direction characters.',
  'Bitte geben Sie sichtbare Zeichen ein.': 'Please enter visible characters.',
  'Ungültiges oder fehlendes Sicherheits-Token. Bitte laden Sie die Seite neu.':
    'Invalid or missing security token. Please reload the page.',
  'Bitte melden Sie sich an.': 'Please log in.',
  'Zu viele Anfragen. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.':
    'Too many requests. Please wait a few minutes and then try again.',
  'Bitte geben Sie höchstens 8 Wörter ein.': 'Please enter at most 8 words.',
  'Die Anfrage ist zu gross.': 'The request is too large.',
  'Interner Fehler': 'Internal error',
  'Bitte geben Sie Ihre E-Mail-Adresse ein.': 'Please enter your e-mail address.',
  'Bitte geben Sie ein Passwort ein.': 'Please enter a password.',
  'Bitte wiederholen Sie das Passwort.': 'Please repeat the password.',
  'Die Passwörter stimmen nicht überein.': 'The passwords do not match.',
  'Bitte geben Sie einen Namen ein.': 'Please enter a name.',
  'Bitte geben Sie Strasse und Hausnummer ein.': 'Please enter the street and number.',
  'Bitte geben Sie die PLZ ein.': 'Please enter the postcode.',
  'Bitte geben Sie den Ort ein.': 'Please enter the town.',
  'Bitte geben Sie eine E-Mail-Adresse ein.': 'Please enter an e-mail address.',
  'Eine Schweizer PLZ hat vier Ziffern.': 'A Swiss postcode has four digits.',
  'Die Hauptadresse kann nicht gelöscht werden.': 'The main address cannot be deleted.',
  'Bitte geben Sie Ihren Vornamen ein.': 'Please enter your first name.',
  'Bitte geben Sie Ihren Nachnamen ein.': 'Please enter your last name.',
  'Eine Merkliste mit diesem Namen existiert bereits.': 'A wish list with this name already exists.',
  'Die Standard-Merkliste kann nicht gelöscht werden.': 'The default wish list cannot be deleted.',
  'Diese Bestelleinheit ist für diesen Artikel nicht erhältlich.': 'This order unit is not available for this article.',
  'Diese Position kann nicht entfernt werden.': 'This line cannot be removed.',
  'Ein Artikel ist nicht mehr im Sortiment und wurde aus dem Warenkorb entfernt.':
    'An article is no longer in the range and was removed from the basket.',
  'Sie haben diesen Gutschein bereits eingelöst.': 'You have already redeemed this voucher.',
  'Dieser Gutscheincode ist ungültig.': 'This voucher code is not valid.',
  'Diese Zahlungsart gibt es nicht.': 'This payment method does not exist.',
  'Diese Zahlungsart ist auf diesem Gerät nicht verfügbar.': 'This payment method is not available on this device.',
  'Der Shop ist gerade stark ausgelastet. Bitte versuchen Sie es in einigen Sekunden noch einmal.':
    'The shop is very busy right now. Please try again in a few seconds.',
  'Diese Lieferart gibt es nicht.': 'This delivery type does not exist.',
  'Dieses Datum gibt es nicht.': 'This date does not exist.',
  'Diese Adresse gehört nicht zu Ihrem Adressbuch.': 'This address is not in your address book.',
  'Diese Adresse ist nicht mehr im Adressbuch.': 'This address is no longer in the address book.',
  'Bitte erfassen Sie eine Lieferadresse.': 'Please enter a delivery address.',
  'Bitte erfassen Sie eine Rechnungsadresse.': 'Please enter a billing address.',
  'Bitte akzeptieren Sie die AGB.': 'Please accept the terms and conditions.',
  'Bitte bestätigen Sie: Ich bin mindestens 18 Jahre alt.': 'Please confirm: I am at least 18 years old.',
  'keine Lieferart ausgewählt': 'no delivery type selected',
  'keine Zahlungsart ausgewählt': 'no payment method selected',
  'Dieser Artikel ist zurzeit nicht verfügbar. Wir benachrichtigen Sie gerne per E-Mail, sobald er wieder erhältlich ist.':
    'This article is currently not available. We will gladly let you know by e-mail as soon as it is available again.',
  Firma: 'Company',
  Vorname: 'First name',
  Nachname: 'Last name',
  Adresse: 'Address',
  PLZ: 'Postcode',
  Ort: 'Town',
  'E-Mail': 'E-mail',
  Telefon: 'Phone',
  Nachricht: 'Message',
};

/** The search's field names in English. */
export const ENGLISH_FACETS: Record<string, string> = {
  Weinart: 'Wine type',
  'Land / Region': 'Country / region',
  Produzent: 'Producer',
  Traubensorte: 'Grape variety',
  Jahrgang: 'Vintage',
  Inhalt: 'Size',
  'Genussreif ab': 'Ready to drink from',
  Sortiment: 'Range',
  Kategorie: 'Category',
  Klassifikation: 'Classification',
  Preis: 'Price',
  Aktionen: 'Offers',
  Neuheiten: 'New arrivals',
  Merkliste: 'Wish list',
};

/** Texts with values in them, by the German pattern's source (server-messages.ts PATTERNS). */
export const ENGLISH_PATTERNS: Record<string, string> = {
  '^Bitte geben Sie mindestens (\\d+) Zeichen ein\\.$': 'Please enter at least $1 characters.',
  '^Bitte geben Sie höchstens (\\d+) Zeichen ein\\.$': 'Please enter at most $1 characters.',
  '^Der Wert muss mindestens (.+) sein\\.$': 'The value must be at least $1.',
  '^Der Wert darf höchstens (.+) sein\\.$': 'The value may be at most $1.',
  '^Bitte geben Sie eine Seitenzahl von 1 bis (\\d+) an\\.$': 'Please give a page number from 1 to $1.',
  '^Das Passwort muss mindestens (\\d+) Zeichen lang sein\\.$': 'The password must be at least $1 characters long.',
  '^Bitte füllen Sie das Feld «(.+)» aus\\.$': 'Please fill in the field «$1».',
  '^Das früheste mögliche Lieferdatum ist der (.+)\\.$': 'The earliest possible delivery date is $1.',
  '^Das Lieferdatum darf höchstens (\\d+) Tage in der Zukunft liegen\\.$': 'The delivery date may be at most $1 days ahead.',
  '^Die Bemerkung darf höchstens (\\d+) Zeichen lang sein\\.$': 'The remark may be at most $1 characters long.',
  '^Eine Merkliste kann höchstens (\\d+) Artikel enthalten\\.$': 'A wish list can hold at most $1 articles.',
  '^Sie können höchstens (\\d+) Adressen speichern\\.$': 'You can save at most $1 addresses.',
  '^Sie können höchstens (\\d+) Merklisten anlegen\\.$': 'You can create at most $1 wish lists.',
  '^Ein Warenkorb kann höchstens (\\d+) Positionen enthalten\\.$': 'A basket can hold at most $1 lines.',
  '^Vielen Dank! Wir benachrichtigen Sie per E-Mail an (.+), sobald «(.+)» wieder erhältlich ist\\.$':
    'Thank you! We will let you know by e-mail at $1 as soon as «$2» is available again.',
  '^Von diesem Artikel sind nur noch (\\d+) Flaschen verfügbar, weniger als ein (.+)\\. Die Position wurde auf (.+) umgestellt\\.$':
    'Only $1 bottles of this article are left, fewer than a $2. The line was changed to $3.',
  '^(.+: )?Von diesem Artikel sind nur noch (\\d+) Flaschen verfügbar\\. Die Menge wurde auf (.+) angepasst\\.$':
    '$1Only $2 bottles of this article are left. The quantity was changed to $3.',
  '^(.+) ist zurzeit nicht verfügbar und wird nicht bestellt\\.$': '$1 is currently not available and will not be ordered.',
  '^(.+) ist zurzeit nicht verfügbar\\.$': '$1 is currently not available.',
};
