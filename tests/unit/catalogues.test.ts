// @vitest-environment node
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { sourceCatalogues } from '../../src/i18n/sources.ts';

/**
 * Issue 26: the fr-CH and it-CH catalogues are complete, translated and keep the German message's ICU
 * arguments; each plural has the cases its language needs.
 */
const catalogues = sourceCatalogues as Record<string, Record<string, string>>;
const de = catalogues.de!;
const TRANSLATED = ['fr', 'it'] as const;

/**
 * Texts that are the same in German on purpose, reviewed: the spec's fixed technical texts (§8), the
 * dialog's "OK", messages of placeholders and signs only, and words French writes as German does ("Adresse",
 * "à").
 */
/** The same in French and Italian as in German: the dialog's "OK", placeholders and signs only. */
const SAME_EVERYWHERE = [
  'dialog.ok',
  'slider.typNichtUnterstuetzt',
  'slider.anbieterNichtUnterstuetzt',
  'warenkorb.anzahlMal',
  'meineListen.menge',
  'rechnung.titel',
];
const SAME_AS_GERMAN: Record<(typeof TRANSLATED)[number], string[]> = {
  fr: [...SAME_EVERYWHERE, 'bestelleinheit.preis', 'checkout.adresse', 'kontakt.address'],
  it: SAME_EVERYWHERE,
};

type Token = string | [string, string?, Record<string, unknown>?];

/** Argument names and, per plural, its case keys: what a translation must keep. */
function shape(message: string): { args: string[]; plurals: string[][] } {
  const args = new Set<string>();
  const plurals: string[][] = [];
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens as Token[]) {
      if (!Array.isArray(token)) continue;
      const [name, type, cases] = token;
      args.add(name);
      if (type === 'plural') plurals.push(Object.keys(cases!).sort());
      if (cases) for (const branch of Object.values(cases)) walk(branch);
    }
  };
  walk(compileMessage(message));
  return { args: [...args].sort(), plurals };
}

describe.each(TRANSLATED)('the %s catalogue', (language) => {
  const catalogue = catalogues[language]!;

  it('has every German id, and no other', () => {
    expect(Object.keys(de).filter((id) => !(id in catalogue))).toEqual([]);
    expect(Object.keys(catalogue).filter((id) => !(id in de))).toEqual([]);
  });

  it('translates every text but a short reviewed list', () => {
    const same = Object.keys(de).filter((id) => catalogue[id] === de[id] && !SAME_AS_GERMAN[language].includes(id));
    expect(same).toEqual([]);
  });

  it('keeps the ICU arguments of the German message, and each plural has one and other', () => {
    const problems: string[] = [];
    for (const [id, german] of Object.entries(de)) {
      const [source, translated] = [shape(german), shape(catalogue[id] ?? '')];
      if (translated.args.join() !== source.args.join())
        problems.push(`${id}: {${translated.args.join('}, {')}} ≠ {${source.args.join('}, {')}}`);
      if (translated.plurals.length !== source.plurals.length)
        problems.push(`${id}: ${translated.plurals.length} plurals, German has ${source.plurals.length}`);
      for (const cases of translated.plurals)
        if (!cases.includes('one') || !cases.includes('other')) problems.push(`${id}: plural without one/other`);
    }
    expect(problems).toEqual([]);
  });

  it('says MWST as the Swiss shops of its language do, and carries no German word of the shop', () => {
    const tax = language === 'fr' ? 'TVA' : 'IVA';
    expect(catalogue['preis.inklMwst']).toContain(tax);
    expect(catalogue['warenkorb.mwst']).toContain(tax);
    const german = /\b(Mwst|Warenkorb|Merkliste|Artikel|Bestellung|bitte|und|Sie)\b/i;
    const words = (text: string) => text.replace(/\{\w+\}/g, '');
    expect(Object.entries(catalogue).filter(([, text]) => german.test(words(text)))).toEqual([]);
  });
});

describe('spec §8 fixed texts in each language', () => {
  it.each([
    ['fr', 'formularEingabenPruefen', 'Veuillez vérifier vos saisies!'],
    ['it', 'formularEingabenPruefen', 'Verifichi i dati inseriti!'],
    ['fr', 'errorServerCommunication', 'Une erreur est survenue lors de la communication avec le serveur!'],
    ['it', 'errorServerCommunication', 'Si è verificato un errore durante la comunicazione con il server!'],
    ['fr', 'erfolgreichGespeichert', 'Enregistré avec succès!'],
    ['it', 'erfolgreichGeloescht', 'Eliminato con successo!'],
    ['fr', 'warenkorb.inDenWarenkorb', 'Ajouter au panier'],
    ['it', 'warenkorb.inDenWarenkorb', 'Aggiungi al carrello'],
    ['fr', 'keineEintraege', 'Aucun résultat pour ce terme de recherche!'],
    ['it', 'artikel.nichtVerfuegbar', 'attualmente non disponibile'],
  ])('%s %s', (language, id, text) => {
    expect(catalogues[language]![id]).toBe(text);
  });
});
