import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../../../src/core/errors.ts';
import { basketFixtures } from '../../fixtures/basket.ts';
import '../../../src/widgets/add-to-basket/define.ts';
import '../../../src/widgets/basket/define.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const FALLBACK = 'Dieser Bereich ist falsch eingebunden und kann nicht angezeigt werden.';

/** The real custom elements as a CMS template writes them (DESIGN §3: bad attribute → ConfigError + fallback). */
describe('basket elements with bad attributes', () => {
  it.each([
    ['not JSON', '{artikelId: 1001'],
    ['the wrong shape', '{"artikelId": "1001"}'],
    ['missing', null],
  ])('<shop-add-to-basket> with an artikel attribute that is %s shows the fallback and logs a ConfigError naming it', async (_, value) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = document.createElement('shop-add-to-basket');
    if (value !== null) element.setAttribute('artikel', value);
    document.body.append(element);
    await waitFor(() => expect(element).toHaveTextContent(FALLBACK));
    const error = logged.mock.calls.map((call) => call[0]).find((value) => value instanceof ConfigError);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain('<shop-add-to-basket> attribute "artikel"');
    expect(element.querySelector('button')).toBeNull();
  });

  it('<shop-basket> with a malformed initial basket shows the fallback, and text in it is never markup', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = document.createElement('shop-basket');
    element.setAttribute('initial', '{"items": [{"bezeichnung": "<img src=x onerror=alert(1)>"}]}');
    document.body.append(element);
    await waitFor(() => expect(element).toHaveTextContent(FALLBACK));
    expect(element.querySelector('img')).toBeNull();
    expect(logged.mock.calls.some((call) => call[0] instanceof ConfigError && String(call[0].message).includes('<shop-basket> attribute "initial"'))).toBe(true);
  });

  it('<shop-basket> shows markup in line names and warnings as text', async () => {
    const evil = '<img src=x onerror="window.pwned=1">';
    const basket = {
      ...basketFixtures.full,
      warningMessages: [evil],
      items: basketFixtures.full.items.map((item, index) => (index === 0 ? { ...item, bezeichnung: evil, hinweisVerfuegbareMenge: evil } : item)),
    };
    const element = document.createElement('shop-basket');
    element.setAttribute('initial', JSON.stringify(basket));
    document.body.append(element);
    await waitFor(() => expect(element.querySelectorAll('.vk-basket-line').length).toBeGreaterThan(0));
    expect(element.querySelector('img[src="x"]')).toBeNull();
    expect(element.textContent).toContain(evil);
  });
});
