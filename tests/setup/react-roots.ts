import type * as ReactDomClient from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler';
import { afterAll, vi } from 'vitest';

/**
 * The islands' and the page setup's React roots (src/core/element/) outlive a test: the page setup's root is not
 * in any element a test removes, and a render started outside act commits in one of React's scheduler tasks. Such
 * a task that runs after the file's jsdom is gone reads `window` and fails the whole run with an unhandled
 * "window is not defined" (a clean-clone CI run, twice). So each file ends by unmounting every root its code
 * created, inside act, and then waits until React's scheduler has run what it still held.
 */
const live = vi.hoisted(() => new Set<{ unmount(): void }>());

vi.mock('react-dom/client', async (importOriginal) => {
  const client = await importOriginal<typeof ReactDomClient>();
  const tracked = <R extends Root>(root: R): R => {
    live.add(root);
    const unmount = root.unmount.bind(root);
    root.unmount = () => {
      live.delete(root);
      unmount();
    };
    return root;
  };
  return {
    ...client,
    createRoot: (...args: Parameters<typeof client.createRoot>) => tracked(client.createRoot(...args)),
    hydrateRoot: (...args: Parameters<typeof client.hydrateRoot>) => tracked(client.hydrateRoot(...args)),
  };
});

// A file in the node environment renders nothing (tests/setup/jsdom.ts).
if (typeof document !== 'undefined') {
  const { act } = await import('@testing-library/react');
  afterAll(async () => {
    for (const root of [...live]) {
      try {
        act(() => root.unmount());
      } catch {
        // The test emptied the page under a portal (the toast and dialog hosts render into <body>): nothing left to remove.
      }
    }
    // Idle priority: it runs once the scheduler holds nothing more urgent, i.e. after every task React left.
    await new Promise<void>((resolve) => unstable_scheduleCallback(unstable_IdlePriority, () => resolve()));
  });
}
