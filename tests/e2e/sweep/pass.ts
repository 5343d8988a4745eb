import { describe, expect, it } from 'vitest';
import { type Browser, type EngineName, type Viewport } from '../engines/driver.ts';
import type { ChromiumDriver } from '../engines/chromium-driver.ts';
import type { withEngines } from '../engines/engines.ts';
import { logInAs } from '../engines/log-in.ts';
import { PAGE_CHECKS, reportLayout, screenshotPath, type Load } from './checks.ts';
import { KNOWN_DEFECTS } from './known-defects.ts';
import { DEMO_PAGES, VISITOR_LOGIN, type DemoPage, type Visitor } from './pages.ts';
import { checkWithoutJavaScript, followLinksWithoutJavaScript } from './without-javascript.ts';

/**
 * The page pass (issue 31), registered by one test file per engine (tests/e2e/page-pass.test.ts for Chromium,
 * firefox.test.ts and webkit.test.ts): every demo page of the catalogue (sweep/pages.ts), for each kind of visitor, loaded
 * ONCE per width and engine; every per-page check (sweep/checks.ts) runs on that load: the answer, the
 * server-rendered header and hydration without a warning, console errors, the layout sweep (issue 21), axe, the
 * screenshot (screenshots/pages/<engine>/), then the page's open state (a dialog). In Chromium each visitor then
 * browses the same pages with JavaScript off (issue 25). It replaces pages, layout-sweep, hydration-visitors and
 * without-javascript (see ARCHITECTURE.md §7 for what became of each of their checks).
 */
const VIEWPORTS: Record<number, Viewport> = {
  320: { width: 320, height: 640 },
  375: { width: 375, height: 812 },
  768: { width: 768, height: 1024 },
  1024: { width: 1024, height: 768 },
  1280: { width: 1280, height: 800 },
  1440: { width: 1440, height: 900 },
  1920: { width: 1920, height: 1080 },
};
/** The layout sweep's widths per engine; a page outside the sweep loads in Chromium at 1440 px (and 375 px). */
const SWEEP_WIDTHS: Record<EngineName, readonly number[]> = {
  chromium: [320, 375, 768, 1024, 1280, 1440, 1920],
  firefox: [375, 1440],
  webkit: [375, 1440],
};
const VISITORS: Record<EngineName, readonly Visitor[]> = {
  chromium: ['guest', 'customer', 'company'],
  firefox: ['guest', 'customer'],
  webkit: ['guest', 'customer'],
};

/** `PAGE_PASS_PAGES=home,checkout` narrows the pass down to these pages (while working on them). */
const ONLY = process.env.PAGE_PASS_PAGES?.split(',');

function widthsOf(engine: EngineName, visitor: Visitor, page: DemoPage): readonly number[] {
  if (!page.visitors.includes(visitor) || (ONLY && !ONLY.includes(page.name))) return [];
  if (page.sweep?.includes(visitor)) return SWEEP_WIDTHS[engine];
  if (engine !== 'chromium') return [];
  return page.phone ? [375, 1440] : [1440];
}

/** The article every visitor has in the basket: the basket and checkout pages then have a line. */
const BASKET_ARTICLE = '/shop/1001-dezaley-grand-cru';

interface Session {
  visitor: Visitor;
  paths: Map<string, string>;
  /** Chromium: console errors and warnings, failed requests (a warning is a defect a developer sees on every page). */
  messages: string[];
}

async function fillBasket(browser: Browser): Promise<void> {
  await browser.goto(BASKET_ARTICLE);
  // The demo customer's basket lives on the server: an earlier engine filled it.
  const count = await browser.evaluate(() => document.querySelector('.vk-basket-badge')?.getAttribute('data-count'), null);
  if (count && count !== '0') return;
  await browser.click({ role: 'button', name: 'In den Warenkorb', within: { css: '.vk-detail__summary' } });
  await browser.waitFor({ text: 'Der Artikel wurde in den Warenkorb gelegt.' });
}

