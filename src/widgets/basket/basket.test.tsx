import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, afterEach } from 'vitest';
import { basketAtom } from '../../core/basket/atoms.ts';
import { Basket } from './index.ts';
import { BasketBadge } from '../basket-badge/index.ts';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';
import { basketFromDemo, fillBasket, isBasketCall, setBackofficeOnline } from '../../../tests/helpers/demo-basket.ts';
import { ConfigError } from '../../core/errors.ts';
import { basketFixtures } from '../../../tests/fixtures/basket.ts';
import './define.ts';
import { clearPage } from '../../../tests/fixtures/clear-page.ts';

let demo: DemoApi;

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  demo = await startDemoApi();
});

async function renderBasket() {
  const initial = await basketFromDemo(demo);
  const view = renderWithShop(
    <>
      <BasketBadge />
      <Basket initial={initial} />
    </>,
    { store: demo.store },
  );
  return { initial, ...view, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

const posts = () => demo.requests.filter(isBasketCall).filter((request) => request.method === 'POST');
const lineOf = (name: RegExp) => screen.getByRole('heading', { name, level: 3 }).closest('li') as HTMLElement;
const badgeCount = () => document.querySelector('.vk-basket-badge')?.getAttribute('data-count');

const twoWines = [
  { artikelId: 1001, bestelleinheit: 'Grossgebinde', mengeBestelleinheit: 2 },
  { artikelId: 1006, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 3 },
] as const;

const FALLBACK = 'Dieser Bereich ist falsch eingebunden und kann nicht angezeigt werden.';

describe('Basket screen', () => {
  it('shows the empty message and the way back to the shop, with no request', async () => {
    await renderBasket();
    expect(screen.getByText('Ihr Warenkorb ist leer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'zurück zum Shop' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('link', { name: 'Weiter zur Kasse' })).not.toBeInTheDocument();
    expect(demo.requests.filter(isBasketCall)).toHaveLength(0);
  });

  it('shows lines with link, unit, quantity, price, containers, fees and totals; the shipping line sits in the totals without link', async () => {
    await fillBasket(demo, [...twoWines]);
    const { initial } = await renderBasket();
    expect(initial.isCalculated).toBe(true);
    const line = lineOf(/Dézaley/);
    expect(within(line).getByRole('link', { name: /Dézaley/ })).toHaveAttribute('href', expect.stringContaining('/shop/'));
    expect(within(line).getByRole('combobox', { name: 'Bestelleinheit' })).toHaveValue('Grossgebinde');
    expect(within(line).getByRole('spinbutton', { name: /Menge von Dézaley/ })).toHaveValue('2');
    expect(within(line).getByText('12 Flaschen')).toBeInTheDocument();
    expect(within(line).getByText(/2 × 6er-Karton/)).toBeInTheDocument();

    const totals = screen.getByRole('region', { name: 'Zusammenfassung' });
    expect(within(totals).getByText('Warenwert')).toBeInTheDocument();
    expect(within(totals).getByText('Total inkl. Mwst.')).toBeInTheDocument();
    expect(within(totals).getByText(/Mwst\. 8\.1 % auf/)).toBeInTheDocument();
    const shipping = initial.items.find((item) => item.tag === 'versandkosten');
    expect(shipping).toBeDefined();
    expect(within(totals).getByText(shipping!.bezeichnung)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: shipping!.bezeichnung })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weiter zur Kasse' })).toHaveAttribute('href', '/checkout');
    // The badge counts the two articles, not the protected shipping line.
    await waitFor(() => expect(badgeCount()).toBe('2'));
    expect(demo.requests.filter(isBasketCall)).toHaveLength(0);
  });

  it('changes a quantity with one request after 800 ms, and the totals follow', async () => {
    await fillBasket(demo, [...twoWines]);
    const { user, initial } = await renderBasket();
    const box = within(lineOf(/Dézaley/)).getByRole('spinbutton', { name: /Menge von/ });
    await user.clear(box);
    await user.type(box, '5');
    act(() => vi.advanceTimersByTime(800));
    expect(await screen.findByText('Die Menge im Warenkorb wurde angepasst.')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    await waitFor(() => expect(demo.store.get(basketAtom)!.totalInklMwst).toBeGreaterThan(initial.totalInklMwst));
  });

  it('removes a line with its button: toast, event, badge; the last removal shows the empty message', async () => {
    await fillBasket(demo, [twoWines[1]]);
    const removed = vi.fn();
    document.addEventListener('shop:article-removed', removed);
    const { user } = await renderBasket();
    await user.click(screen.getByRole('button', { name: /entfernen$/ }));
    expect(await screen.findByText('Der Artikel wurde aus dem Warenkorb entfernt.')).toBeInTheDocument();
    expect(await screen.findByText('Ihr Warenkorb ist leer')).toBeInTheDocument();
    expect(removed).toHaveBeenCalledTimes(1);
    expect(badgeCount()).toBe('0');
    document.removeEventListener('shop:article-removed', removed);
  });

  it('removing a line by keyboard moves focus to the line in its place, the last removal to the empty message', async () => {
    await fillBasket(demo, [...twoWines]);
    const { user } = await renderBasket();
    screen.getByRole('button', { name: /Dézaley.* entfernen/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1));
    expect(within(lineOf(/./)).getByRole('link')).toHaveFocus();

    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: /entfernen$/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Ihr Warenkorb ist leer')).toHaveFocus();
  });

  it('a failed removal keeps the line and the next try works', async () => {
    await fillBasket(demo, [twoWines[1]]);
    const { user } = await renderBasket();
    demo.failNext('server-error');
    await user.click(screen.getByRole('button', { name: /entfernen$/ }));
    expect(await screen.findByText('Während der Kommunikation mit dem Server ist ein Fehler aufgetreten!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /./, level: 3 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /entfernen$/ }));
    expect(await screen.findByText('Ihr Warenkorb ist leer')).toBeInTheDocument();
  });

  it('removing a line another tab already removed clears it locally, without an error', async () => {
    await fillBasket(demo, [...twoWines]);
    const { user } = await renderBasket();
    await fillBasket(demo, [{ ...twoWines[1], mengeBestelleinheit: 0 }]);
    const other = screen
      .getAllByRole('button', { name: /entfernen$/ })
      .find((button) => !/Dézaley/.test(button.getAttribute('aria-label') ?? ''));
    await user.click(other!);
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(/Dézaley/);
    expect(screen.queryByText('Während der Kommunikation mit dem Server ist ein Fehler aufgetreten!')).not.toBeInTheDocument();
    await waitFor(() => expect(badgeCount()).toBe('1'));
  });

  it('a line of an article no longer orderable only allows removal', async () => {
    await fillBasket(demo, [twoWines[1]]);
    // 1002 cannot be ordered: put it in the stored basket the way an older session would have it.
    const initial = await basketFromDemo(demo);
    const line = initial.items.find((item) => item.artikelId === 1006)!;
    const basket = { ...initial, items: initial.items.map((item) => (item === line ? { ...item, removeOnly: true } : item)) };
    renderWithShop(<Basket initial={basket} />, { store: demo.store });
    const row = lineOf(/./);
    expect(within(row).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(row).getByText('Nicht mehr bestellbar, bitte entfernen.')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /entfernen$/ })).toBeEnabled();
  });

  it('a protected line has no link, no quantity field and no remove button', async () => {
    await fillBasket(demo, [twoWines[1]]);
    const initial = await basketFromDemo(demo);
    const basket = { ...initial, items: initial.items.map((item) => (item.artikelId === 1006 ? { ...item, isProtected: true } : item)) };
    renderWithShop(
      <Basket initial={{ ...basket, items: [...basket.items, { ...initial.items[0]!, id: 999, artikelId: 1001, isProtected: false }] }} />,
      { store: demo.store },
    );
    const row = screen.getAllByRole('heading', { level: 3 })[0]!.closest('li') as HTMLElement;
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('with the back office down: the not-calculated warning; recalculating once it is back removes it', async () => {
    await fillBasket(demo, [twoWines[1]]);
    await setBackofficeOnline(demo, false);
    await fillBasket(demo, [{ ...twoWines[1], mengeBestelleinheit: 4 }]);
    const { user } = await renderBasket();
    // The page's basket was not priced: it is priced once on entry (still failing).
    await waitFor(() => expect(posts().map((request) => request.path)).toEqual(['/api/basket/calculate']));
    expect(screen.getByText(/keine verbindlichen Preise/)).toBeInTheDocument();

    await setBackofficeOnline(demo, true);
    await user.click(screen.getByRole('button', { name: 'Preise neu berechnen' }));
    await waitFor(() => expect(screen.queryByText(/keine verbindlichen Preise/)).not.toBeInTheDocument());
  });

  it('calculating clears locally a line that is gone from the server basket', async () => {
    await fillBasket(demo, [...twoWines]);
    // The page was rendered before another tab removed 1006 and left the basket unpriced.
    const stale = { ...(await basketFromDemo(demo)), isCalculated: false };
    await fillBasket(demo, [{ ...twoWines[1], mengeBestelleinheit: 0 }]);
    renderWithShop(<Basket initial={stale} />, { store: demo.store });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await waitFor(() => expect(posts().map((request) => request.path)).toEqual(['/api/basket/calculate']));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(/Dézaley/);
  });

  /** The line shows 3; the shopper types 5 and pauses, and the server holds its answer. */
  async function changeTo5WhileTheServerWaits() {
    await fillBasket(demo, [twoWines[1]]);
    const { user } = await renderBasket();
    const box = () => within(lineOf(/./)).getByRole('spinbutton', { name: /Menge von/ });
    const gate = demo.hold();
    await user.clear(box());
    await user.type(box(), '5');
    act(() => vi.advanceTimersByTime(800));
    return { user, box, gate };
  }

  // 3 is what the basket showed before: going back to it while 5 is on the way must still be sent.
  it.each([
    [7, 'an earlier answer never overwrites a later one'],
    [3, 'going back to the old quantity while the first change is on the way still sends it (the last value wins)'],
  ])('typing 5, then %i before any answer: %s', async (last) => {
    const { user, box, gate } = await changeTo5WhileTheServerWaits();
    await user.clear(box());
    await user.type(box(), String(last));
    act(() => vi.advanceTimersByTime(800));
    gate.release();
    await waitFor(() => expect(posts()).toHaveLength(2));
    await waitFor(() => expect(demo.store.get(basketAtom)!.items.find((item) => item.artikelId === 1006)?.mengeBestelleinheit).toBe(last));
    expect(box()).toHaveValue(String(last));
    expect((await basketFromDemo(demo)).items.find((item) => item.artikelId === 1006)?.mengeBestelleinheit).toBe(last);
  });

  it('clearing a line whose first change is still on the way removes it', async () => {
    const { user, box, gate } = await changeTo5WhileTheServerWaits();
    await user.clear(box());
    await user.tab();
    act(() => vi.advanceTimersByTime(800));
    gate.release();
    expect(await screen.findByText('Ihr Warenkorb ist leer')).toBeInTheDocument();
    expect((await basketFromDemo(demo)).items.filter((item) => !item.isProtected)).toEqual([]);
  });

  it('Alt+R shows the back-office request and response texts', async () => {
    await fillBasket(demo, [twoWines[1]]);
    await renderBasket();
    fireEvent.keyDown(document, { key: '®', code: 'KeyR', altKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Kommunikation mit dem Backoffice' });
    expect(within(dialog).getAllByText(/warenkorb\/berechnen · Anfrage/).length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText('Antwort').length).toBeGreaterThan(0);
    expect(demo.requests.at(-1)?.path).toMatch(/^\/api\/basket\/GetBackofficeRestCommunication\?bestellungUid=/);
  });
});

/** The real custom element as a CMS template writes it (ARCHITECTURE.md §3: bad attribute → ConfigError + fallback). */
describe('<shop-basket> with bad attributes', () => {
  // These tests append the real element themselves, outside testing-library's render.
  afterEach(() => {
    clearPage();
    vi.restoreAllMocks();
  });

  it('<shop-basket> with a malformed initial basket shows the fallback, and text in it is never markup', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = document.createElement('shop-basket');
    element.setAttribute('initial', '{"items": [{"bezeichnung": "<img src=x onerror=alert(1)>"}]}');
    document.body.append(element);
    await waitFor(() => expect(element).toHaveTextContent(FALLBACK));
    expect(element.querySelector('img')).toBeNull();
    expect(
      logged.mock.calls.some(
        (call) => call[0] instanceof ConfigError && String(call[0].message).includes('<shop-basket> attribute "initial"'),
      ),
    ).toBe(true);
  });

  it('<shop-basket> shows markup in line names and warnings as text', async () => {
    const evil = '<img src=x onerror="window.pwned=1">';
    const basket = {
      ...basketFixtures.full,
      warningMessages: [evil],
      items: basketFixtures.full.items.map((item, index) =>
        index === 0 ? { ...item, bezeichnung: evil, hinweisVerfuegbareMenge: evil } : item,
      ),
    };
    const element = document.createElement('shop-basket');
    element.setAttribute('initial', JSON.stringify(basket));
    document.body.append(element);
    await waitFor(() => expect(element.querySelectorAll('.vk-basket-line').length).toBeGreaterThan(0));
    expect(element.querySelector('img[src="x"]')).toBeNull();
    expect(element.textContent).toContain(evil);
  });
});
