import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ShopProviders } from '../../../src/core/providers.tsx';
import { createShopStore } from '../../../src/core/state/store.ts';
import { QuantityInput, type QuantityInputProps } from '../../../src/core/ui/QuantityInput.tsx';

/** A parent that keeps the quantity, as the basket line does. */
function Controlled({
  initial,
  onChange,
  ...props
}: Partial<QuantityInputProps> & { initial: number; onChange: (quantity: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityInput
      {...props}
      value={value}
      onChange={(quantity) => {
        setValue(quantity);
        onChange(quantity);
      }}
    />
  );
}

function setup(initial = 2, props: Partial<QuantityInputProps> = {}) {
  const onChange = vi.fn();
  render(
    <ShopProviders store={createShopStore()}>
      <Controlled initial={initial} onChange={onChange} {...props} />
    </ShopProviders>,
  );
  return { onChange, input: screen.getByRole('spinbutton', { name: 'Menge' }), user: userEvent.setup() };
}

describe('QuantityInput', () => {
  it('ignores letters, typed or pasted', async () => {
    const { input, onChange, user } = setup(2);
    await user.type(input, 'a');
    expect(input).toHaveValue('2');
    await user.click(input);
    await user.paste('x5');
    expect(input).toHaveValue('2');
    await user.type(input, '-');
    expect(input).toHaveValue('2');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports digits at once', async () => {
    const { input, onChange, user } = setup(2);
    await user.type(input, '4');
    expect(input).toHaveValue('24');
    expect(onChange).toHaveBeenLastCalledWith(24);
  });

  it('treats a cleared field as 0, reported only on blur or Enter', async () => {
    const { input, onChange, user } = setup(3);
    await user.clear(input);
    expect(input).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(input).toHaveValue('0');
  });

  it('reports 0 on blur after clearing', async () => {
    const { input, onChange, user } = setup(3);
    await user.clear(input);
    await user.tab();
    expect(onChange).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('steps with + and −, and stops at 0', async () => {
    const { input, onChange, user } = setup(1);
    await user.click(screen.getByRole('button', { name: 'Menge erhöhen' }));
    expect(input).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Menge verringern' }));
    await user.click(screen.getByRole('button', { name: 'Menge verringern' }));
    expect(input).toHaveValue('0');
    expect(onChange.mock.calls).toEqual([[2], [1], [0]]);
    expect(screen.getByRole('button', { name: 'Menge verringern' })).toBeDisabled();
  });

  it('clamps to max', async () => {
    const { input, onChange, user } = setup(3, { max: 4 });
    await user.click(screen.getByRole('button', { name: 'Menge erhöhen' }));
    expect(screen.getByRole('button', { name: 'Menge erhöhen' })).toBeDisabled();
    await user.type(input, '9');
    expect(input).toHaveValue('4');
    expect(onChange).toHaveBeenLastCalledWith(4);
  });

  it('is a spinbutton that announces its value and bounds', async () => {
    const { input, user } = setup(2, { max: 12 });
    expect(input).toHaveAttribute('aria-valuenow', '2');
    expect(input).toHaveAttribute('aria-valuemin', '0');
    expect(input).toHaveAttribute('aria-valuemax', '12');
    await user.clear(input);
    expect(input).not.toHaveAttribute('aria-valuenow');
    await user.type(input, '7');
    expect(input).toHaveAttribute('aria-valuenow', '7');
  });

  it('has no upper bound unless a max is given', () => {
    const { input } = setup(2);
    expect(input).not.toHaveAttribute('aria-valuemax');
  });

  it('steps by 1 with ArrowUp and ArrowDown, not below 0', async () => {
    const { input, onChange, user } = setup(1);
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-valuenow', '2');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue('0');
    expect(onChange.mock.calls).toEqual([[2], [1], [0]]);
  });

  it('steps by 10 with PageUp and PageDown, within 0 and max', async () => {
    const { input, onChange, user } = setup(3, { max: 20 });
    await user.click(input);
    await user.keyboard('{PageUp}');
    expect(input).toHaveAttribute('aria-valuenow', '13');
    await user.keyboard('{PageUp}');
    expect(input).toHaveAttribute('aria-valuenow', '20');
    await user.keyboard('{PageDown}{PageDown}{PageDown}');
    expect(input).toHaveAttribute('aria-valuenow', '0');
    expect(onChange.mock.calls).toEqual([[13], [20], [10], [0]]);
  });

  it('goes to 0 with Home and to the max with End', async () => {
    const { input, onChange, user } = setup(3, { max: 4 });
    await user.click(input);
    await user.keyboard('{End}');
    expect(input).toHaveAttribute('aria-valuenow', '4');
    await user.keyboard('{Home}');
    expect(input).toHaveAttribute('aria-valuenow', '0');
    expect(onChange.mock.calls).toEqual([[4], [0]]);
  });

  it('leaves End to the caret when there is no max', async () => {
    const { input, onChange, user } = setup(3);
    await user.click(input);
    await user.keyboard('{End}');
    expect(input).toHaveAttribute('aria-valuenow', '3');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('can be disabled', () => {
    const { input } = setup(2, { disabled: true });
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Menge erhöhen' })).toBeDisabled();
  });

  it('takes a new value from outside', () => {
    const store = createShopStore();
    const { rerender } = render(
      <ShopProviders store={store}>
        <QuantityInput value={6} onChange={() => {}} label="Anzahl Flaschen" showLabel />
      </ShopProviders>,
    );
    rerender(
      <ShopProviders store={store}>
        <QuantityInput value={4} onChange={() => {}} label="Anzahl Flaschen" showLabel />
      </ShopProviders>,
    );
    expect(screen.getByRole('spinbutton', { name: 'Anzahl Flaschen' })).toHaveValue('4');
  });
});

describe('QuantityInput while the caller has not taken the value yet (debouncing)', () => {
  it('keeps what was typed and reports every change once', async () => {
    const onChange = vi.fn();
    render(
      <ShopProviders store={createShopStore()}>
        <QuantityInput value={2} onChange={onChange} />
      </ShopProviders>,
    );
    const user = userEvent.setup();
    const input = screen.getByRole('spinbutton', { name: 'Menge' });
    await user.type(input, '5');
    expect(input).toHaveValue('25');
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('2');
    expect(onChange.mock.calls).toEqual([[25], [2]]);
  });
});
