import type { Locator } from 'playwright-core';

/**
 * Scrolls the element to the middle of the view and waits until it stays put there. The list's cards out of view
 * skip layout (content-visibility) until they come near: the first frame after a jump gives them their real height,
 * and what is below them moves (the pager by 20–130 px). Playwright's click checks that its target stands still
 * before it scrolls, not after: a click aimed in between landed beside the pager once on a busy machine.
 */
export async function scrollToSettled(target: Locator): Promise<void> {
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  // Playwright's own check (the same box in two animation frames), which also runs where the page's scripts are off.
  const handle = await target.elementHandle();
  await handle!.waitForElementState('stable');
  await handle!.dispose();
}
