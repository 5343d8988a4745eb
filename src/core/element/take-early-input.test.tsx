import { act } from '@testing-library/react';
import { startTransition, useId, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createShopStore } from '../state/store.ts';
import { islandComponent } from './island.tsx';
import { EARLY_ATTRIBUTE, OPEN_DETAILS_ATTRIBUTE } from './prerendered.ts';
import { takeEarlyInput } from './take-early-input.ts';
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

/** What the loader does on a press of a button inside a server-rendered element. */
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
    mark(container.querySelector('button')!);

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

  it('counts a control changed and changed back as nothing', async () => {
    const container = serverRendered();
    const gift = control<HTMLInputElement>(container, 'gift');
    gift.checked = true;
    gift.checked = false;
    const unit = control<HTMLSelectElement>(container, 'unit');
    unit.value = 'flasche';
    unit.value = 'karton';

    await hydrateReplaying(container);

    expect(seen).toEqual([]);
    expect(unit.value).toBe('karton');
  });

  it('replays a quantity and a filter changed before the loader ran (nothing marked): compared with the server’s render', async () => {
    const container = serverRendered();
    const unit = control<HTMLSelectElement>(container, 'unit');
    const gift = control<HTMLInputElement>(container, 'gift');
    unit.value = 'flasche';
    gift.checked = true;

    await hydrateReplaying(container);

    expect(seen).toEqual(['unit flasche', 'gift true']);
    await act(async () => container.querySelector('button')!.click());
    expect(seen.at(-1)).toBe('add 1 flasche gift');
  });

  it('without a mark it replays nothing: a press after hydration is React’s own', async () => {
    const container = serverRendered();
    await hydrateReplaying(container);
    expect(seen).toEqual([]);
    await act(async () => control<HTMLInputElement>(container, 'gift').click());
    expect(seen).toEqual(['gift true']);
  });

  it('keeps a search term typed before hydration in React’s state, which the server’s value would replace', async () => {
    const search = <SearchBox />;
    const container = serverRendered(search);
    const field = control<HTMLInputElement>(container, 'Suche');
    field.value = 'Chasselas';

    await hydrateReplaying(container, search);

    expect(field.value).toBe('Chasselas');
    await act(async () => container.querySelector('button')!.click());
    expect(seen).toEqual(['search Chasselas']);
  });

  it('shows the server’s value while React hydrates, so a hydration React throws away and starts again still matches', async () => {
    // React sets a hydrated field's defaultValue to the value it renders, and on a busy phone may throw that render
    // away and start again: the typed term was taken before, and React never reads it as the server's.
    const container = serverRendered(<SearchBox />);
    const field = control<HTMLInputElement>(container, 'Suche');
    field.value = 'Chasselas';
    const replay = takeEarlyInput(container);
    expect([field.value, field.defaultValue]).toEqual(['Wein', 'Wein']);
    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(container, <SearchBox />, { onRecoverableError: (error) => seen.push(`mismatch ${String(error)}`) });
      });
      replay();
    });
    expect(field.value).toBe('Chasselas');
    expect(seen).toEqual([]);
  });
});

/** A search box as SearchField and SiteSearch have it: the term is React's state, the field shows it. */
function SearchBox() {
  const id = useId();
  const [term, setTerm] = useState('Wein');
  return (
    <form>
      <input id={`${id}-term`} aria-label="Suche" value={term} onChange={(event) => setTerm(event.target.value)} />
      <button type="button" onClick={() => seen.push(`search ${term}`)}>
        Suchen
      </button>
    </form>
  );
}

/**
 * A menu as the main navigation has it: a <details> that opens without script until hydrated, its summary then
 * opening the island's own panel; then a menu button in the same place. And a folded group, uncontrolled.
 */
function MenuBody() {
  const hydrated = useHydrated();
  const [panel, setPanel] = useState(false);
  return (
    <nav>
      {hydrated ? (
        <button type="button" aria-expanded={panel} onClick={() => setPanel(true)}>
          Menü
        </button>
      ) : (
        <details className="menu">
          <summary
            onClick={(event) => {
              event.preventDefault();
              seen.push('menu');
              setPanel(true);
            }}
          >
            Menü
          </summary>
        </details>
      )}
      {panel && <p role="dialog">Panel</p>}
      <details className="group" open>
        <summary>Weinart</summary>
        <input type="checkbox" aria-label="Rotwein" />
      </details>
    </nav>
  );
}

