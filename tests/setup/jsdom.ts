/// <reference types="@testing-library/jest-dom/vitest" />
import { afterEach, expect, vi } from 'vitest';
import { loadAllMessages } from '../../src/i18n/load-all-messages.ts';

// Components render here without their define.ts, which would load their texts.
loadAllMessages();

// A file in the node environment (`// @vitest-environment node`: the demo API, formats, contracts) renders nothing
// into a DOM: it skips Testing Library and the DOM matchers, whose imports every test file would otherwise pay.
const inDom = typeof document !== 'undefined';
const cleanup = inDom ? (await import('@testing-library/react')).cleanup : undefined;
if (inDom) {
  const { default: _, ...matchers } = await import('@testing-library/jest-dom/matchers');
  expect.extend(matchers);
}

// Every test starts from real timers and the real fetch (the demo API helper and fault tests stub it).
afterEach(() => {
  cleanup?.();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
