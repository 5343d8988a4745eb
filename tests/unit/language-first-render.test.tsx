import { act, waitFor, within } from '@testing-library/react';
import { afterAll, expect, it } from 'vitest';
import { activateLanguage, catalogueHooks, languageLoading } from '../../src/i18n/index.ts';
import { startDemoApi } from '../helpers/demo-api.ts';
import '../../src/widgets/header/define.ts';

/**
 * Issue 26: on a French page (page config "language": "fr") the islands' first render waits for the French
 * texts (core/element/island.tsx), so the shopper never sees German first. The language is held back here as
 * a catalogue still compiling holds it (registerCatalogue), until the test lets it through.
 */
let open!: () => void;
catalogueHooks.pending = new Promise<void>((resolve) => (open = resolve));

afterAll(() => activateLanguage('de'));

it('an element on a French page shows French from its first render, never German', async () => {
  await startDemoApi({ articles: 30 });
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = 'shop-config';
  config.textContent = JSON.stringify({ language: 'fr', culture: 'fr-CH' });
  document.head.append(config);
  const header = document.createElement('shop-header');
  document.body.append(header);
  await waitFor(() => expect(languageLoading()).not.toBeNull());
  // Everything React has to do now, it does: the island waits, so the element shows nothing yet.
  await act(() => Promise.resolve());
  expect(header.textContent).toBe('');
  open();
  await waitFor(() => expect(within(header).getByRole('link', { name: 'Se connecter' })).toBeVisible());
  expect(header).toHaveTextContent('Panier');
  expect(header).not.toHaveTextContent(/Anmelden|Warenkorb/);
  header.remove();
  config.remove();
});
