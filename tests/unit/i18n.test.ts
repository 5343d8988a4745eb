// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { formatAlcohol, formatChf } from '../../src/core/format.ts';
import { compileCatalog } from '../../src/i18n/compile-catalog.ts';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { activateLanguage, i18n, languageLoading, registerMessages, t, type CompiledMessages } from '../../src/i18n/index.ts';
import { withPluralValues } from '../../src/i18n/with-plural-values.ts';
import { partitionCatalog } from '../../src/i18n/partition-catalog.ts';
import { sourceCatalogues } from '../../src/i18n/sources.ts';

const i18nDir = join(process.cwd(), 'src/i18n');
const readJson = (path: string) => JSON.parse(readFileSync(join(i18nDir, path), 'utf8')) as Record<string, unknown>;
const { de } = sourceCatalogues as Record<'de', Record<string, string>>;
const LANGUAGES = ['de', 'en', 'fr', 'it'] as const;

/** Every source catalogue on disk: the shared one and each element folder's own. */
const catalogueDirs = [
  'src/i18n/messages',
  ...readdirSync(join(process.cwd(), 'src/widgets'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(process.cwd(), 'src/widgets', entry.name, 'messages')))
    .map((entry) => `src/widgets/${entry.name}/messages`),
];
const readCatalogue = (dir: string, language: string) =>
  JSON.parse(readFileSync(join(process.cwd(), dir, `${language}.json`), 'utf8')) as Record<string, string>;

