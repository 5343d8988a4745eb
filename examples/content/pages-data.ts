/** The CMS content pages (trusted markup written by the shop's editors). URL: `/{slug}`. */
export interface ContentPage {
  slug: string;
  title: string;
  description: string;
  body: string;
}

export const CONTENT_PAGES: ContentPage[] = [
  {
    slug: 'ueber-uns',
    title: 'Über uns',
    description: 'Die Vinothek in Cully: seit 1987 Weinhandlung mit Herz für Schweizer Weine.',
    body: `<p>Was 1987 als kleiner Keller in Cully begann, ist heute eine der bekanntesten Weinhandlungen am Genfersee. Wir kennen jede Winzerin und jeden Winzer unseres Sortiments persönlich.</p>
<p>Unser Schwerpunkt liegt auf Schweizer Weinen aus allen sechs Weinregionen – ergänzt durch ausgewählte Gewächse aus Frankreich, Italien, Spanien und Österreich.</p>
<h2>Unser Team</h2><p>Acht Weinfachleute beraten Sie im Laden, am Telefon und per E-Mail.</p>
<h2>Unsere Rebberge</h2>
<shop-image-carousel label="Bilder unserer Rebberge" images='[{"urlDetailImage":"/images/banner/1.webp?width=1200&height=450","urlLargeImage":"/images/banner/1.webp?width=1600&height=600","alt":"Rebterrassen im Lavaux über dem Genfersee"},{"urlDetailImage":"/images/banner/2.webp?width=1200&height=450","urlLargeImage":"/images/banner/2.webp?width=1600&height=600","alt":"Weinberge im Abendlicht"},{"urlDetailImage":"/images/banner/3.webp?width=1200&height=450","urlLargeImage":"/images/banner/3.webp?width=1600&height=600","alt":"Hügel mit Reben im Frühling"}]'></shop-image-carousel>`,
  },
  {
    slug: 'versand',
    title: 'Versand und Lieferung',
    description: 'Versandkosten, Lieferfristen und Lieferarten: Post, Kurier oder Abholung.',
    body: `<p>Wir liefern in die ganze Schweiz und nach Liechtenstein. Der Versand erfolgt mit der Post oder per Kurier in bruchsicheren Kartons.</p>
<h2>Versandkosten</h2><p>Bis zu einem Warenwert von CHF 150.– berechnen wir CHF 12.50 Versandkosten. Ab CHF 150.– ist der Versand kostenlos. Bei Abholung im Laden fallen keine Versandkosten an.</p>
<h2>Lieferfristen</h2><p>Bestellungen, die vor 11:00 Uhr eingehen, verlassen unser Lager noch am selben Tag. Sie können beim Bestellen auch ein Lieferdatum wählen.</p>`,
  },
  {
    slug: 'zahlung',
    title: 'Zahlungsarten',
    description: 'Bezahlen Sie bequem auf Rechnung, mit TWINT, Kreditkarte, PostFinance, Apple Pay oder Google Pay.',
    body: `<ul><li>Rechnung (30 Tage netto, für registrierte Kundinnen und Kunden)</li><li>TWINT</li><li>Kreditkarte (Visa, Mastercard)</li><li>PostFinance Card und E-Finance</li><li>Apple Pay und Google Pay</li></ul>
<p>Online-Zahlungen werden verschlüsselt über unseren Zahlungsdienstleister abgewickelt.</p>`,
  },
  {
    slug: 'agb',
    title: 'Allgemeine Geschäftsbedingungen',
    description: 'Die AGB der Vinothek für Bestellungen im Onlineshop und im Laden.',
    body: `<h2>1. Geltungsbereich</h2><p>Diese AGB gelten für alle Bestellungen über den Onlineshop der Vinothek.</p>
<h2>2. Alter</h2><p>Alkoholische Getränke verkaufen wir nur an Personen ab 18 Jahren.</p>
<h2>3. Preise</h2><p>Alle Preise verstehen sich in Schweizer Franken inklusive 8.1 % Mehrwertsteuer, zuzüglich Versandkosten gemäss Seite Versand.</p>
<h2>4. Zahlung</h2><p>Rechnungen sind innert 30 Tagen zahlbar.</p>
<h2>5. Lieferung</h2><p>Nutzen und Gefahr gehen mit der Übergabe an die Post oder den Kurier auf die Kundin oder den Kunden über.</p>
<h2>6. Rückgabe</h2><p>Fehlerhafte Flaschen ersetzen wir kostenlos.</p>`,
  },
  {
    slug: 'datenschutz',
    title: 'Datenschutzerklärung',
    description: 'Wie wir Ihre Daten nach dem Schweizer Datenschutzgesetz (DSG) bearbeiten.',
    body: `<p>Wir bearbeiten Personendaten nur, soweit dies für Bestellung, Versand, Zahlung und Kundenkonto nötig ist. Karten und Videos laden wir erst nach Ihrer Zustimmung.</p>
<p>Sie können jederzeit Auskunft über Ihre Daten verlangen.</p>`,
  },
  {
    slug: 'impressum',
    title: 'Impressum',
    description: 'Vinothek AG, Rebgasse 12, 1096 Cully.',
    body: `<p>Vinothek AG<br>Rebgasse 12<br>1096 Cully<br>UID CHE-123.456.789 MWST</p>`,
  },
  {
    slug: 'regionen',
    title: 'Weinregionen',
    description: 'Von Wallis bis Tessin: die Schweizer Weinregionen und unsere Weine aus aller Welt.',
    body: '',
  },
  {
    slug: 'degustationen',
    title: 'Degustationen',
    description: 'Jeden ersten Samstag im Monat: offene Degustation in Cully.',
    body: `<p>Jeden ersten Samstag im Monat öffnen wir unseren Keller für eine Degustation mit wechselnden Winzerinnen und Winzern. Der Eintritt ist frei.</p>
<p>Für Gruppen und Firmen organisieren wir private Degustationen.</p>`,
  },
  {
    slug: 'weinwissen',
    title: 'Weinwissen',
    description: 'Traubensorten, Ausbau und Lagerung – kurz erklärt.',
    body: `<h2>Chasselas</h2><p>Die wichtigste weisse Sorte der Romandie: im Wallis Fendant genannt, im Lavaux Ausdruck der Terrassen.</p>
<h2>Pinot Noir</h2><p>In der Deutschschweiz auch Blauburgunder oder Clevner genannt.</p>
<h2>Merlot</h2><p>Die Hauptsorte des Tessins.</p>`,
  },
  {
    slug: 'lagerung',
    title: 'Wein richtig lagern',
    description: 'Temperatur, Licht und Luftfeuchtigkeit: so bleibt Ihr Wein in Form.',
    body: `<p>Ideal sind 10 bis 14 °C, Dunkelheit, 60 bis 70 % Luftfeuchtigkeit und liegende Flaschen bei Naturkorken.</p>`,
  },
  {
    slug: 'geschenkgutscheine',
    title: 'Geschenkgutscheine',
    description: 'Wein schenken: Gutscheine ab CHF 20.– per Post oder E-Mail.',
    body: `<p>Unsere Gutscheine sind drei Jahre gültig und im Laden sowie im Onlineshop einlösbar. Versand per Post oder als PDF per E-Mail.</p>`,
  },
  {
    slug: 'events',
    title: 'Veranstaltungen',
    description: 'Winzerabende, Weinreisen ins Lavaux und Kurse.',
    body: `<p>Im Frühling und Herbst laden wir zu Winzerabenden ein. Im Sommer führen wir Weinwanderungen durch das Lavaux durch.</p>`,
  },
  {
    slug: 'faq',
    title: 'Häufige Fragen',
    description: 'Antworten zu Bestellung, Versand, Zahlung und Kundenkonto.',
    body: `<h2>Wie lange dauert der Versand?</h2><p>In der Regel ein bis zwei Arbeitstage.</p>
<h2>Kann ich meine Bestellung abholen?</h2><p>Ja, wählen Sie die Lieferart Abholung.</p>
<h2>Erhalte ich individuelle Preise?</h2><p>Registrierte Kundinnen und Kunden sehen nach dem Anmelden ihre persönlichen Preise.</p>`,
  },
  {
    slug: 'rueckgabe',
    title: 'Rückgabe und Reklamation',
    description: 'Korkfehler oder Bruch beim Versand? So gehen Sie vor.',
    body: `<p>Melden Sie beschädigte Sendungen innert 5 Tagen. Flaschen mit Korkfehler ersetzen wir kostenlos.</p>`,
  },
  {
    slug: 'firmenkunden',
    title: 'Gastronomie und Firmenkunden',
    description: 'Konditionen für Restaurants, Hotels und Firmen; Preise exkl. MWST.',
    body: `<p>Für Gastronomie und Firmen führen wir Kundenkonten mit Preisen exklusive Mehrwertsteuer und Lieferung per Kurier.</p>`,
  },
  {
    slug: 'jobs',
    title: 'Offene Stellen',
    description: 'Arbeiten in der Vinothek: Weinfachperson, Logistik, Kundendienst.',
    body: `<p>Wir suchen per sofort eine Weinfachperson (80–100 %) für Laden und Beratung.</p>`,
  },
  {
    slug: 'nachhaltigkeit',
    title: 'Nachhaltigkeit',
    description: 'Bio-Weine, kurze Transportwege und Mehrweg-Kartons.',
    body: `<p>Über ein Drittel unseres Sortiments stammt aus biologischem Anbau. Für den Versand verwenden wir Kartons aus Recyclingmaterial.</p>`,
  },
  {
    slug: 'weinabo',
    title: 'Weinabo',
    description: 'Sechs Entdeckungen pro Quartal, versandkostenfrei nach Hause.',
    body: `<p>Mit dem Weinabo erhalten Sie viermal im Jahr sechs ausgewählte Flaschen mit Degustationsnotizen – der Versand ist inbegriffen.</p>`,
  },
  {
    slug: 'jahrgaenge',
    title: 'Jahrgangstabelle',
    description: 'Wie gut waren die letzten Jahrgänge in der Schweiz?',
    body: `<table><thead><tr><th>Jahrgang</th><th>Beurteilung</th></tr></thead><tbody>
<tr><td>2024</td><td>kleine Menge, hohe Qualität</td></tr><tr><td>2023</td><td>sehr gut</td></tr>
<tr><td>2022</td><td>hervorragend</td></tr><tr><td>2021</td><td>schwierig</td></tr></tbody></table>`,
  },
  {
    slug: 'glossar',
    title: 'Glossar',
    description: 'Von Abfüllung bis Zweitwein: Weinbegriffe erklärt.',
    body: `<dl><dt>Abfüllung</dt><dd>Die einzelne Flasche.</dd><dt>Grossgebinde</dt><dd>Karton oder Kiste mit mehreren Flaschen.</dd>
<dt>Genussreif ab</dt><dd>Ab diesem Jahr zeigt der Wein sich von seiner besten Seite.</dd></dl>`,
  },
  {
    slug: 'abholung',
    title: 'Abholung im Laden',
    description: 'Online bestellen, in Cully abholen – ohne Versandkosten.',
    body: `<p>Wählen Sie beim Bestellen die Lieferart Abholung. Ihre Bestellung liegt ab dem gewählten Lieferdatum für Sie bereit.</p>
<p>Öffnungszeiten: Dienstag bis Freitag 10–19 Uhr, Samstag 9–17 Uhr.</p>`,
  },
  {
    slug: 'kontakt',
    title: 'Kontakt',
    description: 'Schreiben Sie uns oder besuchen Sie uns in Cully.',
    body: `<p>Vinothek AG, Rebgasse 12, 1096 Cully<br>Telefon 021 555 12 12</p>`,
  },
];
