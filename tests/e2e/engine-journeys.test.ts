import { withEngines } from './engines/engines.ts';
import { mainJourneys } from './journeys/main-journeys.ts';

/** The main journeys in Chromium (tests/e2e/journeys/main-journeys.ts); firefox.test.ts and webkit.test.ts run them too. */
mainJourneys('chromium', withEngines());
