/** Static facts the catalogue seed draws from: real regions and grapes, invented producers. */

export interface RegionSeed {
  name: string;
  slug: string;
  beschreibung?: string;
  children?: RegionSeed[];
}

export const REGIONS: RegionSeed[] = [
  {
    name: 'Schweiz',
    slug: 'schweiz',
    beschreibung: 'Von den steilen Terrassen am Genfersee bis zu den Föhnlagen der Bündner Herrschaft.',
    children: [
      {
        name: 'Wallis',
        slug: 'wallis',
        beschreibung: 'Der grösste Weinkanton der Schweiz: trocken, sonnig, mit einer einzigartigen Vielfalt an Sorten.',
        children: [
          { name: 'Salgesch', slug: 'salgesch' },
          { name: 'Visperterminen', slug: 'visperterminen' },
          { name: 'Fully', slug: 'fully' },
          { name: 'Chamoson', slug: 'chamoson' },
          { name: 'Vétroz', slug: 'vetroz' },
        ],
      },
      {
        name: 'Waadt',
        slug: 'waadt',
        beschreibung: 'Heimat des Chasselas: Lavaux, La Côte, Chablais und die Côtes de l’Orbe.',
        children: [
          {
            name: 'Lavaux',
            slug: 'lavaux',
            beschreibung: 'UNESCO-Welterbe: Rebterrassen zwischen Lausanne und Montreux.',
            children: [
              { name: 'Dézaley', slug: 'dezaley' },
              { name: 'Epesses', slug: 'epesses' },
              { name: 'Calamin', slug: 'calamin' },
            ],
          },
          { name: 'La Côte', slug: 'la-cote' },
          { name: 'Chablais', slug: 'chablais' },
        ],
      },
      {
        name: 'Genf',
        slug: 'genf',
        children: [
          { name: 'Satigny', slug: 'satigny' },
          { name: 'Dardagny', slug: 'dardagny' },
        ],
      },
      {
        name: 'Neuenburg',
        slug: 'neuenburg',
        children: [
          { name: 'Auvernier', slug: 'auvernier' },
          { name: 'Cortaillod', slug: 'cortaillod' },
        ],
      },
      {
        name: 'Drei-Seen-Land',
        slug: 'drei-seen-land',
        children: [
          { name: 'Vully', slug: 'vully' },
          { name: 'Bielersee', slug: 'bielersee' },
        ],
      },
      {
        name: 'Tessin',
        slug: 'tessin',
        children: [
          { name: 'Sottoceneri', slug: 'sottoceneri' },
          { name: 'Sopraceneri', slug: 'sopraceneri' },
        ],
      },
      { name: 'Graubünden', slug: 'graubuenden', children: [{ name: 'Bündner Herrschaft', slug: 'buendner-herrschaft' }] },
      {
        name: 'Zürich',
        slug: 'zuerich',
        children: [
          { name: 'Zürichsee', slug: 'zuerichsee' },
          { name: 'Weinland', slug: 'weinland' },
        ],
      },
      { name: 'Schaffhausen', slug: 'schaffhausen', children: [{ name: 'Hallau', slug: 'hallau' }] },
      { name: 'Aargau', slug: 'aargau', children: [{ name: 'Seetal', slug: 'seetal' }] },
    ],
  },
  {
    name: 'Frankreich',
    slug: 'frankreich',
    children: [
      { name: 'Bordeaux', slug: 'bordeaux' },
      { name: 'Burgund', slug: 'burgund' },
      { name: 'Champagne', slug: 'champagne' },
      { name: 'Rhône', slug: 'rhone' },
      { name: 'Elsass', slug: 'elsass' },
    ],
  },
  {
    name: 'Italien',
    slug: 'italien',
    children: [
      { name: 'Piemont', slug: 'piemont' },
      { name: 'Toskana', slug: 'toskana' },
      { name: 'Venetien', slug: 'venetien' },
    ],
  },
  {
    name: 'Spanien',
    slug: 'spanien',
    children: [
      { name: 'Rioja', slug: 'rioja' },
      { name: 'Priorat', slug: 'priorat' },
    ],
  },
  {
    name: 'Österreich',
    slug: 'oesterreich',
    children: [
      { name: 'Wachau', slug: 'wachau' },
      { name: 'Burgenland', slug: 'burgenland' },
    ],
  },
  {
    name: 'Deutschland',
    slug: 'deutschland',
    children: [
      { name: 'Mosel', slug: 'mosel' },
      { name: 'Pfalz', slug: 'pfalz' },
    ],
  },
  { name: 'Portugal', slug: 'portugal', children: [{ name: 'Douro', slug: 'douro' }] },
];

