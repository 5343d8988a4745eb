/** Marks an element whose inside stays usable when a page-blocking overlay inside it shows (a story frame). */
export const INERT_SCOPE_ATTRIBUTE = 'data-vk-inert-scope';

/**
 * Makes everything outside `keep` inert (no Tab, no click, hidden from screen readers) by marking the
 * siblings of `keep` and of each of its ancestors up to the body, or up to an `[data-vk-inert-scope]`
 * ancestor. Returns the function that undoes it; elements that were inert before stay inert.
 */
export function makeOutsideInert(keep: HTMLElement): () => void {
  const marked: Element[] = [];
  let node: HTMLElement = keep;
  while (node.parentElement && node !== document.body && !node.hasAttribute(INERT_SCOPE_ATTRIBUTE)) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      marked.push(sibling);
    }
    node = node.parentElement;
  }
  return () => marked.forEach((element) => element.removeAttribute('inert'));
}
