import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { axeViolations } from '../support/axe.ts';
import type { Browser, EngineName } from '../engines/driver.ts';
import type { LayoutFinding } from '../engines/in-page.ts';
import type { DemoPage, Visitor } from './pages.ts';

/** One load of one page: what every per-page check gets. */
export interface Load {
  engine: EngineName;
  visitor: Visitor;
  width: number;
  page: DemoPage;
  path: string;
  /** engine-neutral: layout, dialogs, screenshots in every engine */
  browser: Browser;
  /** Chromium only: the Playwright page and the document's response */
  chromium?: { page: Page; response: Response | null };
  /** Records a finding: `check` names it (the known-defects list matches layout findings by it). */
  report(check: string, detail: string): void;
}

/**
 * A check that runs on every load it `applies` to. The page pass runs them in this order on one load,
 * before the page's open state; a new check is one entry here (ARCHITECTURE.md §7 "The page pass").
 */
export interface PageCheck {
  name: string;
  applies(load: Load): boolean;
  run(load: Load): Promise<void>;
}

/** The widths a person looks through the screenshots at; axe runs there too. */
export const SHOT_WIDTHS = [375, 1440];
const SHOTS = join(process.cwd(), 'screenshots', 'pages');

export function screenshotPath(load: Pick<Load, 'engine' | 'visitor' | 'width'>, name: string): string {
  const dir = join(SHOTS, load.engine);
  mkdirSync(dir, { recursive: true });
  return join(dir, `${load.visitor}-${name}-${load.width}.png`);
}

/** Layout findings (engines/in-page.ts) as the sweep reports them. */
export async function reportLayout(load: Load, where = ''): Promise<void> {
  // A dialog the page opens by itself after a fetch (the guest checkout's delivery address) may still be sliding
  // in: measured then, its box is the animation's, 12 px lower and scaled (failed a CI run at 320 px).
  await load.browser.until(() => vkAnimationsEnded(), null, 'animations ended before measuring');
  const findings: LayoutFinding[] = await load.browser.evaluate(() => vkLayout(), null);
  for (const finding of findings) load.report(`layout:${finding.check}`, `${where}${finding.detail}`);
}

export const PAGE_CHECKS: readonly PageCheck[] = [
  {
    // ARCHITECTURE.md §6 routes: every page answers (a redirect ends on a page that does).
    name: 'answers',
    applies: (load) => load.chromium !== undefined,
    run: async ({ chromium, report }) => {
      const status = chromium?.response?.status() ?? 0;
      if (status >= 400 || status === 0) report('status', `answered ${status}`);
    },
  },
  {
    // Every page has the server-rendered header (most have content elements too): the page hydrates, not renders.
    name: 'server-rendered header',
    applies: (load) => load.chromium !== undefined,
    run: async ({ chromium, report }) => {
      const html = (await chromium?.response?.text()) ?? '';
      if (!/<shop-header [^>]*prerendered[=>]/.test(html)) report('server-render', 'the HTML has no server-rendered <shop-header>');
    },
  },
  {
    // DESIGN §7 layout sweep: no sideways scrolling, controls on screen and apart, dialogs fit, sliders per spec §2.
    name: 'layout',
    applies: () => true,
    run: (load) => reportLayout(load),
  },
  {
    // WCAG 2.1 A and AA, at the phone and desktop widths, for the visitors who see different pages.
    name: 'axe',
    applies: (load) => load.chromium !== undefined && SHOT_WIDTHS.includes(load.width) && load.visitor !== 'company',
    run: async ({ chromium, report }) => {
      for (const violation of await axeViolations(chromium!.page))
        report(
          'axe',
          `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
    },
  },
  {
    // The server renders what it knows of the visitor; the browser knows the basket and shows it only after
    // hydration (useClientValue): the article's basket line is there, and no hydration warning came before it.
    name: 'client-only state after hydration',
    applies: (load) => load.chromium !== undefined && load.page.name === 'detail',
    run: async ({ chromium }) => {
      await chromium!.page.locator('shop-article-detail .vk-add-to-basket__status').waitFor();
    },
  },
  {
    name: 'screenshot',
    applies: (load) => SHOT_WIDTHS.includes(load.width),
    run: (load) => load.browser.screenshot(screenshotPath(load, load.page.name)),
  },
];
