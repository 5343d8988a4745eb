import { act } from '@testing-library/react';
import { startTransition, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_ATTRIBUTE } from './prerendered.ts';
import { takeEarlyInput } from './replay-early-input.ts';
import { useHydrated } from './use-hydrated.ts';

/** What the form's handlers saw, in order: each change, and the state a press found. */
let seen: string[] = [];

/**
 * Controlled controls as the shop's islands have them, and a button that reads their state. Like them it renders
 * again right after hydration (useHydrated), which sets a select to React's value.
 */
function Order() {
  const hydrated = useHydrated();
  const [unit, setUnit] = useState('karton');
  const [gift, setGift] = useState(false);
  const [quantity, setQuantity] = useState('1');
  return (
    <form data-hydrated={hydrated}>
      <select
        aria-label="unit"
        value={unit}
        onChange={(event) => {
          seen.push(`unit ${event.target.value}`);
          setUnit(event.target.value);
        }}
      >
        <option value="flasche">Flasche</option>
        <option value="karton">Karton</option>
      </select>
      <input
        type="checkbox"
        aria-label="gift"
        checked={gift}
        onChange={(event) => {
          seen.push(`gift ${event.target.checked}`);
          setGift(event.target.checked);
        }}
      />
      <input
        aria-label="quantity"
        value={quantity}
        onChange={(event) => {
          seen.push(`quantity ${event.target.value}`);
          setQuantity(event.target.value);
        }}
      />
      <button type="button" onClick={() => seen.push(`add ${quantity} ${unit}${gift ? ' gift' : ''}`)}>
        add
      </button>
    </form>
  );
}

/** A checkbox alone, in an island that renders nothing again after hydration. */
function Gift() {
  const [gift, setGift] = useState(false);
  return (
    <input
      type="checkbox"
      aria-label="gift"
      checked={gift}
      onChange={(event) => {
        seen.push(`gift ${event.target.checked}`);
        setGift(event.target.checked);
      }}
    />
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  seen = [];
  document.body.innerHTML = '';
});

/** The server's markup on the page, before any script. */
function serverRendered(island = <Order />): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(island);
  document.body.append(container);
  return container;
}

const control = <T extends Element>(container: Element, label: string) => container.querySelector<T>(`[aria-label="${label}"]`)!;

/** What the loader does on a click or an input event inside a server-rendered element. */
const mark = (element: Element) => element.setAttribute(EARLY_ATTRIBUTE, '');

/** As the island renderer does: take, hydrate in a transition, replay. */
async function hydrateReplaying(container: HTMLElement, island = <Order />): Promise<void> {
  const replay = takeEarlyInput(container);
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, island, { onRecoverableError: (error) => seen.push(`mismatch ${String(error)}`) });
    });
    replay();
  });
}

describe('takeEarlyInput', () => {
  it('replays a select, a checkbox and a text changed before hydration once each, then the press, which sees them all', async () => {
    const container = serverRendered();
    const unit = control<HTMLSelectElement>(container, 'unit');
    const gift = control<HTMLInputElement>(container, 'gift');
    const quantity = control<HTMLInputElement>(container, 'quantity');
    unit.value = 'flasche';
    gift.checked = true;
    quantity.value = '3';
    for (const element of [unit, gift, quantity, container.querySelector('button')!]) mark(element);

    await hydrateReplaying(container);

    expect(seen).toEqual(['unit flasche', 'gift true', 'quantity 3', 'add 3 flasche gift']);
    expect([unit.value, gift.checked, quantity.value]).toEqual(['flasche', true, '3']);
    expect(container.querySelectorAll(`[${EARLY_ATTRIBUTE}]`)).toHaveLength(0);
  });

  it('ticks a checkbox ticked before hydration, though React hydrates the ticked box and renders nothing after', async () => {
    const container = serverRendered(<Gift />);
    const gift = control<HTMLInputElement>(container, 'gift');
    gift.checked = true;
    mark(gift);

    await hydrateReplaying(container, <Gift />);

    expect(seen).toEqual(['gift true']);
    expect(gift.checked).toBe(true);
  });

  it('counts a control changed and changed back as nothing, and leaves unmarked controls to React', async () => {
    const container = serverRendered();
    const gift = control<HTMLInputElement>(container, 'gift');
    gift.checked = true;
    gift.checked = false;
    mark(gift);
    mark(control(container, 'unit'));

    await hydrateReplaying(container);

    expect(seen).toEqual([]);
    expect(control<HTMLSelectElement>(container, 'unit').value).toBe('karton');
  });

  it('without a mark it replays nothing: a press after hydration is React’s own', async () => {
    const container = serverRendered();
    await hydrateReplaying(container);
    expect(seen).toEqual([]);
    await act(async () => control<HTMLInputElement>(container, 'gift').click());
    expect(seen).toEqual(['gift true']);
  });
});
