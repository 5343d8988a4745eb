// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { serverLanguage, translateServerText } from '../../examples/platform/server-messages.ts';
import { createDemoApp, DemoSession } from '../support/demo-session.ts';

/**
 * Issue 26: the demo shop in German, French and Italian. The header's switch (`?lang=`, then a cookie) sets the
 * page config's language and culture, and the back end answers its own texts in the request's accept-language.
 */
const configOf = (page: string) =>
  JSON.parse(/<script type="application\/json" id="shop-config">(.*?)<\/script>/s.exec(page)![1]!) as { language: string; culture: string };

describe('the demo pages follow the language switch', () => {
  it('?lang=fr makes the page, its config and the header markup French, and the next page stays French', async () => {
    const session = await new DemoSession(createDemoApp({ articles: 30 })).start('/');
    const german = await (await session.request('/kontakt')).text();
    expect(german).toContain('<html lang="de-CH">');
    expect(configOf(german)).toMatchObject({ language: 'de', culture: 'de-CH' });

    const french = await session.request('/kontakt?lang=fr');
    const page = await french.text();
    expect(page).toContain('<html lang="fr-CH">');
    expect(configOf(page)).toMatchObject({ language: 'fr', culture: 'fr-CH' });
    expect(page).toContain('>Se connecter</a>');
    expect(page).toMatch(
      /<nav class="site-languages" aria-label="Langue">.*href="\/account\/sprache\?lang=fr&amp;returnUrl=%2Fkontakt" hreflang="fr" lang="fr" aria-current="true">Français</s,
    );

    expect(french.headers.get('set-cookie')).toMatch(/vk_lang=fr;.*Path=\//);
    // (The test session keeps only its session cookie: the browser would send this one too.)
    session.cookie = `${session.cookie}; vk_lang=fr`;
    const next = await (await session.request('/shop')).text();
    expect(configOf(next)).toMatchObject({ language: 'fr', culture: 'fr-CH' });
    const italian = await (await session.request('/shop?lang=it')).text();
    expect(configOf(italian)).toMatchObject({ language: 'it', culture: 'it-CH' });
    expect(italian).toContain('placeholder="Vino, produttore, regione …"');
  });

  it("the switch's route keeps the choice and goes back to the page, with no way off the shop", async () => {
    const session = await new DemoSession(createDemoApp({ articles: 30 })).start('/');
    const answer = await session.request('/account/sprache?lang=it&returnUrl=%2Fshop%3Fjahrgang%3D2020');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/shop?jahrgang=2020');
    expect(answer.headers.get('set-cookie')).toMatch(/vk_lang=it;/);
    expect((await session.request('/account/sprache?lang=fr&returnUrl=//evil.example')).headers.get('location')).toBe('/');
  });

  it('an unknown ?lang= is German', async () => {
    const session = await new DemoSession(createDemoApp({ articles: 30 })).start('/');
    expect(configOf(await (await session.request('/kontakt?lang=xx')).text())).toMatchObject({ language: 'de' });
  });
});

describe("the demo back end's own texts in the request's accept-language", () => {
  const remind = async (acceptLanguage?: string) => {
    const session = await new DemoSession(createDemoApp({ articles: 30 })).start('/');
    const answer = await session.request('/api/artikel-erinnerung/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
      body: JSON.stringify({ artikelId: 1002, vorname: '', nachname: '', email: 'x' }),
    });
    return (await answer.json()) as { validationResult: Record<string, { message: string }> };
  };

  it('validation messages: German by default, French for fr-CH, Italian for it', async () => {
    expect((await remind()).validationResult.vorname!.message).toBe('Bitte geben Sie Ihren Vornamen ein.');
    expect((await remind('fr-CH')).validationResult.vorname!.message).toBe('Veuillez saisir votre prénom.');
    const italian = await remind('it-CH,it;q=0.9');
    expect(italian.validationResult.nachname!.message).toBe('Inserisca il suo cognome.');
    expect(italian.validationResult.email!.message).toBe('Inserisca un indirizzo e-mail valido.');
  });

  it('successText, warnings and texts with values in them; data such as wine names stays', () => {
    expect(
      translateServerText('Vielen Dank! Wir benachrichtigen Sie per E-Mail an a@b.ch, sobald «Dézaley» wieder erhältlich ist.', 'fr'),
    ).toBe('Merci beaucoup! Nous vous avertirons par e-mail à a@b.ch dès que «Dézaley» sera de nouveau disponible.');
    expect(translateServerText('Bitte füllen Sie das Feld «Vorname» aus.', 'it')).toBe('Compili il campo «Nome».');
    expect(translateServerText('Dézaley Grand Cru ist zurzeit nicht verfügbar.', 'fr')).toBe(
      'Dézaley Grand Cru est actuellement indisponible.',
    );
    expect(translateServerText('Bitte überprüfen Sie Ihre Eingaben!', 'it')).toBe('Verifichi i dati inseriti!');
    expect(translateServerText('Dézaley Grand Cru', 'fr')).toBe('Dézaley Grand Cru');
    expect(translateServerText('Bitte überprüfen Sie Ihre Eingaben!', 'de')).toBe('Bitte überprüfen Sie Ihre Eingaben!');
  });

  it('reads the language of accept-language', () => {
    expect([
      serverLanguage(undefined),
      serverLanguage('de-CH'),
      serverLanguage('fr-CH'),
      serverLanguage('it'),
      serverLanguage('en-GB'),
    ]).toEqual(['de', 'de', 'fr', 'it', 'en']);
  });

  // Every message has its English: tests/unit/server-message-catalogues.test.ts.
  it('English (issue 36): texts, field names and patterns', async () => {
    expect(translateServerText('Bitte füllen Sie das Feld «Vorname» aus.', 'en')).toBe('Please fill in the field «First name».');
    expect((await remind('en-GB')).validationResult.vorname!.message).toBe('Please enter your first name.');
  });
});
