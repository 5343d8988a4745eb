import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../src/i18n/compile-catalog.ts';
import { activateLanguage, i18n, t } from '../../src/i18n/index.ts';

const read = (path: string) => JSON.parse(readFileSync(join(process.cwd(), 'src/i18n', path), 'utf8')) as Record<string, string>;
const de = read('messages/de.json');
const en = read('messages/en.json');

describe('catalogues (spec §9 plural rules, DESIGN §2 no UI string in code)', () => {
  it('German and English have the same ids, and the compiled files are up to date', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
    expect(read('compiled/de.json')).toEqual(compileCatalog(de));
    expect(read('compiled/en.json')).toEqual(compileCatalog(en));
  });

  it('carries the spec texts and message keys', () => {
    expect(de.errorServerCommunication).toBe('Während der Kommunikation mit dem Server ist ein Fehler aufgetreten!');
    expect(de.formularEingabenPruefen).toBe('Bitte überprüfen Sie Ihre Eingaben!');
    expect(de['artikel.nichtVerfuegbar']).toBe('zurzeit nicht verfügbar');
    expect(de['warenkorb.leer']).toBe('Ihr Warenkorb ist leer');
    expect(de.keineEintraege).toBe('Keine Einträge für diesen Suchbegriff!');
    expect(de['preis.exklMwstHinweis']).toBe('Lieferpreis exkl. Mwst. und Depot');
    for (const key of ['articleAddedToBasket', 'articleUpdatedInBasket', 'articleRemovedFromBasket', 'artikelAddToBasket']) expect(de[key]).toBeTruthy();
  });

  it('applies German and English plural rules and switches language at run time', async () => {
    await activateLanguage('de');
    expect(t('warenkorb.anzahlArtikel', { count: 0 })).toBe('Warenkorb ist leer');
    expect(t('warenkorb.anzahlArtikel', { count: 1 })).toBe('1 Artikel im Warenkorb');
    await activateLanguage('en');
    expect(i18n.locale).toBe('en');
    expect(t('warenkorb.anzahlArtikel', { count: 1 })).toBe('1 item in the basket');
    expect(t('warenkorb.anzahlArtikel', { count: 3 })).toBe('3 items in the basket');
    await activateLanguage('fr'); // unknown: German
    expect(t('warenkorb.leer')).toBe('Ihr Warenkorb ist leer');
  });
});
