/// <reference types="vite/client" />
/**
 * Smoke test of every story: each must render in jsdom without throwing, without an island error
 * fallback, and without axe violations. A broken story therefore fails `npm test`.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview.tsx';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ComponentType & { storyName?: string; play?: (context: { canvasElement: HTMLElement }) => Promise<void> };

const modules = import.meta.glob<StoryModule>(['../../stories/**/*.stories.tsx', '../../src/**/*.stories.tsx'], { eager: true });

// Before composing: the decorators of preview.tsx (store, providers, hosts) apply to every story.
const project = setProjectAnnotations(preview);
// Storybook's React setup: the play functions' waits and clicks run React's updates as Testing Library's do.
beforeAll(project.beforeAll);

afterEach(() => {
  cleanup();
});

async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    rules: {
      // jsdom has no layout, so contrast cannot be computed; the browser tests check it.
      'color-contrast': { enabled: false },
      // A story is a fragment, not a page: no landmarks, no main heading expected.
      region: { enabled: false },
      'page-has-heading-one': { enabled: false },
      'landmark-one-main': { enabled: false },
    },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const entries = Object.entries(modules);

it('finds the stories', () => {
  expect(entries.length).toBeGreaterThan(0);
});

for (const [path, module] of entries) {
  const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];
  describe(path.replace(/^(\.\.\/)+/, ''), () => {
    for (const [name, Story] of stories) {
      it(`${name} renders without errors and without axe violations`, async () => {
        const errors: unknown[] = [];
        const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
        try {
          const { container } = render(<Story />);
          // render() ran the effects; a story that settles later (a lazy part, a delayed spinner, a failed
          // load) waits for its final state in its play function, as Storybook's own a11y check does.
          await Story.play?.({ canvasElement: container });
          expect(document.querySelector('.vk-island-fallback'), 'an island fallback is shown').toBeNull();
          expect(errors, 'console.error was called').toEqual([]);
          expect(await axeViolations()).toEqual([]);
        } finally {
          consoleError.mockRestore();
        }
      });
    }
  });
}
