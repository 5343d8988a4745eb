// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messageIn, serverLanguage } from '../../examples/platform/server-message.ts';
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

  /** A POST to the API in `acceptLanguage`, as the elements send it. */
  const postIn = async (session: DemoSession, path: string, acceptLanguage: string, body: unknown) =>
    (await (
      await session.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': acceptLanguage },
        body: JSON.stringify(body),
      })
    ).json()) as Record<string, unknown>;

  it('successText, warnings and texts with values in them come by id in the language; data such as wine names stays', async () => {
    const session = await new DemoSession(createDemoApp({ articles: 30 })).start('/');
    const contact = await postIn(session, '/api/contact-form/process', 'it-CH', { componentId: 'kontakt', data: { lastName: 'Rossi' } });
    expect((contact.validationResult as Record<string, { message: string }>).firstName!.message).toBe('Compili il campo «Nome».');

    const reminder = await postIn(session, '/api/artikel-erinnerung/add', 'fr-CH', {
      artikelId: 1002,
      vorname: 'Anne',
      nachname: 'Roux',
      email: 'a@b.ch',
    });
    expect(reminder.successText).toMatch(
      /^Merci beaucoup! Nous vous avertirons par e-mail à a@b\.ch dès que «.+» sera de nouveau disponible\.$/,
    );

    // 1002 cannot be ordered: the warning names the wine as the catalogue has it, in French around it.
    const add = async (language: string) =>
      (await postIn(session, '/api/basket/add', language, [{ artikelId: 1002, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 }]))
        .basket as { warningMessages: string[] };
    const [german] = (await add('de-CH')).warningMessages;
    const wine = / ist zurzeit nicht verfügbar\.$/.exec(german!) && german!.replace(/ ist zurzeit nicht verfügbar\.$/, '');
    expect(wine).toBeTruthy();
    expect((await add('fr-CH')).warningMessages).toEqual([`${wine} est actuellement indisponible.`]);
  });

  it("the answers a page embeds are in the page's language (the list's facet names)", async () => {
    const session = await new DemoSession(createDemoApp({ articles: 30 })).start('/');
    const italian = await (await session.request('/shop?lang=it')).text();
    expect(italian).toContain(`"label":"${messageIn('it', 'facet.genussreifAb')}"`);
    expect(italian).not.toContain('"label":"Genussreif ab"');
    expect(await (await session.request('/shop?lang=de')).text()).toContain('"label":"Genussreif ab"');
  });

  it('"not found" answers too: an unknown wine, contact form, Merkliste or API path in the language', async () => {
    const session = await new DemoSession(createDemoApp({ articles: 30 })).start('/');
    const add = await session.request('/api/basket/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr-CH' },
      body: JSON.stringify([{ artikelId: 999_999, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 }]),
    });
    expect(add.status).toBe(404);
    expect(await add.json()).toEqual({ message: 'Article 999999 introuvable.' });
    const contact = await session.request('/api/contact-form/process', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'it-CH' },
      body: JSON.stringify({ componentId: 'gibt-es-nicht', data: {} }),
    });
    expect(await contact.json()).toEqual({ message: 'Modulo di contatto gibt-es-nicht non trovato.' });
    const unknown = await session.request('/api/gibt-es-nicht', { headers: { 'accept-language': 'en-GB' } });
    expect([unknown.status, await unknown.json()]).toEqual([404, { message: 'Not found.' }]);
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
  it('English (issue 36): texts, field names and values', async () => {
    const session = await new DemoSession(createDemoApp({ articles: 30 })).start('/');
    const contact = await postIn(session, '/api/contact-form/process', 'en-GB', { componentId: 'kontakt', data: { lastName: 'Smith' } });
    expect((contact.validationResult as Record<string, { message: string }>).firstName!.message).toBe(
      'Please fill in the field «First name».',
    );
    expect((await remind('en-GB')).validationResult.vorname!.message).toBe('Please enter your first name.');
  });
});