export type WineType = 'Weisswein' | 'Rotwein' | 'Rosé' | 'Schaumwein' | 'Süsswein' | 'Spirituosen';

/** Grapes per type, plus the regions (top-level slugs or region slugs) where they are typical. */
export const GRAPES: Record<Exclude<WineType, 'Spirituosen'>, Record<string, string[]>> = {
  Weisswein: {
    schweiz: [
      'Chasselas',
      'Petite Arvine',
      'Müller-Thurgau',
      'Completer',
      'Amigne',
      'Heida',
      'Johannisberg',
      'Sauvignon Blanc',
      'Chardonnay',
      'Pinot Gris',
    ],
    frankreich: ['Chardonnay', 'Sauvignon Blanc', 'Riesling', 'Gewürztraminer', 'Viognier'],
    italien: ['Arneis', 'Vermentino', 'Garganega', 'Pinot Grigio'],
    spanien: ['Verdejo', 'Albariño'],
    oesterreich: ['Grüner Veltliner', 'Riesling'],
    deutschland: ['Riesling', 'Silvaner'],
    portugal: ['Alvarinho'],
  },
  Rotwein: {
    schweiz: ['Pinot Noir', 'Gamay', 'Merlot', 'Cornalin', 'Humagne Rouge', 'Syrah', 'Gamaret', 'Garanoir', 'Diolinoir'],
    frankreich: ['Cabernet Sauvignon', 'Merlot', 'Pinot Noir', 'Syrah', 'Grenache'],
    italien: ['Nebbiolo', 'Sangiovese', 'Barbera', 'Corvina'],
    spanien: ['Tempranillo', 'Garnacha'],
    oesterreich: ['Blaufränkisch', 'Zweigelt'],
    deutschland: ['Spätburgunder'],
    portugal: ['Touriga Nacional'],
  },
  Rosé: { schweiz: ['Pinot Noir', 'Gamay'], frankreich: ['Grenache', 'Cinsault'], italien: ['Sangiovese'], spanien: ['Garnacha'] },
  Schaumwein: {
    schweiz: ['Chasselas', 'Pinot Noir', 'Chardonnay'],
    frankreich: ['Chardonnay', 'Pinot Noir', 'Pinot Meunier'],
    italien: ['Glera'],
  },
  Süsswein: {
    schweiz: ['Petite Arvine', 'Marsanne', 'Pinot Gris'],
    frankreich: ['Sémillon'],
    portugal: ['Touriga Nacional'],
    oesterreich: ['Welschriesling'],
  },
};

/** Traditional names of a grape's wine in a region (Fendant is Chasselas from the Wallis …). */
export const STYLE_NAMES: Record<string, Record<string, string[]>> = {
  Chasselas: { wallis: ['Fendant'], lavaux: ['Epesses', 'Calamin'], 'la-cote': ['Féchy', 'Mont-sur-Rolle'] },
  'Pinot Noir': {
    wallis: ['Dôle'],
    graubuenden: ['Blauburgunder'],
    zuerich: ['Clevner', 'Blauburgunder'],
    schaffhausen: ['Blauburgunder'],
    aargau: ['Blauburgunder'],
  },
  Gamay: { waadt: ['Salvagnin'], genf: ['Gamay de Genève'] },
  Merlot: { tessin: ['Merlot del Ticino'] },
};

