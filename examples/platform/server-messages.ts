import type { MiddlewareHandler } from 'hono';
import { dataLanguage, localizeData } from './backoffice-texts/index.ts';
import { ENGLISH, ENGLISH_FACETS, ENGLISH_PATTERNS } from './server-messages-en.ts';

/**
 * The demo back end's own texts (validation messages, successText, warnings: ARCHITECTURE.md §6) in the
 * request's language (spec §7: every call sends accept-language). The routes write German, the default, as
 * before; an answer to a French or Italian request has them replaced here, in one table, instead of threading
 * the language through every route. Only the fields that carry such texts are looked at, never data (wine
 * names, addresses): `message`, `successText`, `warningMessages`, `hinweisVerfuegbareMenge`, the stock
 * reminder's `displayName`s and introduction, and the search's field names (not their values: wine data).
 */
export type ServerLanguage = 'de' | 'fr' | 'it' | 'en';
type Translated = Record<'fr' | 'it', string>;

/** The language of `accept-language` ("fr-CH", "it", "fr-CH,fr;q=0.9"): its first tag's language, German otherwise. */
export function serverLanguage(acceptLanguage: string | undefined): ServerLanguage {
  // One reading of accept-language for the messages and the back office's data.
  return dataLanguage(acceptLanguage);
}

