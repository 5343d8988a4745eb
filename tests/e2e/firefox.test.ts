import { withEngines } from './engines/engines.ts';
import { mainJourneys } from './journeys/main-journeys.ts';
import { pagePass } from './sweep/pass.ts';

/**
 * Everything the suite checks in Firefox, in one file so that the run starts Firefox once (the `e2e-engines` project,
 * beside the Chromium files): the page pass (tests/e2e/sweep/pass.ts) and the main journeys.
 */
const engines = withEngines();
pagePass('firefox', engines);
mainJourneys('firefox', engines);
