import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configAtom } from '../../core/state/config.ts';
import { ConfigError } from '../../core/errors.ts';
import { Header } from './index.ts';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';
import { navigationFixture } from '../../../tests/fixtures/navigation.ts';
import './define.ts';

let demo: DemoApi;
let y = 0;

beforeEach(async () => {
  demo = await startDemoApi({ articles: 30 });
  y = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  // jsdom has no layout: the header is 90 px tall, as a real one.
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => 90);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Scrolls the page to `to` (a scripted position) and lets the header react. */
function scrollTo(to: number) {
  y = to;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const header = () => screen.getByRole('banner');
const isHidden = () => header().classList.contains('vk-header--hidden');

describe('<shop-header> links', () => {
  it('shows an anonymous visitor the login link back to this page, the basket and no favourites link', async () => {
    window.history.replaceState(null, '', '/shop?aktionen=true');
    renderWithShop(<Header navigation={navigationFixture} brand="Vinothek" />, { store: demo.store });
    expect(screen.getByRole('link', { name: 'Vinothek – zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/account/login?returnUrl=%2Fshop%3Faktionen%3Dtrue');
    expect(screen.queryByRole('link', { name: 'Merkliste' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Abmelden' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Suche' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: /Warenkorb/ })).toHaveAttribute('href', '/checkout/basket'));
    expect(within(screen.getByRole('navigation', { name: 'Hauptnavigation' })).getByRole('link', { name: 'Weine' })).toHaveAttribute(
      'href',
      '/shop',
    );
  });

  it('shows a logged-in customer the favourites link, the account and a logout form carrying the token', async () => {
    await demo.login();
    renderWithShop(<Header navigation={navigationFixture} brand="Vinothek" />, { store: demo.store });
    expect(screen.getByRole('link', { name: 'Merkliste' })).toHaveAttribute('href', '/shop?merkliste=true');
    expect(screen.getByRole('link', { name: 'Mein Konto' })).toBeInTheDocument();
    const logout = screen.getByRole('button', { name: 'Abmelden' }).closest('form')!;
    expect(logout).toHaveAttribute('action', '/account/logout');
    expect(logout).toHaveAttribute('method', 'post');
    expect(logout.querySelector('input[name="__RequestVerificationToken"]')).toHaveValue(demo.store.get(configAtom).csrfToken);
  });

  it('leaves the favourites link out for customers of a shop without Merklisten', async () => {
    await demo.login();
    demo.store.set(configAtom, (config) => ({ ...config, features: { ...config.features, merkliste: false } }));
    renderWithShop(<Header brand="Vinothek" />, { store: demo.store });
    expect(screen.getByRole('link', { name: 'Mein Konto' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Merkliste' })).toBeNull();
  });
});

describe('<shop-header> scroll rule with scripted scroll positions', () => {
  it('hides past its height on the way down and comes back after more than 100 px up', () => {
    renderWithShop(<Header navigation={navigationFixture} brand="Vinothek" />, { store: demo.store });
    scrollTo(60);
    expect(isHidden()).toBe(false);
    scrollTo(600);
    expect(isHidden()).toBe(true);
    scrollTo(520);
    expect(isHidden()).toBe(true);
    scrollTo(499);
    expect(isHidden()).toBe(false);
    scrollTo(700);
    expect(isHidden()).toBe(true);
    scrollTo(50);
    expect(isHidden()).toBe(false);
  });

  it('stays in view while focus is inside it, and while a menu is open', async () => {
    const user = userEvent.setup();
    renderWithShop(<Header navigation={navigationFixture} brand="Vinothek" navMode="dropdown" />, { store: demo.store });
    scrollTo(800);
    expect(isHidden()).toBe(true);
    // Tabbing into the hidden header brings it back and keeps it there.
    await user.tab();
    expect(header()).toContainElement(document.activeElement as HTMLElement);
    expect(isHidden()).toBe(false);
    scrollTo(1600);
    expect(isHidden()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Untermenü Weine' }));
    act(() => (document.activeElement as HTMLElement).blur());
    scrollTo(2400);
    expect(isHidden()).toBe(false);
    await user.keyboard('{Escape}');
    await user.click(document.body);
    scrollTo(3000);
    expect(isHidden()).toBe(true);
  });
});

describe('<shop-header> element', () => {
  it('with a bad navigation attribute shows the fallback and logs a ConfigError naming it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = document.createElement('shop-header');
    element.setAttribute('navigation', '[{"label": "Weine"}]');
    document.body.append(element);
    await waitFor(() => expect(element).toHaveTextContent('Dieser Bereich ist falsch eingebunden'));
    expect(
      logged.mock.calls.some(
        (call) => call[0] instanceof ConfigError && String(call[0].message).includes('<shop-header> attribute "navigation"'),
      ),
    ).toBe(true);
    element.remove();
  });
});