const FIXED: Record<string, Translated> = {
  'Bitte überprüfen Sie Ihre Eingaben!': { fr: 'Veuillez vérifier vos saisies!', it: 'Verifichi i dati inseriti!' },
  'Dieses Feld ist erforderlich.': { fr: 'Ce champ est obligatoire.', it: 'Questo campo è obbligatorio.' },
  'Bitte geben Sie eine gültige E-Mail-Adresse ein.': {
    fr: 'Veuillez saisir une adresse e-mail valide.',
    it: 'Inserisca un indirizzo e-mail valido.',
  },
  'Bitte geben Sie eine ganze Zahl ein.': { fr: 'Veuillez saisir un nombre entier.', it: 'Inserisca un numero intero.' },
  'Ungültige Eingabe.': { fr: 'Saisie non valide.', it: 'Dato non valido.' },
  'Die Anfrage enthält kein gültiges JSON.': {
    fr: 'La requête ne contient pas de JSON valide.',
    it: 'La richiesta non contiene un JSON valido.',
  },
  'Bitte verwenden Sie keine Steuer- oder Richtungszeichen.': {
    fr: 'Veuillez ne pas utiliser de caractères de contrôle ou de direction.',
    it: 'Non utilizzi caratteri di controllo o di direzione.',
  },
  'Bitte geben Sie sichtbare Zeichen ein.': { fr: 'Veuillez saisir des caractères visibles.', it: 'Inserisca caratteri visibili.' },
  'Ungültiges oder fehlendes Sicherheits-Token. Bitte laden Sie die Seite neu.': {
    fr: 'Jeton de sécurité manquant ou non valide. Veuillez recharger la page.',
    it: 'Token di sicurezza mancante o non valido. Ricarichi la pagina.',
  },
  'Bitte melden Sie sich an.': { fr: 'Veuillez vous connecter.', it: "Effettui l'accesso." },
  'Zu viele Anfragen. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.': {
    fr: 'Trop de requêtes. Veuillez patienter quelques minutes, puis réessayer.',
    it: 'Troppe richieste. Attenda qualche minuto e riprovi.',
  },
  'Bitte geben Sie höchstens 8 Wörter ein.': { fr: 'Veuillez saisir au plus 8 mots.', it: 'Inserisca al massimo 8 parole.' },
  'Die Anfrage ist zu gross.': { fr: 'La requête est trop volumineuse.', it: 'La richiesta è troppo grande.' },
  'Interner Fehler': { fr: 'Erreur interne', it: 'Errore interno' },
  'Bitte geben Sie Ihre E-Mail-Adresse ein.': { fr: 'Veuillez saisir votre adresse e-mail.', it: 'Inserisca il suo indirizzo e-mail.' },
  'Bitte geben Sie ein Passwort ein.': { fr: 'Veuillez saisir un mot de passe.', it: 'Inserisca una password.' },
  'Bitte wiederholen Sie das Passwort.': { fr: 'Veuillez répéter le mot de passe.', it: 'Ripeta la password.' },
  'Die Passwörter stimmen nicht überein.': { fr: 'Les mots de passe ne correspondent pas.', it: 'Le password non corrispondono.' },
  'Bitte geben Sie einen Namen ein.': { fr: 'Veuillez saisir un nom.', it: 'Inserisca un cognome.' },
  'Bitte geben Sie Strasse und Hausnummer ein.': { fr: 'Veuillez saisir la rue et le numéro.', it: 'Inserisca la via e il numero civico.' },
  'Bitte geben Sie die PLZ ein.': { fr: 'Veuillez saisir le NPA.', it: "Inserisca l'NPA." },
  'Bitte geben Sie den Ort ein.': { fr: 'Veuillez saisir la localité.', it: 'Inserisca la località.' },
  'Bitte geben Sie eine E-Mail-Adresse ein.': { fr: 'Veuillez saisir une adresse e-mail.', it: 'Inserisca un indirizzo e-mail.' },
  'Eine Schweizer PLZ hat vier Ziffern.': { fr: 'Un NPA suisse compte quatre chiffres.', it: 'Un NPA svizzero ha quattro cifre.' },
  'Die Hauptadresse kann nicht gelöscht werden.': {
    fr: "L'adresse principale ne peut pas être supprimée.",
    it: "L'indirizzo principale non può essere eliminato.",
  },
  'Bitte geben Sie Ihren Vornamen ein.': { fr: 'Veuillez saisir votre prénom.', it: 'Inserisca il suo nome.' },
  'Bitte geben Sie Ihren Nachnamen ein.': { fr: 'Veuillez saisir votre nom.', it: 'Inserisca il suo cognome.' },
  'Eine Merkliste mit diesem Namen existiert bereits.': {
    fr: 'Une liste de souhaits portant ce nom existe déjà.',
    it: 'Esiste già una lista dei desideri con questo nome.',
  },
  'Die Standard-Merkliste kann nicht gelöscht werden.': {
    fr: 'La liste de souhaits par défaut ne peut pas être supprimée.',
    it: 'La lista dei desideri predefinita non può essere eliminata.',
  },
  'Diese Bestelleinheit ist für diesen Artikel nicht erhältlich.': {
    fr: "Cette unité de commande n'est pas disponible pour cet article.",
    it: "Questa unità d'ordine non è disponibile per questo articolo.",
  },
  'Diese Position kann nicht entfernt werden.': {
    fr: 'Cette position ne peut pas être retirée.',
    it: 'Questa posizione non può essere rimossa.',
  },
  'Ein Artikel ist nicht mehr im Sortiment und wurde aus dem Warenkorb entfernt.': {
    fr: "Un article ne fait plus partie de l'assortiment et a été retiré du panier.",
    it: "Un articolo non fa più parte dell'assortimento ed è stato rimosso dal carrello.",
  },
  'Sie haben diesen Gutschein bereits eingelöst.': { fr: 'Vous avez déjà utilisé ce bon.', it: 'Ha già riscattato questo buono.' },
  'Dieser Gutscheincode ist ungültig.': { fr: "Ce code de bon n'est pas valable.", it: 'Questo codice buono non è valido.' },
  'Diese Zahlungsart gibt es nicht.': { fr: "Ce mode de paiement n'existe pas.", it: 'Questo metodo di pagamento non esiste.' },
  'Diese Zahlungsart ist auf diesem Gerät nicht verfügbar.': {
    fr: "Ce mode de paiement n'est pas disponible sur cet appareil.",
    it: 'Questo metodo di pagamento non è disponibile su questo dispositivo.',
  },
  'Der Shop ist gerade stark ausgelastet. Bitte versuchen Sie es in einigen Sekunden noch einmal.': {
    fr: 'La boutique est très sollicitée en ce moment. Veuillez réessayer dans quelques secondes.',
    it: 'Il negozio è molto sollecitato in questo momento. Riprovi fra qualche secondo.',
  },
  'Diese Lieferart gibt es nicht.': { fr: "Ce mode de livraison n'existe pas.", it: 'Questo tipo di consegna non esiste.' },
  'Dieses Datum gibt es nicht.': { fr: "Cette date n'existe pas.", it: 'Questa data non esiste.' },
  'Diese Adresse gehört nicht zu Ihrem Adressbuch.': {
    fr: "Cette adresse ne fait pas partie de votre carnet d'adresses.",
    it: 'Questo indirizzo non fa parte della sua rubrica.',
  },
  'Diese Adresse ist nicht mehr im Adressbuch.': {
    fr: "Cette adresse ne figure plus dans le carnet d'adresses.",
    it: 'Questo indirizzo non è più nella rubrica.',
  },
  'Bitte erfassen Sie eine Lieferadresse.': { fr: 'Veuillez saisir une adresse de livraison.', it: 'Inserisca un indirizzo di consegna.' },
  'Bitte erfassen Sie eine Rechnungsadresse.': {
    fr: 'Veuillez saisir une adresse de facturation.',
    it: 'Inserisca un indirizzo di fatturazione.',
  },
  'Bitte akzeptieren Sie die AGB.': { fr: 'Veuillez accepter les CG.', it: 'Accetti le CG.' },
  'Bitte bestätigen Sie: Ich bin mindestens 18 Jahre alt.': {
    fr: "Veuillez confirmer: j'ai au moins 18 ans.",
    it: 'Confermi: ho almeno 18 anni.',
  },
  'keine Lieferart ausgewählt': { fr: 'aucun mode de livraison sélectionné', it: 'nessun tipo di consegna selezionato' },
  'keine Zahlungsart ausgewählt': { fr: 'aucun mode de paiement sélectionné', it: 'nessun metodo di pagamento selezionato' },
  'Dieser Artikel ist zurzeit nicht verfügbar. Wir benachrichtigen Sie gerne per E-Mail, sobald er wieder erhältlich ist.': {
    fr: 'Cet article est actuellement indisponible. Nous vous avertirons volontiers par e-mail dès qu’il sera de nouveau disponible.',
    it: 'Questo articolo non è attualmente disponibile. La avviseremo volentieri via e-mail non appena sarà di nuovo disponibile.',
  },
  // Field names: the stock reminder's displayName and the contact form's messages name them.
  Firma: { fr: 'Entreprise', it: 'Ditta' },
  Vorname: { fr: 'Prénom', it: 'Nome' },
  Nachname: { fr: 'Nom', it: 'Cognome' },
  Adresse: { fr: 'Adresse', it: 'Indirizzo' },
  PLZ: { fr: 'NPA', it: 'NPA' },
  Ort: { fr: 'Localité', it: 'Località' },
  'E-Mail': { fr: 'E-mail', it: 'E-mail' },
  Telefon: { fr: 'Téléphone', it: 'Telefono' },
  Nachricht: { fr: 'Message', it: 'Messaggio' },
};