async function startSession(browser: Browser, visitor: Visitor, width: number): Promise<Session> {
  await browser.driver.newVisitor(VIEWPORTS[width]!);
  const messages: string[] = [];
  if (browser.engine === 'chromium') {
    const page = (browser.driver as ChromiumDriver).playwrightPage;
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'warning' || (message.type() === 'error' && !text.startsWith('Failed to load resource')))
        messages.push(`console ${message.type()}: ${text}`);
    });
    page.on('pageerror', (error) => messages.push(`page error: ${String(error)}`));
    // Console messages about failed loads do not name the URL; these do.
    page.on('response', (response) => {
      if (response.status() >= 400) messages.push(`${response.status()} ${response.url()}`);
    });
  }
  if (visitor !== 'guest') await logInAs(browser, VISITOR_LOGIN[visitor]);
  await fillBasket(browser);
  const paths = new Map<string, string>();
  for (const page of DEMO_PAGES)
    if (page.visitors.includes(visitor)) paths.set(page.name, typeof page.path === 'string' ? page.path : await page.path(browser));
  messages.length = 0;
  return { visitor, paths, messages };
}

/** The page as it comes to rest without a user: every element hydrated, sliders filled, images in view loaded, animations ended. */
async function atRest(browser: Browser): Promise<void> {
  await browser.until(
    () =>
      document.querySelectorAll('[prerendered]').length === 0 &&
      [...document.querySelectorAll('shop-article-slider')].every(
        (slider) => slider.querySelector('.vk-slider__item, .vk-slider__empty') !== null || slider.getBoundingClientRect().height === 0,
      ) &&
      vkAnimationsEnded(),
    null,
    'hydrated, sliders filled and animations ended',
  );
  // Images in view change the layout as they arrive; one that never loads (lazy, hidden in a slide) must not hold the pass up.
  await browser
    .until(
      () =>
        [...document.images].every((image) => {
          const rect = image.getBoundingClientRect();
          return (
            image.complete || rect.bottom < 0 || rect.top > innerHeight || rect.right < 0 || rect.left > innerWidth || rect.width === 0
          );
        }),
      null,
      'images in view',
      5000,
    )
    .catch(() => undefined);
}

type Findings = Map<string, string[]>;

/** Loads one page once and runs every check on it, then its open state. */
async function loadAndCheck(browser: Browser, session: Session, page: DemoPage, width: number, findings: Findings): Promise<void> {
  const path = session.paths.get(page.name)!;
  const loadStarted = Date.now();
  let chromium: Load['chromium'];
  if (browser.engine === 'chromium') {
    const playwright = (browser.driver as ChromiumDriver).playwrightPage;
    const response = await playwright.goto(new URL(path, playwright.url()).href);
    await browser.settled();
    chromium = { page: playwright, response };
  } else await browser.goto(path);
  await atRest(browser);
  if (process.env.PAGE_PASS_LOG)
    console.info(`${browser.engine} ${session.visitor} ${page.name} @ ${width}: load ${Date.now() - loadStarted} ms`);
  const load: Load = {
    engine: browser.engine,
    visitor: session.visitor,
    width,
    page,
    path,
    browser,
    chromium,
    report: (check, detail) => {
      const key = `${page.name} @ ${width} px: ${check}`;
      findings.set(key, [...(findings.get(key) ?? []), detail]);
    },
  };
  for (const check of PAGE_CHECKS) {
    if (!check.applies(load)) continue;
    const started = Date.now();
    await check.run(load);
    if (process.env.PAGE_PASS_LOG)
      console.info(`${load.engine} ${load.visitor} ${page.name} @ ${width}: ${check.name} ${Date.now() - started} ms`);
  }
  if (page.open && (await page.open.run(browser))) {
    await reportLayout(load, `${page.open.name}: `);
    if ([375, 1440].includes(width)) await browser.screenshot(screenshotPath(load, `${page.name}-${page.open.name}`), true);
  }
  // Hydration warnings come late (React hydrates in transitions): by now every check above has run on the page.
  for (const message of session.messages.splice(0)) load.report('console', message);
}