/** In an island, as the main navigation is: it flips useHydrated() in a transition after hydration (island.tsx). */
const store = createShopStore();
const Island = islandComponent({ tag: 'shop-test', attributes: {}, component: MenuBody }, { store: () => store });
const Menu = () => <Island />;

describe('takeEarlyInput: disclosures and focus', () => {
  /** The server's render of Menu as renderElement writes it: the group open (the element's OPEN_DETAILS_ATTRIBUTE). */
  function serverMenu(): HTMLElement {
    const container = serverRendered(<Menu />);
    container.setAttribute(OPEN_DETAILS_ATTRIBUTE, '1');
    return container;
  }

  it('a menu opened before hydration is the island’s open panel after it; a group folded stays folded', async () => {
    const errors: unknown[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const container = serverMenu();
      const menu = container.querySelector<HTMLDetailsElement>('details.menu')!;
      const group = container.querySelector<HTMLDetailsElement>('details.group')!;
      menu.open = true;
      group.open = false;

      await hydrateReplaying(container, <Menu />);

      expect(seen).toEqual(['menu']);
      expect(container.querySelector('[role="dialog"]')).not.toBeNull();
      expect(container.querySelector('button')!.getAttribute('aria-expanded')).toBe('true');
      expect(group.open).toBe(false);
      // No hydration warning: React hydrated the server's states (the replay changed them after).
      expect(errors).toEqual([]);
    } finally {
      console.error = error;
    }
  });

  it('a group the server rendered open and left so is nothing to replay', async () => {
    const container = serverMenu();
    await hydrateReplaying(container, <Menu />);
    expect(seen).toEqual([]);
    expect(container.querySelector<HTMLDetailsElement>('details.group')!.open).toBe(true);
  });

  it('the focus stays in place when the island’s render after hydration replaces the focused element', async () => {
    const container = serverMenu();
    container.querySelector<HTMLElement>('details.menu > summary')!.focus();

    await hydrateReplaying(container, <Menu />);

    expect(document.activeElement).toBe(container.querySelector('button'));
  });

  it('a card’s button pressed early and replaced keeps the focus in its card, though the render also removes controls above it', async () => {
    const container = serverRendered(<CardsIsland />);
    const first = container.querySelector<HTMLButtonElement>('.first button')!;
    first.focus();
    mark(first);

    await hydrateReplaying(container, <CardsIsland />);
    expect(seen).toEqual(['add']);
    await act(async () => answer());

    // Counted from the island's start, the place of "add" fell on the second card's "+" once the filters were gone.
    expect(container.querySelector('.filters')).toBeNull();
    expect(document.activeElement).toBe(container.querySelector('.first a'));
  });
});

/** Answers the add of CardsBody, as the server would. */
let answer = () => {};

/**
 * A list as the article list has it on a phone: filter controls the render after hydration moves out of the way
 * (into the modal panel), then cards whose "add" becomes a link once pressed.
 */
function CardsBody() {
  const hydrated = useHydrated();
  const [added, setAdded] = useState(false);
  return (
    <div>
      {!hydrated && (
        <div className="filters">
          <input type="checkbox" aria-label="Rotwein" />
          <input type="checkbox" aria-label="Weisswein" />
        </div>
      )}
      <article className="first">
        {added ? (
          <a href="/checkout/basket">Zum Warenkorb</a>
        ) : (
          <button
            type="button"
            onClick={() => {
              seen.push('add');
              // The button stays until the server answers, as "In den Warenkorb" does: long after hydration.
              void new Promise<void>((resolve) => (answer = resolve)).then(() => setAdded(true));
            }}
          >
            In den Warenkorb
          </button>
        )}
      </article>
      <article className="second">
        <button type="button">+</button>
        <button type="button">In den Warenkorb</button>
      </article>
    </div>
  );
}
const Cards = islandComponent({ tag: 'shop-test-cards', attributes: {}, component: CardsBody }, { store: () => store });
const CardsIsland = () => <Cards />;