/** The search's field names (searchFieldData[].label): the back end names its facets in the request's language. */
const FACETS: Record<string, Translated> = {
  Weinart: { fr: 'Type de vin', it: 'Tipo di vino' },
  'Land / Region': { fr: 'Pays / région', it: 'Paese / regione' },
  Produzent: { fr: 'Producteur', it: 'Produttore' },
  Traubensorte: { fr: 'Cépage', it: 'Vitigno' },
  Jahrgang: { fr: 'Millésime', it: 'Annata' },
  Inhalt: { fr: 'Contenance', it: 'Formato' },
  'Genussreif ab': { fr: 'À boire dès', it: 'Pronto da bere dal' },
  Sortiment: { fr: 'Assortiment', it: 'Assortimento' },
  Kategorie: { fr: 'Catégorie', it: 'Categoria' },
  Klassifikation: { fr: 'Classification', it: 'Classificazione' },
  Preis: { fr: 'Prix', it: 'Prezzo' },
  Aktionen: { fr: 'Actions', it: 'Azioni' },
  Neuheiten: { fr: 'Nouveautés', it: 'Novità' },
  Merkliste: { fr: 'Liste de souhaits', it: 'Lista dei desideri' },
};

/** Texts with values in them: the German pattern and the translation of its groups ($1, $2 …). */
const PATTERNS: [RegExp, Translated][] = [
  [
    /^Bitte geben Sie mindestens (\d+) Zeichen ein\.$/,
    { fr: 'Veuillez saisir au moins $1 caractères.', it: 'Inserisca almeno $1 caratteri.' },
  ],
  [
    /^Bitte geben Sie höchstens (\d+) Zeichen ein\.$/,
    { fr: 'Veuillez saisir au plus $1 caractères.', it: 'Inserisca al massimo $1 caratteri.' },
  ],
  [/^Der Wert muss mindestens (.+) sein\.$/, { fr: "La valeur doit être d'au moins $1.", it: 'Il valore deve essere almeno $1.' }],
  [/^Der Wert darf höchstens (.+) sein\.$/, { fr: 'La valeur ne peut pas dépasser $1.', it: 'Il valore non può superare $1.' }],
  [
    /^Bitte geben Sie eine Seitenzahl von 1 bis (\d+) an\.$/,
    { fr: 'Veuillez indiquer un numéro de page de 1 à $1.', it: 'Indichi un numero di pagina da 1 a $1.' },
  ],
  [
    /^Das Passwort muss mindestens (\d+) Zeichen lang sein\.$/,
    { fr: 'Le mot de passe doit compter au moins $1 caractères.', it: 'La password deve contenere almeno $1 caratteri.' },
  ],
  [/^Bitte füllen Sie das Feld «(.+)» aus\.$/, { fr: 'Veuillez remplir le champ «$1».', it: 'Compili il campo «$1».' }],
  [
    /^Das früheste mögliche Lieferdatum ist der (.+)\.$/,
    { fr: 'La date de livraison la plus proche possible est le $1.', it: 'La prima data di consegna possibile è il $1.' },
  ],
  [
    /^Das Lieferdatum darf höchstens (\d+) Tage in der Zukunft liegen\.$/,
    {
      fr: 'La date de livraison ne peut pas dépasser $1 jours dans le futur.',
      it: 'La data di consegna non può superare $1 giorni nel futuro.',
    },
  ],
  [
    /^Die Bemerkung darf höchstens (\d+) Zeichen lang sein\.$/,
    { fr: 'La remarque ne peut pas dépasser $1 caractères.', it: "L'osservazione non può superare $1 caratteri." },
  ],
  [
    /^Eine Merkliste kann höchstens (\d+) Artikel enthalten\.$/,
    { fr: 'Une liste de souhaits peut contenir au plus $1 articles.', it: 'Una lista dei desideri può contenere al massimo $1 articoli.' },
  ],
  [
    /^Sie können höchstens (\d+) Adressen speichern\.$/,
    { fr: 'Vous pouvez enregistrer au plus $1 adresses.', it: 'Può salvare al massimo $1 indirizzi.' },
  ],
  [
    /^Sie können höchstens (\d+) Merklisten anlegen\.$/,
    { fr: 'Vous pouvez créer au plus $1 listes de souhaits.', it: 'Può creare al massimo $1 liste dei desideri.' },
  ],
  [
    /^Ein Warenkorb kann höchstens (\d+) Positionen enthalten\.$/,
    { fr: 'Un panier peut contenir au plus $1 positions.', it: 'Un carrello può contenere al massimo $1 posizioni.' },
  ],
  [
    /^Vielen Dank! Wir benachrichtigen Sie per E-Mail an (.+), sobald «(.+)» wieder erhältlich ist\.$/,
    {
      fr: 'Merci beaucoup! Nous vous avertirons par e-mail à $1 dès que «$2» sera de nouveau disponible.',
      it: 'Grazie mille! La avviseremo via e-mail a $1 non appena «$2» sarà di nuovo disponibile.',
    },
  ],
  [
    /^Von diesem Artikel sind nur noch (\d+) Flaschen verfügbar, weniger als ein (.+)\. Die Position wurde auf (.+) umgestellt\.$/,
    {
      fr: 'Il ne reste que $1 bouteilles de cet article, moins qu’un(e) $2. La position a été passée à $3.',
      it: 'Di questo articolo restano solo $1 bottiglie, meno di un $2. La posizione è stata convertita in $3.',
    },
  ],
  [
    /^(.+: )?Von diesem Artikel sind nur noch (\d+) Flaschen verfügbar\. Die Menge wurde auf (.+) angepasst\.$/,
    {
      fr: '$1Il ne reste que $2 bouteilles de cet article. La quantité a été adaptée à $3.',
      it: '$1Di questo articolo restano solo $2 bottiglie. La quantità è stata adeguata a $3.',
    },
  ],
  [
    /^(.+) ist zurzeit nicht verfügbar und wird nicht bestellt\.$/,
    { fr: '$1 est actuellement indisponible et ne sera pas commandé.', it: '$1 non è attualmente disponibile e non verrà ordinato.' },
  ],
  [/^(.+) ist zurzeit nicht verfügbar\.$/, { fr: '$1 est actuellement indisponible.', it: '$1 non è attualmente disponibile.' }],
];