const layoutKey = (page: string, width: number, check: string) => `${page} @ ${width} px: layout:${check}`;

/** Findings not on the known-defects list, and listed defects that are gone. */
function compare(
  engine: EngineName,
  width: number,
  pages: readonly DemoPage[],
  found: Findings,
): { unexpected: string[]; fixed: string[] } {
  const listed = new Set<string>();
  const intermittent = new Set<string>();
  for (const defect of KNOWN_DEFECTS)
    if (defect.engines.includes(engine) && defect.widths.includes(width) && pages.some((page) => page.name === defect.page))
      (defect.intermittent ? intermittent : listed).add(layoutKey(defect.page, width, defect.check));
  const unexpected = [...found]
    .filter(([name]) => !listed.has(name) && !intermittent.has(name))
    .map(([name, details]) => `${name} — ${details.slice(0, 3).join('; ')}${details.length > 3 ? ` (+${details.length - 3})` : ''}`);
  const fixed = [...listed]
    .filter((name) => !found.has(name))
    .map((name) => `${name} no longer occurs: remove it from tests/e2e/sweep/known-defects.ts`);
  return { unexpected, fixed };
}

export function pagePass(engine: EngineName, engines: ReturnType<typeof withEngines>): void {
  describe(`the page pass in ${engine}`, () => {
    let session: Session | undefined;

    for (const visitor of VISITORS[engine]) {
      const widths = [...new Set(DEMO_PAGES.flatMap((page) => widthsOf(engine, visitor, page)))].sort((a, b) => a - b);
      for (const width of widths) {
        const pages = DEMO_PAGES.filter((page) => widthsOf(engine, visitor, page).includes(width));
        it(
          `${visitor} at ${width} px: ${pages.map((page) => page.name).join(', ')}`,
          // The first test of a visitor also starts the browser and the session (log in, fill the basket).
          { timeout: 180_000 + pages.length * 30_000 },
          async () => {
            const browser = await engines.browser(engine);
            if (session?.visitor !== visitor) session = await startSession(browser, visitor, width);
            await browser.driver.setViewport(VIEWPORTS[width]!);
            const findings: Findings = new Map();
            for (const page of pages) await loadAndCheck(browser, session, page, width, findings);
            expect(compare(engine, width, pages, findings)).toEqual({ unexpected: [], fixed: [] });
          },
        );
      }

      if (engine === 'chromium') {
        // Every link of every page is requested once (the links answer): a few hundred requests.
        it(`${visitor} without JavaScript: the main content shows and the links work`, { timeout: 600_000 }, async () => {
          const browser = await engines.browser(engine);
          if (session?.visitor !== visitor) session = await startSession(browser, visitor, 1440);
          const page = (browser.driver as ChromiumDriver).playwrightPage;
          const pages = DEMO_PAGES.filter(
            (entry) => entry.shows && entry.visitors.includes(visitor) && (!ONLY || ONLY.includes(entry.name)),
          );
          await checkWithoutJavaScript(page, engines.shop().url, pages, session.paths, visitor);
        });
      }
    }

    if (engine === 'chromium') {
      it('answers an unknown path with a 404 page in the layout', async () => {
        const page = ((await engines.browser(engine)).driver as ChromiumDriver).playwrightPage;
        const response = await page.goto(`${engines.shop().url}/gibt-es-nicht`);
        expect(response?.status()).toBe(404);
        expect(await page.locator('main').textContent()).toBeTruthy();
      });

      it('following links needs no script: from the list to an article and on to the list’s second page', async () => {
        const browser = await engines.browser(engine);
        await followLinksWithoutJavaScript((browser.driver as ChromiumDriver).playwrightPage, engines.shop().url);
      });
    }
  });
}
