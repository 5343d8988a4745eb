import { render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { islandComponent } from '../../src/core/element/island.tsx';
import { createShopStore } from '../../src/core/state/store.ts';

afterEach(() => vi.restoreAllMocks());

/**
 * Issue 23: with a second React in an app's bundle, the hooks of the island's own providers fail ("Invalid hook
 * call") before the component renders. The element must still say something: the German notice, never nothing.
 */
describe('an island whose hooks fail', () => {
  it('shows the German fallback notice when the providers around the widget throw', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Island = islandComponent(
      { tag: 'shop-test', attributes: { label: v.optional(v.string(), '') }, component: () => <p>Widget</p> },
      {
        store: () => createShopStore(),
        setUp: () => {
          throw new Error('Invalid hook call. Hooks can only be called inside of the body of a function component.');
        },
      },
    );
    render(<Island label="x" />);
    expect(screen.getByRole('alert').textContent).toBe('Dieser Bereich kann zurzeit nicht angezeigt werden.');
    expect(screen.queryByText('Widget')).toBeNull();
  });
});
