/** What the shopper can do to take over a scroll; after any of them we leave the page where it is. */
const USER_SCROLL_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Where focus goes at the top: the page's main landmark (the skip link's target), made focusable
 * for script only, so the next Tab continues from the start of the content.
 */
export function focusTargetAtTop(doc: Document = document): HTMLElement {
  const main = doc.querySelector<HTMLElement>('main, [role="main"]');
  if (!main) return doc.body;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  return main;
}

/**
 * Brings the page to the top without depending on the button that asked for it. Focus leaves the
 * button first: in Chromium a focused element that gets hidden mid-way (the button hides below 40 %)
 * cancels a running smooth scroll. If the smooth scroll still ends short of the top and the shopper
 * did not take over, the rest is done at once.
 */
export function scrollToTop(options: { smooth: boolean }, win: Window = window): void {
  const target = focusTargetAtTop(win.document);
  target.focus({ preventScroll: true });
  if (!options.smooth) {
    win.scrollTo({ top: 0, behavior: 'auto' });
    return;
  }
  let takenOver = false;
  const takeOver = () => {
    takenOver = true;
  };
  const finish = () => {
    for (const type of USER_SCROLL_INPUT) win.removeEventListener(type, takeOver);
    if (!takenOver && win.scrollY > 0) win.scrollTo({ top: 0, behavior: 'auto' });
  };
  for (const type of USER_SCROLL_INPUT) win.addEventListener(type, takeOver, { passive: true, once: true });
  win.addEventListener('scrollend', finish, { once: true });
  win.scrollTo({ top: 0, behavior: 'smooth' });
}
