// Apart from browser.ts, which needs the test runner: the benches launch Chromium with these too.
/** Flags without which headless Chromium stalls on a closed network (ARCHITECTURE.md §7). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
