import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { historyModeFor, lastPageFor, pagedUrl, pageFromUrl } from '../../src/core/paging/paging.ts';
import { usePagedQuery } from '../../src/core/paging/use-paged-query.ts';

/**
 * The hook as its coming users will hold it: an order list (`GET /api/account/bestellungen?page=n`,
 * answer {page, pageSize, totalItems, items}). The page source is in memory and each answer waits until
 * the test releases it, so the order in which answers arrive is the test's choice.
 */
interface OrderPage {
  page: number;
  pageSize: number;
  totalItems: number;
  items: string[];
}

const TOTAL = 25;
const PAGE_SIZE = 10;

function orderPage(page: number): OrderPage {
  const items = Array.from({ length: TOTAL }, (_, index) => `Bestellung ${index + 1}`).slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return { page, pageSize: PAGE_SIZE, totalItems: TOTAL, items };
}

interface Call {
  page: number;
  answer(): void;
  fail(): void;
}

function renderOrders(initial: OrderPage | null) {
  const calls: Call[] = [];
  const hook = renderHook(() =>
    usePagedQuery<{ page: number }, OrderPage, OrderPage, 'page'>({
      initial,
      defaultMode: 'page',
      readUrl: (search) => ({ page: pageFromUrl(new URLSearchParams(search).get('page')) }),
      urlFor: (query) => pagedUrl('/account/bestellungen', new URLSearchParams(), query.page),
      fetchPage: (query) =>
        new Promise<OrderPage>((resolve, reject) => {
          calls.push({ page: query.page, answer: () => resolve(orderPage(query.page)), fail: () => reject(new Error('HTTP 500')) });
        }),
      queryOf: (answer) => ({ page: answer.page }),
      pageOf: (query) => query.page,
      withPage: (_query, page) => ({ page }),
      lastPageOf: (answer) => lastPageFor(answer.totalItems, answer.pageSize),
      itemCountOf: (answer) => answer.items.length,
      viewOf: (answer) => answer,
    }),
  );
  const answer = (index: number) => act(async () => calls[index]!.answer());
  const press = (page: number) => act(() => void hook.result.current.load({ page }, 'page', historyModeFor('navigation')));
  return {
    hook,
    calls,
    answer,
    press,
    /** A press, then its call (which waits for the next paint). */
    goTo: async (page: number) => {
      const before = calls.length;
      await press(page);
      await waitFor(() => expect(calls).toHaveLength(before + 1));
    },
  };
}

beforeEach(() => {
  window.history.replaceState(null, '', '/account/bestellungen');
});

describe('usePagedQuery (an order list)', () => {
  it('shows the initial page with no call, and pushes the page the shopper goes to', async () => {
    const { hook, calls, answer, goTo } = renderOrders(orderPage(1));
    expect(hook.result.current.view?.items[0]).toBe('Bestellung 1');
    expect(calls).toHaveLength(0);
    await goTo(2);
    expect(hook.result.current.pending).toEqual({ query: { page: 2 }, mode: 'page' });
    await answer(0);
    expect(hook.result.current.view?.page).toBe(2);
    expect(hook.result.current.pending).toBeNull();
    expect(location.search).toBe('?page=2');
  });

  it('never lets a late answer replace a newer one', async () => {
    const { hook, answer, goTo } = renderOrders(orderPage(1));
    await goTo(2);
    await goTo(3);
    await answer(1);
    await answer(0);
    expect(hook.result.current.view?.page).toBe(3);
    expect(location.search).toBe('?page=3');
  });

  it('shows the pending state first and calls after the next paint; a press superseded by then calls nothing', async () => {
    const { hook, calls, answer, press } = renderOrders(orderPage(1));
    await press(2);
    expect(hook.result.current.pending).toEqual({ query: { page: 2 }, mode: 'page' });
    expect(calls).toHaveLength(0);
    await press(3);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.page).toBe(3);
    await answer(0);
    expect(hook.result.current.view?.page).toBe(3);
    expect(calls).toHaveLength(1);
  });

  it('keeps the last good page when a call fails', async () => {
    const { hook, calls, goTo } = renderOrders(orderPage(1));
    await goTo(2);
    await act(async () => calls[0]!.fail());
    expect(hook.result.current.view?.page).toBe(1);
    expect(hook.result.current.pending).toBeNull();
    expect(location.search).toBe('');
  });

  it('lands an address past the end on the last page and corrects the address', async () => {
    window.history.replaceState(null, '', '/account/bestellungen?page=9');
    const entries = window.history.length;
    const { hook, calls, answer } = renderOrders(null);
    await waitFor(() => expect(calls.map((call) => call.page)).toEqual([9]));
    await answer(0);
    expect(calls.map((call) => call.page)).toEqual([9, 3]);
    await answer(1);
    expect(hook.result.current.view?.items.at(-1)).toBe('Bestellung 25');
    expect(location.search).toBe('?page=3');
    expect(window.history.length).toBe(entries); // replaced, not a new entry
  });

  it('restores a page shown before on Back without a call', async () => {
    const { hook, calls, answer, goTo } = renderOrders(orderPage(1));
    await goTo(2);
    await answer(0);
    await act(async () => {
      window.history.back();
      await waitFor(() => expect(location.search).toBe(''));
    });
    await waitFor(() => expect(hook.result.current.view?.page).toBe(1));
    expect(calls).toHaveLength(1);
  });
});