describe('catalogues (spec §9 plural rules, ARCHITECTURE.md §2 no UI string in code)', () => {
  it('German, English, French and Italian have the same ids', () => {
    for (const language of LANGUAGES) {
      const catalogue = sourceCatalogues[language] as Record<string, string>;
      expect(Object.keys(catalogue).sort(), language).toEqual(Object.keys(de).sort());
      for (const dir of catalogueDirs)
        expect(Object.keys(readCatalogue(dir, language)).sort(), `${dir} ${language}`).toEqual(
          Object.keys(readCatalogue(dir, 'de')).sort(),
        );
    }
  });

  it('merges the shared catalogue and the own catalogue of every element folder, each id in exactly one (else: run npm run i18n)', () => {
    for (const language of LANGUAGES) {
      const ids = catalogueDirs.flatMap((dir) => Object.keys(readCatalogue(dir, language)));
      expect(new Set(ids).size, 'an id is in two catalogues').toBe(ids.length);
      expect(Object.keys(sourceCatalogues[language]).sort()).toEqual(ids.sort());
    }
  });

  it('the compiled parts are up to date and together hold every message exactly as compiled', () => {
    for (const language of LANGUAGES) {
      const source = sourceCatalogues[language] as Record<string, string>;
      const compiled = compileCatalog(source);
      const parts = [
        `${language}/core.json`,
        ...readdirSync(join(i18nDir, 'compiled', language, 'widgets')).map((file) => `${language}/widgets/${file}`),
      ];
      const merged: Record<string, unknown> = {};
      for (const part of parts) {
        for (const [id, message] of Object.entries(readJson(`compiled/${part}`))) {
          expect(message, `${part}: ${id}`).toEqual(compiled[id]);
          merged[id] = message;
        }
      }
      expect(Object.keys(merged).sort()).toEqual(Object.keys(source).sort());
    }
  });

  it('carries the spec texts and message keys', () => {
    expect(de.errorServerCommunication).toBe('Während der Kommunikation mit dem Server ist ein Fehler aufgetreten!');
    expect(de.formularEingabenPruefen).toBe('Bitte überprüfen Sie Ihre Eingaben!');
    expect(de['artikel.nichtVerfuegbar']).toBe('zurzeit nicht verfügbar');
    expect(de['warenkorb.leer']).toBe('Ihr Warenkorb ist leer');
    expect(de.keineEintraege).toBe('Keine Einträge für diesen Suchbegriff!');
    expect(de['preis.exklMwstHinweis']).toBe('Lieferpreis exkl. Mwst. und Depot');
    for (const key of ['articleAddedToBasket', 'articleUpdatedInBasket', 'articleRemovedFromBasket', 'artikelAddToBasket'])
      expect(de[key]).toBeTruthy();
  });

  it('writes plurals and their # grouped, without Intl.NumberFormat (its first use on a page is a long task)', async () => {
    // lingui reuses its formatters, so a construction count could miss one: watch every format call
    // (`format` is a getter, which lib.d.ts types as a method).
    const format = vi.spyOn(Intl.NumberFormat.prototype as unknown as { format: string }, 'format', 'get');
    try {
      await activateLanguage('de');
      expect(t('warenkorb.anzahlArtikel', { count: 1206 })).toBe("1'206 Artikel im Warenkorb");
      expect(t('suche.treffer', { count: 1 })).toBe('1 Treffer');
      await activateLanguage('en');
      expect(t('warenkorb.abfuellungen', { count: 2 })).toBe('2 bottles');
      expect(format).not.toHaveBeenCalled();
    } finally {
      format.mockRestore();
      await activateLanguage('de');
    }
    expect(JSON.stringify(compileCatalog(de))).not.toMatch(/"#"|"plural"/);
  });

  it("a plural compiled into selects chooses as lingui's own plural: exact value, category, other; # as a de-CH quantity", async () => {
    const message = '{n, plural, =1 {genau eins} =5 {fünf} one {# eins} other {# andere, {g, select, f {sie #} other {er}}}}';
    const [lingui, ours] = [{ 'test.plural': compileMessage(message) }, compileCatalog({ 'test.plural': message })];
    for (const language of LANGUAGES) {
      i18n.activate(language);
      for (const n of [0, 1, 2, 5, 21, -1, -3]) {
        i18n.load(language, lingui as CompiledMessages);
        const expected = i18n._('test.plural', { n, g: 'f' });
        i18n.load(language, ours as CompiledMessages);
        expect(i18n._('test.plural', withPluralValues({ n, g: 'f' }, language)), `${language} ${n}`).toBe(expected);
      }
      expect(i18n._('test.plural', withPluralValues({ n: 1206 }, language))).toBe("1'206 andere, er");
    }
    await activateLanguage('de');
  });

  it('compiles no plural offset and no selectordinal, which the values passed along cannot serve', () => {
    expect(() => compileCatalog({ x: '{count, plural, offset:1 one {# mehr} other {# mehr}}' })).toThrow(/offset/);
    expect(() => compileCatalog({ x: '{place, selectordinal, one {#.} other {#.}}' })).toThrow(/selectordinal/);
  });

  it('applies German, English, French and Italian plural rules and switches language at run time', async () => {
    await activateLanguage('de');
    expect(t('warenkorb.anzahlArtikel', { count: 0 })).toBe('Warenkorb ist leer');
    expect(t('warenkorb.anzahlArtikel', { count: 1 })).toBe('1 Artikel im Warenkorb');
    await activateLanguage('en');
    expect(i18n.locale).toBe('en');
    expect(t('warenkorb.anzahlArtikel', { count: 1 })).toBe('1 item in the basket');
    expect(t('warenkorb.anzahlArtikel', { count: 3 })).toBe('3 items in the basket');
    await activateLanguage('fr');
    expect(t('warenkorb.anzahlArtikel', { count: 0 })).toBe('Le panier est vide');
    expect(t('warenkorb.anzahlArtikel', { count: 1 })).toBe('1 article dans le panier');
    expect(t('warenkorb.anzahlArtikel', { count: 1206 })).toBe("1'206 articles dans le panier");
    await activateLanguage('it');
    expect(t('warenkorb.anzahlArtikel', { count: 1 })).toBe('1 articolo nel carrello');
    expect(t('warenkorb.anzahlArtikel', { count: 1206 })).toBe('1206 articoli nel carrello');
    await activateLanguage('xx'); // unknown: German
    expect(t('warenkorb.leer')).toBe('Ihr Warenkorb ist leer');
    await activateLanguage('fr-CH'); // a culture names its language
    expect(i18n.locale).toBe('fr');
    await activateLanguage('de');
  });

  it('numbers follow the active language: fr-CH, it-CH, else de-CH', async () => {
    await activateLanguage('fr');
    expect([formatChf(1234.5), formatAlcohol(13.5)]).toEqual(["1'234.50\u00a0CHF", '13,5']);
    await activateLanguage('it');
    expect([formatChf(1234.5), formatAlcohol(13.5)]).toEqual(['CHF\u00a01234.50', '13.5']);
    await activateLanguage('en');
    expect(formatChf(1234.5)).toBe("CHF\u00a01'234.50");
    await activateLanguage('de');
    expect(formatChf(1234.5)).toBe("CHF\u00a01'234.50");
  });

  it('a widget registered on a French page gets its French texts too', async () => {
    await activateLanguage('fr');
    registerMessages({ part: 'basket', de: { 'warenkorb.weiterZurKasse': ['Weiter zur Kasse'] } });
    // Its element's first render waits for the part (core/element/island.tsx), and then it is there.
    const loading = languageLoading();
    expect(loading).not.toBeNull();
    await loading;
    expect(i18n._('warenkorb.weiterZurKasse')).toBe('Passer à la caisse');
    expect(languageLoading()).toBeNull();
    await activateLanguage('de');
    expect(i18n._('warenkorb.weiterZurKasse')).toBe('Weiter zur Kasse');
  });
});

