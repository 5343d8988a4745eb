import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page (WCAG 2.x A and AA) and returns the violations, readable in a failed assertion. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Contrast is judged on what stays on screen: a toast still fading in or out has a blend of colours for a
  // moment, so finite animations (toasts, dialogs) are let finish first (at most 2 s).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      null,
      { timeout: 2000 },
    )
    .catch(() => undefined);
  // Evaluated through the debugging protocol, not as an inline <script>: the demo's CSP refuses those.
  await page.evaluate(`${axeSource}\n;0`);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target })) }));
  });
}
