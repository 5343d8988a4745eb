/**
 * The mark the loader (src/loader.ts, which cannot afford an import) puts on a button pressed inside a
 * server-rendered element before its island hydrated. Only buttons: links work without script, and checkboxes
 * and selects change themselves, so pressing them again would undo what the shopper did.
 */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';

/**
 * Before hydrating `container`: takes the marks off its buttons pressed before the scripts ran (React must see
 * the markup as the server wrote it) and returns a function that presses them again, once hydration has begun.
 * React hydrates the island at once to handle such an event (its replay of discrete events on a hydrating
 * root), so the press lands on the hydrated button's handler.
 */
export function takeEarlyClicks(container: Element): () => void {
  const pressed = [...container.querySelectorAll<HTMLElement>(`[${EARLY_CLICK_ATTRIBUTE}]`)];
  for (const button of pressed) button.removeAttribute(EARLY_CLICK_ATTRIBUTE);
  return () => {
    for (const button of pressed) button.click();
  };
}
