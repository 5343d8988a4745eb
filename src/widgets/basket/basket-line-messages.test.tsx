import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { basketAtom } from '../../core/basket/atoms.ts';
import { AddToBasket } from '../add-to-basket/index.ts';
import { Basket } from './index.ts';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';
import { artikelFromDemo, basketFromDemo, fillBasket } from '../../../tests/helpers/demo-basket.ts';

let demo: DemoApi;

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  demo = await startDemoApi();
});

async function renderBasket() {
  const initial = await basketFromDemo(demo);
  const view = renderWithShop(<Basket initial={initial} />, { store: demo.store });
  return { initial, ...view, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

const lines = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const lineOf = (name: RegExp) => screen.getByRole('heading', { name, level: 3 }).closest('li') as HTMLElement;

describe('basket lines say what the shopper pays and what changed', () => {
  it('a promotion line shows the unit price paid, the list price it replaces and the saving in words', async () => {
    // 1003: promotion −20 % on CHF 28.00, i.e. CHF 22.40 a bottle (the detail page's price).
    await fillBasket(demo, [{ artikelId: 1003, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 5 }]);
    await renderBasket();
    const line = lineOf(/Merlot del Ticino/);
    expect(within(line).getByText('CHF 22.40')).toBeInTheDocument();
    expect(within(line).getByText('statt CHF 28.00')).toBeInTheDocument();
    expect(within(line).getByText('Aktion −20 %: Sie sparen CHF 28.00')).toBeInTheDocument();
    expect(line.textContent).not.toContain('CHF -28.00');
    expect(within(line).getByText('CHF 112.00')).toBeInTheDocument();
  });

  it('a unit switch keeps the line in its place and the toast says what the quantity now means', async () => {
    await fillBasket(demo, [
      { artikelId: 1001, bestelleinheit: 'Grossgebinde', mengeBestelleinheit: 10 },
      { artikelId: 1006, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 3 },
    ]);
    const { user } = await renderBasket();
    const order = lines();
    expect(order[0]).toMatch(/Dézaley/);
    await user.selectOptions(within(lineOf(/Dézaley/)).getByRole('combobox', { name: 'Bestelleinheit' }), 'Abfuellung');
    expect(
      await screen.findByText('Bestelleinheit geändert: jetzt 10 × Flasche 75 cl (10 Flaschen) statt 10 × 6er-Karton (60 Flaschen).'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(lineOf(/Dézaley/)).getByRole('combobox', { name: 'Bestelleinheit' })).toHaveValue('Abfuellung'));
    expect(lines()).toEqual(order);
  });

  it('fewer bottles in stock than one carton: the line is offered in bottles with what is available, not removed', async () => {
    // 1005 has 4 bottles in stock; the shopper asks for 2 × 6er-Karton.
    const artikel = await artikelFromDemo(demo, 1005);
    expect(artikel.bestelleinheitGrossgebinde).not.toBeNull();
    renderWithShop(<AddToBasket artikel={artikel} />, { store: demo.store });
    await waitFor(() => expect(demo.store.get(basketAtom)).not.toBeNull());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bestelleinheit' }), 'Grossgebinde');
    await user.clear(screen.getByRole('spinbutton', { name: 'Menge' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Menge' }), '2');
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hinweis zum Warenkorb' });
    expect(
      within(dialog).getByText(
        /nur noch 4 Flaschen verfügbar, weniger als ein 6er-Karton\. Die Position wurde auf 4 × Flasche 75 cl umgestellt\./,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/entfernt/)).toBeNull();
    const line = demo.store.get(basketAtom)!.items.find((item) => item.artikelId === 1005);
    expect(line).toMatchObject({ bestelleinheit: 'Abfuellung', mengeBestelleinheit: 4 });
    // The control follows the line the back office made.
    expect(screen.getByRole('combobox', { name: 'Bestelleinheit' })).toHaveValue('Abfuellung');
    expect(screen.getByRole('spinbutton', { name: 'Menge' })).toHaveValue('4');
    expect(screen.getByText('Im Warenkorb')).toBeInTheDocument();
    expect(screen.getByText('Der Artikel wurde in den Warenkorb gelegt.')).toBeInTheDocument();
  });
});
