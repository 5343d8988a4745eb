import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, afterEach } from 'vitest';
import { basketAtom } from '../../core/basket/atoms.ts';
import { AddToBasket } from './index.ts';
import { BasketBadge } from '../basket-badge/index.ts';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';
import { artikelFromDemo, basketFromDemo, fillBasket, isBasketCall } from '../../../tests/helpers/demo-basket.ts';
import { ConfigError } from '../../core/errors.ts';
import './define.ts';
import { clearPage } from '../../../tests/fixtures/clear-page.ts';

let demo: DemoApi;

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  demo = await startDemoApi();
});

async function renderControl(artikelnummer: number, variant?: 'detail' | 'card') {
  const artikel = await artikelFromDemo(demo, artikelnummer);
  const view = renderWithShop(
    <>
      <BasketBadge />
      <AddToBasket artikel={artikel} {...(variant ? { variant } : {})} />
    </>,
    { store: demo.store },
  );
  // The badge loads the basket once (no seeding element on this page).
  await waitFor(() => expect(demo.store.get(basketAtom)).not.toBeNull());
  return { artikel, ...view, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

const basketCalls = () => demo.requests.filter(isBasketCall).filter((request) => request.method === 'POST');
const unitSelect = () => screen.getByRole('combobox', { name: 'Bestelleinheit' });
const quantityBox = () => screen.getByRole('spinbutton', { name: 'Menge' });
const badgeCount = () => document.querySelector('.vk-basket-badge')?.getAttribute('data-count');

const FALLBACK = 'Dieser Bereich ist falsch eingebunden und kann nicht angezeigt werden.';

describe('AddToBasket', () => {
  it('defaults to Grossgebinde when the article has both units, and offers both', async () => {
    await renderControl(1001);
    expect(unitSelect()).toBeEnabled();
    expect(unitSelect()).toHaveValue('Grossgebinde');
    expect(within(unitSelect()).getAllByRole('option')).toHaveLength(2);
    expect(screen.getByText(/6er-Karton à CHF/)).toBeInTheDocument();
  });

  it('disables the unit selector when only Abfuellung exists', async () => {
    await renderControl(1006);
    expect(unitSelect()).toBeDisabled();
    expect(unitSelect()).toHaveValue('Abfuellung');
  });

  it('shows the nichtVerfuegbar block instead of the control for an article that cannot be ordered', async () => {
    await renderControl(1002);
    expect(screen.getByText('zurzeit nicht verfügbar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'In den Warenkorb' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows anonymous visitors standard prices incl. VAT with a notice to log in', async () => {
    await renderControl(1001);
    expect(screen.getByText('inkl. Mwst.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /individuellen Preise/ })).toHaveAttribute('href', expect.stringContaining('/account/login'));
  });

  it('shows a business customer prices excl. VAT with the delivery price note, and no login notice', async () => {
    await demo.login('firma@vinothek.ch');
    const { artikel } = await renderControl(1001);
    expect(artikel.kundeInklMwst).toBe(false);
    expect(screen.getByText('Lieferpreis exkl. Mwst. und Depot')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /individuellen Preise/ })).not.toBeInTheDocument();
    expect(screen.getByText(new RegExp(artikel.preis.toFixed(2)))).toBeInTheDocument();
  });

  it('adds with one request: toast, DOM event, badge and the line quantity follow', async () => {
    const added = vi.fn();
    document.addEventListener('shop:article-added', added);
    const { user } = await renderControl(1001);
    expect(badgeCount()).toBe('0');
    await user.clear(quantityBox());
    await user.type(quantityBox(), '2');
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));

    expect(await screen.findByText('Der Artikel wurde in den Warenkorb gelegt.')).toBeInTheDocument();
    expect(basketCalls()).toHaveLength(1);
    expect(JSON.parse(basketCalls()[0]!.body)).toEqual([{ artikelId: 1001, bestelleinheit: 'Grossgebinde', mengeBestelleinheit: 2 }]);
    expect(badgeCount()).toBe('1');
    expect(screen.getByText('1 Artikel im Warenkorb')).toBeInTheDocument();
    expect(screen.getByText('Im Warenkorb')).toBeInTheDocument();
    expect(quantityBox()).toHaveValue('2');
    expect(added).toHaveBeenCalledTimes(1);
    expect(added.mock.calls[0]![0].detail).toMatchObject({ artikelId: 1001, bestelleinheit: 'Grossgebinde', mengeBestelleinheit: 2 });
    document.removeEventListener('shop:article-added', added);

    // The toast hides after 3 s.
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('Der Artikel wurde in den Warenkorb gelegt.').closest('.vk-toast')).toHaveClass('vk-toast--hiding');
  });

  it('keeps keyboard focus in the control when the add button gives way to the basket status', async () => {
    const { user } = await renderControl(1006);
    screen.getByRole('button', { name: 'In den Warenkorb' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Der Artikel wurde in den Warenkorb gelegt.');
    expect(screen.getByRole('link', { name: 'Zum Warenkorb' })).toHaveFocus();
  });

  it('pushes the gtm items to window.dataLayer when the server enables tracking', async () => {
    const target = window as unknown as { dataLayer?: unknown[] };
    delete target.dataLayer;
    const { user } = await renderControl(1006);
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    await screen.findByText('Der Artikel wurde in den Warenkorb gelegt.');
    // The tracking module loads with the first event to push.
    await expect.poll(() => target.dataLayer).toContainEqual(expect.objectContaining({ event: 'add_to_cart' }));
    delete target.dataLayer;
  });

  it('sends one add for a double click', async () => {
    const { user } = await renderControl(1006);
    const gate = demo.hold();
    await user.dblClick(screen.getByRole('button', { name: 'In den Warenkorb' }));
    gate.release();
    await screen.findByText('Der Artikel wurde in den Warenkorb gelegt.');
    expect(basketCalls()).toHaveLength(1);
  });

  it('shows a line already in the basket with its unit and quantity; typing fast sends only the last value after 800 ms', async () => {
    await fillBasket(demo, [{ artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 3 }]);
    const { user } = await renderControl(1001);
    expect(unitSelect()).toHaveValue('Abfuellung');
    expect(quantityBox()).toHaveValue('3');

    await user.click(screen.getByRole('button', { name: 'Menge erhöhen' }));
    await user.click(screen.getByRole('button', { name: 'Menge erhöhen' }));
    await user.clear(quantityBox());
    await user.type(quantityBox(), '12');
    act(() => vi.advanceTimersByTime(799));
    expect(basketCalls()).toHaveLength(0);
    expect(quantityBox()).toHaveValue('12');
    act(() => vi.advanceTimersByTime(1));

    expect(await screen.findByText('Die Menge im Warenkorb wurde angepasst.')).toBeInTheDocument();
    expect(basketCalls()).toHaveLength(1);
    expect(JSON.parse(basketCalls()[0]!.body)).toEqual([{ artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 12 }]);
    expect((await basketFromDemo(demo)).items.find((item) => item.artikelId === 1001)?.mengeBestelleinheit).toBe(12);
  });

  it('switching the unit re-sends the current quantity in one add call', async () => {
    await fillBasket(demo, [{ artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 3 }]);
    const { user } = await renderControl(1001);
    await user.selectOptions(unitSelect(), 'Grossgebinde');
    await screen.findByText('Die Menge im Warenkorb wurde angepasst.');
    expect(JSON.parse(basketCalls()[0]!.body)).toEqual([
      { artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 0 },
      { artikelId: 1001, bestelleinheit: 'Grossgebinde', mengeBestelleinheit: 3 },
    ]);
    expect(unitSelect()).toHaveValue('Grossgebinde');
    expect(quantityBox()).toHaveValue('3');
    const lines = (await basketFromDemo(demo)).items.filter((item) => item.artikelId === 1001);
    expect(lines.map((item) => [item.bestelleinheit, item.mengeBestelleinheit])).toEqual([['Grossgebinde', 3]]);
  });

  it('clearing the quantity removes the line (removed toast, removed event) and the control offers adding again', async () => {
    await fillBasket(demo, [{ artikelId: 1006, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 2 }]);
    const removed = vi.fn();
    document.addEventListener('shop:article-removed', removed);
    const { user } = await renderControl(1006);
    await user.clear(quantityBox());
    await user.tab();
    act(() => vi.advanceTimersByTime(800));
    expect(await screen.findByText('Der Artikel wurde aus dem Warenkorb entfernt.')).toBeInTheDocument();
    expect(basketCalls().map((request) => request.path)).toEqual(['/api/basket/remove']);
    expect(removed).toHaveBeenCalledTimes(1);
    document.removeEventListener('shop:article-removed', removed);
    expect(await screen.findByRole('button', { name: 'In den Warenkorb' })).toBeEnabled();
    expect(badgeCount()).toBe('0');
  });

  it('a limited stock answers with a dialog and the server quantity', async () => {
    const { user } = await renderControl(1005);
    // 1005 has 4 bottles; ask for more than that in the article's default unit.
    await user.selectOptions(unitSelect(), 'Abfuellung');
    await user.clear(quantityBox());
    await user.type(quantityBox(), '9');
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hinweis zum Warenkorb' });
    expect(within(dialog).getByText(/nur noch 4 Flaschen verfügbar/)).toBeInTheDocument();
    expect(quantityBox()).toHaveValue('4');
  });

  // A lost connection is not this error: the change is kept and sent later (offline-basket.test.tsx, issue 36).
  for (const fault of ['server-error', 'malformed-json', 'wrong-shape'] as const) {
    it(`a failed add (${fault}) shows the error toast, keeps the basket, and the next add works`, async () => {
      const { user } = await renderControl(1006);
      const before = demo.store.get(basketAtom);
      demo.failNext(fault);
      await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
      expect(await screen.findByText('Während der Kommunikation mit dem Server ist ein Fehler aufgetreten!')).toBeInTheDocument();
      expect(demo.store.get(basketAtom)).toBe(before);
      expect(badgeCount()).toBe('0');
      expect(screen.queryByText('Der Artikel wurde in den Warenkorb gelegt.')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
      expect(await screen.findByText('Der Artikel wurde in den Warenkorb gelegt.')).toBeInTheDocument();
      expect(badgeCount()).toBe('1');
    });
  }

  it('a failed quantity change goes back to the last good server quantity', async () => {
    await fillBasket(demo, [{ artikelId: 1006, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 2 }]);
    const { user } = await renderControl(1006);
    demo.failNext('server-error');
    await user.click(screen.getByRole('button', { name: 'Menge erhöhen' }));
    expect(quantityBox()).toHaveValue('3');
    act(() => vi.advanceTimersByTime(800));
    expect(await screen.findByText('Während der Kommunikation mit dem Server ist ein Fehler aufgetreten!')).toBeInTheDocument();
    await waitFor(() => expect(quantityBox()).toHaveValue('2'));
  });
});

/** The real custom element as a CMS template writes it (ARCHITECTURE.md §3: bad attribute → ConfigError + fallback). */
describe('<shop-add-to-basket> with bad attributes', () => {
  // These tests append the real element themselves, outside testing-library's render.
  afterEach(() => {
    clearPage();
    vi.restoreAllMocks();
  });

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
});
