import { withEngines } from './engines/engines.ts';
import { pagePass } from './sweep/pass.ts';

/**
 * The page pass in Chromium (tests/e2e/sweep/pass.ts; ARCHITECTURE.md §7 "The page pass"): every demo page of
 * the catalogue loaded once per visitor and width, every per-page check on that load. Firefox and WebKit run the
 * same pass in firefox.test.ts and webkit.test.ts, in the `e2e-engines` project, beside this one.
 */
pagePass('chromium', withEngines());
