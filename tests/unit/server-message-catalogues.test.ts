import { describe, expect, it } from 'vitest';
import { SERVER_CATALOGUES, catalogueGaps, messageIn, serverMessage, type ServerLanguage } from '../../examples/platform/server-message.ts';
import { createDemoApp, DemoSession } from '../support/demo-session.ts';

/**
 * Issue 31: the demo back end's messages come by id from one ICU catalogue per language (examples/platform/messages),
 * not from tables keyed by German text.
 */
const LANGUAGES: readonly ServerLanguage[] = ['de', 'fr', 'it', 'en'];

describe('the server message catalogues', () => {
  it('have every German id in every language, with the same values', () => {
    expect(catalogueGaps()).toEqual([]);
    for (const language of LANGUAGES)
      expect(Object.keys(SERVER_CATALOGUES[language]).sort()).toEqual(Object.keys(SERVER_CATALOGUES.de).sort());
  });

  it('name a language that lacks an id, or an id German has not', () => {
    const { csrfInvalid: _lacking, ...french } = SERVER_CATALOGUES.fr;
    expect(catalogueGaps({ ...SERVER_CATALOGUES, fr: french })).toEqual(['fr lacks csrfInvalid']);
    expect(catalogueGaps({ ...SERVER_CATALOGUES, it: { ...SERVER_CATALOGUES.it, extra: 'x' } })).toEqual(['it has extra, German has not']);
    const english = { ...SERVER_CATALOGUES.en, minLength: 'At least {count} characters.' };
    expect(catalogueGaps({ ...SERVER_CATALOGUES, en: english })).toEqual(['en minLength names other values than German']);
  });

  it('format a message with its values in each language', () => {
    expect(LANGUAGES.map((language) => messageIn(language, 'passwordTooShort', { min: '8' }))).toEqual([
      'Das Passwort muss mindestens 8 Zeichen lang sein.',
      'Le mot de passe doit compter au moins 8 caractères.',
      'La password deve contenere almeno 8 caratteri.',
      'The password must be at least 8 characters long.',
    ]);
    // outside a request: German, the back office's language
    expect(serverMessage('primaryAddressNotDeletable')).toBe('Die Hauptadresse kann nicht gelöscht werden.');
    expect(messageIn('fr', 'primaryAddressNotDeletable')).toBe("L'adresse principale ne peut pas être supprimée.");
  });

  it("a route's keyed message answers in the request's accept-language (validation of a registration)", async () => {
    const session = await new DemoSession(createDemoApp({ articles: 5 })).start('/');
    const register = async (acceptLanguage: string) => {
      const answer = await session.request('/api/account/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': acceptLanguage },
        body: JSON.stringify({ adresse: 'keine' }),
      });
      return ((await answer.json()) as { validationResult: Record<string, { message: string }> }).validationResult;
    };
    const german = await register('de-CH');
    expect(german.adresse?.message).toBe(messageIn('de', 'inputInvalid'));
    expect((await register('fr-CH')).adresse?.message).toBe(messageIn('fr', 'inputInvalid'));
    expect((await register('en-GB')).adresse?.message).toBe('Invalid entry.');
  });
});
