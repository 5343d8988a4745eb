import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { basketAtom } from '../../core/basket/atoms.ts';
import { configAtom } from '../../core/state/config.ts';
import { createShopStore, type ShopStore } from '../../core/state/store.ts';
import { AddToBasket } from './index.ts';
import { BasketBadge } from '../basket-badge/index.ts';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';
import { artikelFromDemo, badgeCount, basketFromDemo, fillBasket } from '../../../tests/helpers/demo-basket.ts';
import './define.ts';

/*
 * Issue 36: a basket change on a flaky phone connection is kept, shown as waiting, and sent when the connection
 * returns (the browser's `online` event, else the backoff), as "set the quantity", so nothing is lost or doubled.
 * The real demo API in-process; the connection fails at fetch (tests/helpers/demo-api.ts).
 */

let demo: DemoApi;

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  demo = await startDemoApi();
});

afterEach(() => {
  vi.useRealTimers();
  // The waiting lines a test left for "the next page" (offline.ts keeps them in the tab's sessionStorage).
  sessionStorage.clear();
});

async function renderControl(artikelnummer: number, store = demo.store) {
  const artikel = await artikelFromDemo(demo, artikelnummer);
  const view = renderWithShop(
    <>
      <BasketBadge />
      <AddToBasket artikel={artikel} />
    </>,
    { store },
  );
  return { ...view, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

async function renderLoadedControl(artikelnummer: number) {
  const view = await renderControl(artikelnummer);
  await waitFor(() => expect(demo.store.get(basketAtom)).not.toBeNull());
  return view;
}

/** An add made without a connection, on a page with the basket loaded: it waits, kept. */
async function addWhileOffline(artikelnummer: number) {
  const view = await renderLoadedControl(artikelnummer);
  demo.setOffline(true);
  await view.user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
  expect(await screen.findByText(WAITING, CONTROL)).toBeInTheDocument();
  await demo.idle();
  return view;
}

/** The shopper goes on to another page of the shop: this page's islands are gone, the next page has a store of its own. */
function nextPage(view: { unmount: () => void }): ShopStore {
  view.unmount();
  const store = createShopStore();
  store.set(configAtom, demo.store.get(configAtom));
  return store;
}

const OFFLINE = 'Keine Verbindung – wir versuchen es erneut';
const WAITING = 'Vorgemerkt – wartet auf Verbindung';
/** The control's status (the badge says it too, to screen readers). */
const CONTROL = { selector: '.vk-add-to-basket__waiting' };
const quantityBox = () => screen.getByRole('spinbutton', { name: 'Menge' });
const badgeWaits = () => document.querySelector('.vk-basket-badge')?.hasAttribute('data-waiting');
const serverLines = async () =>
  (await basketFromDemo(demo)).items.filter((item) => !item.isProtected).map((item) => [item.artikelId, item.mengeBestelleinheit]);

describe('basket changes without a connection (issue 36)', () => {
  it('keeps an add made offline, says so in plain German, and sends it once when the browser is online again', async () => {
    const { user } = await renderLoadedControl(1006);
    demo.setOffline(true);
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));

    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
    expect(screen.queryByText(/Während der Kommunikation|Failed to fetch|network error/)).not.toBeInTheDocument();
    // The control and the badge show the change, marked as waiting; the server has nothing yet.
    expect(screen.getByText(WAITING, CONTROL)).toBeInTheDocument();
    expect(quantityBox()).toHaveValue('1');
    expect(badgeCount()).toBe('1');
    expect(badgeWaits()).toBe(true);
    expect(await serverLines()).toEqual([]);

    demo.setOffline(false);
    const sentBefore = demo.requests.length;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Der Artikel wurde in den Warenkorb gelegt.')).toBeInTheDocument();
    await demo.idle();
    // A fresh token first, then the kept line as a quantity to set.
    expect(demo.requests.slice(sentBefore).map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/session',
      'POST /api/basket/add',
    ]);
    expect(JSON.parse(demo.requests.at(-1)!.body)).toEqual([{ artikelId: 1006, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 }]);
    expect(await serverLines()).toEqual([[1006, 1]]);
    expect(screen.getByText('Im Warenkorb')).toBeInTheDocument();
    expect(screen.queryByText(WAITING, CONTROL)).not.toBeInTheDocument();
    expect(badgeWaits()).toBe(false);
    // The toast closes once the changes are through (and leaves the page after its exit time).
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
  });

  it('tries again on its own (backoff) when no online event comes, and a change made meanwhile rides along', async () => {
    const { user } = await renderLoadedControl(1006);
    demo.setOffline(true);
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByText(WAITING, CONTROL)).toBeInTheDocument();
    // Still offline: the shopper raises the quantity; it is kept too (the last value wins).
    await user.click(screen.getByRole('button', { name: 'Menge erhöhen' }));
    act(() => vi.advanceTimersByTime(800));
    await waitFor(() => expect(demo.requests.filter((r) => r.path === '/api/basket/add').length).toBeGreaterThanOrEqual(2));
    await demo.idle();
    expect(quantityBox()).toHaveValue('2');
    expect(screen.getByText(WAITING, CONTROL)).toBeInTheDocument();

    demo.setOffline(false);
    // No online event (the browser may not notice): the backoff (at most 30 s) sends it.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(screen.queryByText(WAITING, CONTROL)).not.toBeInTheDocument());
    await demo.idle();
    expect(await serverLines()).toEqual([[1006, 2]]);
    expect(quantityBox()).toHaveValue('2');
    expect(badgeCount()).toBe('1');
  });

  it('an add whose answer was lost is sent again as a quantity, so the basket does not get it twice', async () => {
    const { user } = await renderLoadedControl(1006);
    demo.failNext('lost-answer');
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
    // The server did take it; the page could not know.
    expect(await serverLines()).toEqual([[1006, 1]]);

    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText(WAITING, CONTROL)).not.toBeInTheDocument());
    await demo.idle();
    expect(await serverLines()).toEqual([[1006, 1]]);
    expect(badgeCount()).toBe('1');
  });

  it('keeps a removal made offline (quantity 0) and sends it when the connection returns', async () => {
    await fillBasket(demo, [{ artikelId: 1006, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 }]);
    const { user } = await renderLoadedControl(1006);
    demo.setOffline(true);
    await user.click(screen.getByRole('button', { name: 'Menge verringern' }));
    act(() => vi.advanceTimersByTime(800));
    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
    await demo.idle();
    await waitFor(() => expect(badgeCount()).toBe('0'));
    expect(badgeWaits()).toBe(true);
    expect(await serverLines()).toEqual([[1006, 1]]);

    demo.setOffline(false);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(badgeWaits()).toBe(false));
    await demo.idle();
    expect(await serverLines()).toEqual([]);
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBeInTheDocument();
  });

  it('a change still waiting when the shopper goes on to another page is sent from that page, before it reads the basket', async () => {
    const first = await addWhileOffline(1006);

    // The connection is back by the time the next page runs; the change is not lost with the page.
    demo.setOffline(false);
    const sentBefore = demo.requests.length;
    const store = nextPage(first);
    await renderControl(1006, store);
    expect(await screen.findByText('Der Artikel wurde in den Warenkorb gelegt.')).toBeInTheDocument();
    await demo.idle();
    // The answer to the kept line is the basket: no read of the basket that could land after it.
    expect(demo.requests.slice(sentBefore).map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/session',
      'POST /api/basket/add',
    ]);
    expect(await serverLines()).toEqual([[1006, 1]]);
    expect(screen.getByText('Im Warenkorb')).toBeInTheDocument();
    expect(badgeCount()).toBe('1');
    expect(badgeWaits()).toBe(false);
    // Sent once: a third page has nothing left to send.
    const sentAfter = demo.requests.length;
    await renderControl(1006, nextPage({ unmount: () => undefined }));
    await demo.idle();
    expect(demo.requests.slice(sentAfter).filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('still without a connection on the next page: the change stays waiting there, says so, and goes through once back', async () => {
    const first = await addWhileOffline(1006);

    const store = nextPage(first);
    await renderControl(1006, store);
    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
    expect(await screen.findByText(WAITING, CONTROL)).toBeInTheDocument();
    // The badge says a change waits; its count waits for the basket, which this page could not read either.
    expect(badgeWaits()).toBe(true);
    expect(await serverLines()).toEqual([]);

    demo.setOffline(false);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Der Artikel wurde in den Warenkorb gelegt.')).toBeInTheDocument();
    await demo.idle();
    expect(await serverLines()).toEqual([[1006, 1]]);
    expect(badgeCount()).toBe('1');
    expect(badgeWaits()).toBe(false);
  });

  it("drops what it cannot read in the tab's storage (another version, a hand edit) instead of sending it", async () => {
    sessionStorage.setItem('vinothek-elements.basket-waiting', '[{"artikelId":"1006<script>","mengeBestelleinheit":-3},"x"');
    await renderLoadedControl(1006);
    await demo.idle();
    expect(demo.requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(badgeWaits()).toBe(false);
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
  });

  it('sends only the stored lines the add schema takes', async () => {
    const good = { artikelId: 1006, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 2 };
    sessionStorage.setItem(
      'vinothek-elements.basket-waiting',
      JSON.stringify([
        { artikelId: 1004, bestelleinheit: 'Fass', mengeBestelleinheit: 1 },
        { artikelId: 1005, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1e9 },
        good,
      ]),
    );
    await renderControl(1006);
    expect(await screen.findByText('Der Artikel wurde in den Warenkorb gelegt.')).toBeInTheDocument();
    await demo.idle();
    expect(demo.requests.filter((request) => request.method === 'POST').map((request) => JSON.parse(request.body))).toEqual([[good]]);
    expect(await serverLines()).toEqual([[1006, 2]]);
  });
});
