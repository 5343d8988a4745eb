import { act } from '@testing-library/react';
import { startTransition, useId, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { typedBeforeHydration } from './use-hydrated.ts';

function SearchBox() {
  const id = useId();
  const [term, setTerm] = useState(() => typedBeforeHydration(`${id}-term`) ?? 'Wein');
  return <input id={`${id}-term`} aria-label="Suche" value={term} onChange={(event) => setTerm(event.target.value)} />;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** The server's search box, with `typed` in it as a shopper typed it before the scripts ran. */
function serverBox(typed?: string): HTMLInputElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SearchBox />);
  document.body.append(container);
  const field = container.querySelector('input')!;
  if (typed !== undefined) field.value = typed;
  return field;
}

function hydrate(field: HTMLInputElement) {
  act(() => startTransition(() => void (root = hydrateRoot(field.parentElement!, <SearchBox />))));
}

describe('typedBeforeHydration', () => {
  it('keeps the term typed before the scripts, and the field shows it after hydration', () => {
    const field = serverBox('Chasselas');
    hydrate(field);
    expect(field.value).toBe('Chasselas');
  });

  it('still finds the typed term when React hydrates the field, throws that render away and starts again', () => {
    // React sets a hydrated field's defaultValue to the value it renders in the first try (a busy phone: an
    // interrupted render is thrown away), so the second try finds value and defaultValue alike.
    const field = serverBox('Chasselas');
    expect(typedBeforeHydration(field.id)).toBe('Chasselas');
    field.defaultValue = field.value;
    expect(typedBeforeHydration(field.id)).toBe('Chasselas');
  });

  it('is null for a field the shopper left as the server wrote it', () => {
    const field = serverBox();
    expect(typedBeforeHydration(field.id)).toBeNull();
    hydrate(field);
    expect(field.value).toBe('Wein');
  });
});
