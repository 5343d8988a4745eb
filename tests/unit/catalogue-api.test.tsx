import { waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerCatalogue, setLanguage } from '../../src/index.ts';
import { activateLanguage, i18n, t } from '../../src/i18n/index.ts';
import { formatChf } from '../../src/core/format.ts';
import { startDemoApi } from '../helpers/demo-api.ts';
import '../../src/widgets/header/define.ts';

/**
 * Issue 26: a CMS adds a language, or its own wording for a few ids, at run time from a JSON catalogue of ICU
 * messages (src/i18n/catalogue.ts); mounted elements render again in it, and an id the catalogue lacks shows
 * German and is named once in the console.
 */
let header: HTMLElement;

beforeAll(async () => {
  await startDemoApi({ articles: 30 });
  header = document.createElement('shop-header');
  document.body.append(header);
  await waitFor(() => expect(within(header).getByRole('link', { name: 'Anmelden' })).toBeVisible());
});

afterAll(async () => {
  header.remove();
  await activateLanguage('de');
});

describe('registerCatalogue (README "Languages")', () => {
  it('adds a language after the element mounted: it renders again in it, German where the catalogue has no text', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await registerCatalogue('rm', { 'kopf.anmelden': "S'annunziar" });
    expect(within(header).getByRole('link', { name: 'Anmelden' })).toBeVisible(); // not active yet
    await setLanguage('rm');
    await waitFor(() => expect(within(header).getByRole('link', { name: "S'annunziar" })).toBeVisible());
    expect(header).toHaveTextContent('Warenkorb');
    // Each missing id is named once, however often it renders.
    t('kopf.warenkorb');
    t('kopf.warenkorb');
    const named = warn.mock.calls.filter((call) => String(call[0]).includes('"rm" catalogue has no "kopf.warenkorb"'));
    expect(named).toHaveLength(1);
    expect(formatChf(1234.5)).toBe("CHF\u00a01'234.50");
    warn.mockRestore();
  });

  it('extends the active language in place: the element renders the new text without a language switch', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await registerCatalogue('rm', { 'kopf.warenkorb': 'Chanaster' });
    await waitFor(() => expect(header).toHaveTextContent('Chanaster'));
    expect(within(header).getByRole('link', { name: "S'annunziar" })).toBeVisible();
    vi.restoreAllMocks();
  });

  it("overrides a few ids of a shipped language: the shop's wording there, the shipped French for the rest", async () => {
    const warn = vi.spyOn(console, 'warn');
    await registerCatalogue('fr', { 'kopf.anmelden': 'Connexion' });
    await setLanguage('fr');
    await waitFor(() => expect(within(header).getByRole('link', { name: 'Connexion' })).toBeVisible());
    expect(header).toHaveTextContent('Panier');
    expect(formatChf(1234.5)).toBe("1'234.50\u00a0CHF");
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('compiles plurals, selects and # at run time, and setLanguage waits for a catalogue still compiling', async () => {
    const pending = registerCatalogue('en-GB', {
      'warenkorb.anzahlArtikel': '{count, plural, =0 {Basket is empty} one {# item in the basket} other {# items in the basket}}',
      'warenkorb.leer': 'Your basket is {state, select, empty {empty} other {unknown}}',
    });
    await setLanguage('en-GB'); // not awaiting `pending` first
    expect(i18n.locale).toBe('en-GB');
    expect(t('warenkorb.anzahlArtikel', { count: 0 })).toBe('Basket is empty');
    expect(t('warenkorb.anzahlArtikel', { count: 1206 })).toBe("1'206 items in the basket");
    expect(t('warenkorb.leer', { state: 'empty' })).toBe('Your basket is empty');
    await pending;
  });

  it('leaves out a message that does not compile, with an error naming it, and registers the rest', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await registerCatalogue('en-GB', { 'kopf.konto': 'My account', 'kopf.abmelden': '{broken' });
    expect(t('kopf.konto')).toBe('My account');
    expect(error.mock.calls.some((call) => String(call[0]).includes('"kopf.abmelden"'))).toBe(true);
    error.mockRestore();
  });

  it('refuses a locale that is no language tag', () => {
    expect(() => registerCatalogue('not a locale', {})).toThrow(RangeError);
  });

  it('a language neither shipped nor registered falls back to German', async () => {
    await setLanguage('xx');
    await waitFor(() => expect(within(header).getByRole('link', { name: 'Anmelden' })).toBeVisible());
  });
});
