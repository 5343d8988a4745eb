/// <reference types="@testing-library/jest-dom/vitest" />
import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { loadAllMessages } from '../../src/i18n/load-all-messages.ts';

// Components render here without their define.ts, which would load their texts.
loadAllMessages();

expect.extend(matchers);

// Every test starts from real timers and the real fetch (the demo API helper and fault tests stub it).
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