/** The German texts the tables know, for the test that every language has each (tests/unit/demo-languages.test.ts). */
export const SERVER_TEXT_SOURCES = {
  fixed: Object.keys(FIXED),
  facets: Object.keys(FACETS),
  patterns: PATTERNS.map(([pattern]) => pattern.source),
};

/** One server text in `language`; a text the table does not know stays as it is (German). */
export function translateServerText(text: string, language: ServerLanguage): string {
  if (language === 'de') return text;
  // English has its own table (server-messages-en.ts), keyed the same way.
  const known = (german: string): string | undefined => (language === 'en' ? ENGLISH[german] : FIXED[german]?.[language]);
  const fixed = known(text);
  if (fixed) return fixed;
  for (const [pattern, translated] of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const template = language === 'en' ? (ENGLISH_PATTERNS[pattern.source] ?? text) : translated[language];
    // A group may itself be a known text: the field name in "Bitte füllen Sie das Feld «Vorname» aus."
    return template.replace(/\$(\d)/g, (_, group: string) => {
      const value = match[Number(group)] ?? '';
      return known(value) ?? value;
    });
  }
  return text;
}

/** The fields whose strings are the back end's own texts. */
const TEXT_FIELDS = new Set(['message', 'successText', 'hinweisVerfuegbareMenge', 'displayName', 'artikelErinnerungEinleitungstext']);

function translateAnswer(value: unknown, language: Exclude<ServerLanguage, 'de'>, key = ''): unknown {
  if (typeof value === 'string') return TEXT_FIELDS.has(key) ? translateServerText(value, language) : value;
  if (Array.isArray(value) && key === 'searchFieldData') {
    const facet = (label: string) => (language === 'en' ? ENGLISH_FACETS[label] : FACETS[label]?.[language]);
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
