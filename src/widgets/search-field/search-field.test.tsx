import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchField, searchUrl } from './SearchField.tsx';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

let demo: DemoApi;

beforeEach(async () => {
  demo = await startDemoApi({ articles: 60 });
});

const calls = (path: string) => demo.requests.filter((request) => request.path.endsWith(path));

describe('<shop-search-field>', () => {
  it('asks for keywords once, 300 ms after the last key, and offers them as a listbox', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // 60 ms between keys, as a fast typist (ARCHITECTURE.md §8)
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: 60 });
    renderWithShop(<SearchField action="/suche" />, { store: demo.store });
    const input = screen.getByRole('combobox', { name: 'Suche' });
    await user.type(input, 'Chass');
    expect(calls('/autocompletekeywords')).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await vi.advanceTimersByTimeAsync(300);
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    expect(calls('/autocompletekeywords')).toHaveLength(1);
    expect(JSON.parse(calls('/autocompletekeywords')[0]!.body)).toEqual({
      populateSearchFields: false,
      filterValues: { suchbegriff: 'Chass' },
    });
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options[0]).toHaveTextContent(/Chasselas/);

    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the list closed when nothing matches', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithShop(<SearchField action="/suche" />, { store: demo.store });
    const input = screen.getByRole('combobox', { name: 'Suche' });
    await user.type(input, 'qqq');
    await vi.advanceTimersByTimeAsync(300);
    await waitFor(() => expect(calls('/autocompletekeywords')).toHaveLength(1));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('drops keywords that arrive after the field was cleared', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithShop(<SearchField action="/suche" />, { store: demo.store });
    const input = screen.getByRole('combobox', { name: 'Suche' });
    const gate = demo.hold();
    await user.type(input, 'Chass');
    await vi.advanceTimersByTimeAsync(300);
    await waitFor(() => expect(calls('/autocompletekeywords')).toHaveLength(1));
    await user.clear(input);
    gate.release();
    // the held answer arrived: whatever the field does with it is done
    await demo.idle();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('keeps the list closed after Escape when an answer for the typed word is still on its way', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithShop(<SearchField action="/suche" />, { store: demo.store });
    const input = screen.getByRole('combobox', { name: 'Suche' });
    await user.type(input, 'Cha');
    await vi.advanceTimersByTimeAsync(300);
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    const gate = demo.hold();
    await user.type(input, 's');
    await vi.advanceTimersByTimeAsync(300);
    await waitFor(() => expect(calls('/autocompletekeywords')).toHaveLength(2));
    await user.keyboard('{Escape}');
    gate.release();
    // the held answer arrived: whatever the field does with it is done
    await demo.idle();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Chas');
  });

  it('goes to the search page with suchbegriff', () => {
    expect(searchUrl('/suche', 'Dézaley <b>')).toBe('/suche?suchbegriff=D%C3%A9zaley+%3Cb%3E');
  });

  // Issue 36: after a search the field was empty, so refining the term meant typing it again.
  it.each(['/suche', '/shop'])('on %s?suchbegriff= (where a search goes) the field keeps the term; elsewhere it starts empty', (page) => {
    const before = location.href;
    try {
      window.history.replaceState(null, '', `${page}?suchbegriff=Chasselas&page=2`);
      const { unmount } = renderWithShop(<SearchField action="/suche" />, { store: demo.store });
      expect(screen.getByRole('combobox', { name: 'Suche' })).toHaveValue('Chasselas');
      unmount();
      window.history.replaceState(null, '', '/kontakt?suchbegriff=Chasselas');
      renderWithShop(<SearchField action="/suche" />, { store: demo.store });
      expect(screen.getByRole('combobox', { name: 'Suche' })).toHaveValue('');
    } finally {
      window.history.replaceState(null, '', before);
    }
  });
});
