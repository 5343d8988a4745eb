import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShopProviders } from '../../../src/core/providers.tsx';
import { createShopStore } from '../../../src/core/state/store.ts';
import { Pager, type PagerProps } from '../../../src/core/ui/Pager.tsx';

function renderPager(props: Partial<PagerProps> = {}) {
  return render(
    <ShopProviders store={createShopStore()}>
      <Pager page={1} pageSize={10} totalRecordCount={300} {...props} />
    </ShopProviders>,
  );
}

function pageNumbers(): number[] {
  const nav = screen.getByRole('navigation', { name: 'Seitennavigation' });
  return within(nav)
    .getAllByRole('button', { name: /^Seite \d+$/ })
    .map((button) => Number(button.textContent));
}

describe('Pager', () => {
  it.each([
    [1, [1, 10]],
    [6, [1, 10]],
    [7, [2, 11]],
    [20, [15, 24]],
  ])('page %i of 30 shows the window %j', (page, [from, to]) => {
    renderPager({ page });
    const numbers = pageNumbers();
    expect(numbers).toHaveLength(10);
    expect(numbers[0]).toBe(from);
    expect(numbers.at(-1)).toBe(to);
    expect(screen.getByRole('button', { name: `Seite ${page}` })).toHaveAttribute('aria-current', 'page');
  });

  it('is hidden when everything fits on one page', () => {
    renderPager({ totalRecordCount: 10, pageSize: 10 });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('offers previous and next except at the ends, and reports the chosen page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { unmount } = renderPager({ page: 1, onPageChange });
    expect(screen.queryByRole('button', { name: 'Vorherige Seite' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    await user.click(screen.getByRole('button', { name: 'Seite 4' }));
    expect(onPageChange.mock.calls).toEqual([[2], [4]]);
    unmount();

    renderPager({ page: 30, onPageChange });
    expect(screen.queryByRole('button', { name: 'Nächste Seite' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vorherige Seite' }));
    expect(onPageChange).toHaveBeenLastCalledWith(29);
  });

  it('renders real links with hrefForPage; a plain click still goes through onPageChange', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderPager({ page: 7, onPageChange, hrefForPage: (page) => `/shop?page=${page}` });
    const link = screen.getByRole('link', { name: 'Seite 8' });
    expect(link).toHaveAttribute('href', '/shop?page=8');
    expect(screen.getByRole('link', { name: 'Seite 7' })).toHaveAttribute('aria-current', 'page');
    await user.click(link);
    expect(onPageChange).toHaveBeenCalledWith(8);
  });
});