/** Producer name prefixes by language area (Swiss cantons) or country. */
export const SWISS_PREFIXES: Record<string, string[]> = {
  wallis: ['Domaine', 'Cave', 'Château'],
  waadt: ['Domaine', 'Cave', 'Château'],
  genf: ['Domaine', 'Cave'],
  neuenburg: ['Domaine', 'Caves'],
  'drei-seen-land': ['Domaine', 'Weingut'],
  tessin: ['Tenuta', 'Cantina'],
};

export const PRODUCER_PREFIXES: Record<string, string[]> = {
  schweiz: ['Weingut', 'Weinbau', 'Rebgut'],
  frankreich: ['Domaine', 'Château', 'Maison'],
  italien: ['Tenuta', 'Cantina', 'Azienda Agricola'],
  spanien: ['Bodegas', 'Viña'],
  oesterreich: ['Weingut'],
  deutschland: ['Weingut'],
  portugal: ['Quinta'],
};

export const FAMILY_NAMES: Record<string, string[]> = {
  schweiz: [
    'Bovet',
    'Cruchon',
    'Gantenbein',
    'Zündel',
    'Mathier',
    'Rouvinez',
    'Besse',
    'Chappaz',
    'Fromm',
    'Meier',
    'Kuntzer',
    'Giroud',
    'Chevalley',
    'Duboux',
    'Fonjallaz',
    'Monachon',
    'Schwarzenbach',
    'Lüthi',
    'Baumann',
    'Studach',
    'Hermann',
    'Keller',
    'Gialdi',
    'Delea',
    'Brivio',
    'Bon Père',
    'des Rocailles',
    'du Lac',
    'des Balisiers',
    'de la Colombe',
  ],
  frankreich: ['Dupont', 'Lafarge', 'Moreau', 'Girard', 'Fontaine', 'Beaulieu'],
  italien: ['Rossi', 'Conti', 'Marchesi', 'Bellavista', 'Sassi'],
  spanien: ['Ortega', 'Marqués', 'Valdecampo'],
  oesterreich: ['Huber', 'Steininger', 'Pichler'],
  deutschland: ['Schäfer', 'Loosen', 'Becker'],
  portugal: ['do Vale', 'da Serra'],
};

export const CLASSIFICATIONS: Record<string, string[]> = {
  schweiz: ['AOC', 'AOC', 'AOC', 'Grand Cru', 'Premier Grand Cru', 'Vin de Pays'],
  frankreich: ['AOC', 'Grand Cru', 'Premier Cru', 'Cru Bourgeois'],
  italien: ['DOC', 'DOCG', 'IGT'],
  spanien: ['DOCa', 'Crianza', 'Reserva', 'Gran Reserva'],
  oesterreich: ['DAC', 'Smaragd'],
  deutschland: ['VDP.Gutswein', 'VDP.Grosse Lage', 'Prädikatswein'],
  portugal: ['DOC'],
};

export const SORTIMENTE = ['Klassiker', 'Raritäten', 'Bio', 'Alltagsweine', 'Festtagsweine', 'Gastronomie'];

export const SPIRITS = [
  { name: 'Williams Birnenbrand', volumen: 42 },
  { name: 'Kirsch', volumen: 40 },
  { name: 'Grappa di Merlot', volumen: 41 },
  { name: 'Marc du Valais', volumen: 43 },
  { name: 'Abricotine', volumen: 40 },
  { name: 'Vieille Prune', volumen: 41 },
];

export const VINEYARDS = [
  'Sonnenhalde',
  'Clos des Abbayes',
  'Les Murailles',
  'Rebhalde',
  'Le Clos',
  'Schlossberg',
  'Les Côtes',
  'Vigna Alta',
  'Sassi Grossi',
  'Au Village',
  'Riedhof',
  'Terrasses',
  'Chemin de Fer',
  'Vieilles Vignes',
];

export const WINEINFO_TITLES = ['Degustationsnotiz', 'Speiseempfehlung', 'Vinifikation', 'Lagerung und Trinktemperatur'];

export const AWARDS = ['Grand Prix du Vin Suisse', 'Mondial du Chasselas', 'Expovina', 'Mondial des Pinots', 'Decanter World Wine Awards'];
export const RATING_SOURCES = ['Gault&Millau', 'Falstaff', 'Vinum', 'Kundenbewertung'];
