import { waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidget } from '../../src/core/element/define-widget.tsx';

afterEach(() => vi.restoreAllMocks());

/**
 * Issue 23: a React app in development (Vite's dev server) runs React's development build, which reports a
 * root rendered during another render. The first element on a page sets the page up (toast and dialog host
 * in their own root): that must happen outside React's render, so an app's console stays clean.
 */
describe('the first element of a page', () => {
  it('sets the page up without rendering a root during a render (no React warning)', async () => {
    const errors = vi.spyOn(console, 'error');
    defineWidget({
      tag: 'shop-setup-probe',
      attributes: { label: v.optional(v.string(), '') },
      component: ({ label }) => <p>Probe {label}</p>,
    });
    const element = document.createElement('shop-setup-probe');
    element.setAttribute('label', 'eins');
    document.body.append(element);
    await waitFor(() => expect(element.textContent).toBe('Probe eins'));
    await waitFor(() => expect(document.querySelector('.vk-host')).not.toBeNull());
    expect(
      errors.mock.calls
        .map((call) => String(call[0]))
        .filter((message) => /nested component updates from render|while rendering a different component/.test(message)),
    ).toEqual([]);
  });
});