describe('partitionCatalog', () => {
  const files = [
    { path: 'core/ui/Pager.tsx', text: "t('pager.naechste')" },
    { path: 'widgets/basket/define.ts', text: "import { Basket } from './Basket.tsx';" },
    { path: 'widgets/basket/Basket.tsx', text: "t('warenkorb.leer'); t('shared.both')" },
    { path: 'widgets/add-to-basket/define.ts', text: "import { AddToBasket } from './AddToBasket.tsx';" },
    { path: 'widgets/add-to-basket/index.ts', text: "export { AddToBasket } from './AddToBasket.tsx';" },
    { path: 'widgets/add-to-basket/AddToBasket.tsx', text: "t('button.add'); t('shared.both')" },
    { path: 'widgets/article-list/define.ts', text: "import { List } from './List.tsx';" },
    { path: 'widgets/article-list/index.ts', text: "export { List } from './List.tsx';\nexport { Card } from './Card.tsx';" },
    {
      path: 'widgets/article-list/List.tsx',
      text: "import { Card } from './Card.tsx';\nimport { Filters } from './Filters.tsx'; t('liste.filter')",
    },
    { path: 'widgets/article-list/Filters.tsx', text: "t('filter.only')" },
    { path: 'widgets/article-list/Card.tsx', text: "import { AddToBasket } from '../add-to-basket/index.ts'; t('liste.mehr')" },
    {
      path: 'widgets/slider/define.ts',
      text: "import { Card } from '../article-list/index.ts';\nimport type { List } from '../article-list/index.ts';",
    },
    { path: 'widgets/unreached/Orphan.tsx', text: "t('orphan.text')" },
  ];
  const partition = partitionCatalog(
    [
      'pager.naechste',
      'warenkorb.leer',
      'shared.both',
      'button.add',
      'liste.mehr',
      'liste.filter',
      'filter.only',
      'orphan.text',
      'built.at.runtime',
    ],
    files,
    ['add-to-basket', 'article-list', 'basket', 'slider'].map((name) => ({ name, entry: `widgets/${name}/define.ts` })),
  );

  it('keeps core texts, ids found nowhere (built at run time) and texts of files no element loads in core', () => {
    expect(partition.core.sort()).toEqual(['built.at.runtime', 'orphan.text', 'pager.naechste']);
  });

  it('gives each element the texts of every file it loads, following imports file by file', () => {
    expect(partition.widgets.basket!.sort()).toEqual(['shared.both', 'warenkorb.leer']);
    expect(partition.widgets['add-to-basket']!.sort()).toEqual(['button.add', 'shared.both']);
    expect(partition.widgets['article-list']!.sort()).toEqual(['button.add', 'filter.only', 'liste.filter', 'liste.mehr', 'shared.both']);
  });

  it('follows only the re-exports a named import takes from a barrel, and no type-only import', () => {
    expect(partition.widgets.slider!.sort()).toEqual(['button.add', 'liste.mehr', 'shared.both']);
  });
});

describe('compiled catalogue per element', () => {
  it("the article slider carries the article card's texts but not the list's filters, which the article list carries", () => {
    const slider = readJson('compiled/de/widgets/article-slider.json');
    const list = readJson('compiled/de/widgets/article-list.json');
    // Used only by MultiSelectFilter and FilterSidebar.
    for (const id of ['filter.suchenPlatzhalter', 'filter.suchbegriffEntfernen']) {
      expect(slider).not.toHaveProperty([id]);
      expect(list).toHaveProperty([id]);
    }
    expect(slider).toHaveProperty(['artikel.badge.neu']);
    expect(slider).toHaveProperty(['slider.vorherige']);
  });
});
