import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { setNavigator } from '../../src/core/state/navigation.ts';
import { startDemoApi, type DemoApi } from './demo-api.ts';

/** What the account elements' tests share: a fresh demo with its customer logged in, a clock and a recorded navigator. */
export interface LoggedInCustomer {
  /** The demo of the running test (a new one before each test). */
  readonly demo: DemoApi;
  /** The demo back end's "now"; a test may move it. */
  clock: { now: Date };
  /** The page navigation the elements ask for (login redirects, reloads), recorded instead of performed. */
  navigation: { assign: Mock<(url: string) => void>; reload: Mock<() => void> };
  /** The requests so far whose path contains `path`. */
  calls(path: string): DemoApi['requests'];
}

/**
 * Registers the hooks of an account element's test file: before each test the demo starts with 60 articles at
 * `start`, the demo customer logs in and the navigator is recorded; after it, real timers and the address are
 * restored. Call it once at the top of the file.
 */
export function loggedInCustomer(start = '2026-11-23T09:00:00Z'): LoggedInCustomer {
  let demo: DemoApi | undefined;
  const clock = { now: new Date(start) };
  const navigation = { assign: vi.fn<(url: string) => void>(), reload: vi.fn<() => void>() };
  const customer: LoggedInCustomer = {
    get demo() {
      if (!demo) throw new Error('loggedInCustomer(): the demo starts before each test, read it inside one');
      return demo;
    },
    clock,
    navigation,
    calls: (path) => customer.demo.requests.filter((request) => request.path.includes(path)),
  };
  beforeEach(async () => {
    clock.now = new Date(start);
    demo = await startDemoApi({ articles: 60, now: () => new Date(clock.now) });
    await demo.login();
    navigation.assign.mockReset();
    navigation.reload.mockReset();
    setNavigator(demo.store, navigation);
  });
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });
  return customer;
}
