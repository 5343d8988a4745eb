/**
 * Functions that run INSIDE the page, the same source in every engine (sent as text by the drivers).
 * They must stay self-contained: no imports, no helpers from outside the function body.
 */

/** A regular expression as it crosses into the page. */
export interface PageRegExp {
  source: string;
  flags: string;
}

/** What a journey points at: an element by its role and accessible name, by CSS, or by its text. */
export type PageQuery =
  | { role: string; name?: string | PageRegExp; within?: PageQuery }
  | { css: string; within?: PageQuery }
  | { text: string | PageRegExp; within?: PageQuery };

/**
 * The first visible element matching the query (or null). A small subset of the ARIA rules
 * (implicit roles of the elements the shop uses; name from aria-labelledby, aria-label, label, legend,
 * alt, title or text) — enough to address controls the way a user and a screen reader name them.
 */
export function findInPage(query: PageQuery): Element | null {
  const IMPLICIT: Record<string, string> = {
    button: 'button,input[type=button],input[type=submit],input[type=reset],summary',
    link: 'a[href],area[href]',
    textbox: 'input:not([type]),input[type=text],input[type=email],input[type=tel],input[type=url],input[type=search],textarea',
    searchbox: 'input[type=search]',
    checkbox: 'input[type=checkbox]',
    radio: 'input[type=radio]',
    combobox: 'select:not([multiple]),input[list]',
    spinbutton: 'input[type=number]',
    dialog: 'dialog',
    heading: 'h1,h2,h3,h4,h5,h6',
    region: 'section[aria-label],section[aria-labelledby]',
    group: 'fieldset',
    navigation: 'nav',
    search: 'search',
    img: 'img[alt]:not([alt=""])',
    list: 'ul,ol',
    listitem: 'li',
    form: 'form[aria-label],form[aria-labelledby]',
  };
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const visible = (el: Element): boolean => {
    if (el.closest('[hidden],[aria-hidden="true"],[inert]')) return false;
    const details = el.closest('details:not([open])');
    if (details && el.closest('summary')?.parentElement !== details) return false;
    // A visually hidden native input (custom checkbox look) still counts when its label is shown.
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      const label = el.labels?.[0];
      if (label && label.getClientRects().length > 0 && getComputedStyle(label).visibility !== 'hidden') return true;
    }
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    return el.getClientRects().length > 0;
  };
  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy)
      return clean(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    const label = el.getAttribute('aria-label');
    if (label) return clean(label);
    if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) {
      const labels = [...(el.labels ?? [])].map((l) => l.textContent).join(' ');
      if (clean(labels)) return clean(labels);
      if (el instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(el.type)) return clean(el.value);
      return clean(el.getAttribute('title') ?? el.getAttribute('placeholder'));
    }
    if (el instanceof HTMLFieldSetElement) return clean(el.querySelector('legend')?.textContent);
    if (el instanceof HTMLImageElement) return clean(el.alt);
    if (el instanceof HTMLDialogElement || el.getAttribute('role') === 'dialog') return clean(el.getAttribute('title'));
    // Name from content: images inside count with their alt text.
    const parts: string[] = [];
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
      else if (node instanceof Element) {
        if (node.getAttribute('aria-hidden') === 'true') return;
        if (node instanceof HTMLImageElement) parts.push(node.alt);
        else if (node.getAttribute('aria-label')) parts.push(node.getAttribute('aria-label') ?? '');
        else node.childNodes.forEach(walk);
      }
    };
    walk(el);
    return clean(parts.join(' ')) || clean(el.getAttribute('title'));
  };
  const matches = (text: string, want: string | PageRegExp | undefined) =>
    want === undefined || (typeof want === 'string' ? text === want : new RegExp(want.source, want.flags).test(text));
  const candidates = (q: PageQuery, scope: ParentNode): Element[] => {
    if ('css' in q) return [...scope.querySelectorAll(q.css)];
    if ('text' in q) {
      // The innermost elements whose own text matches.
      return [...scope.querySelectorAll('body *')].filter(
        (el) => matches(clean(el.textContent), q.text) && ![...el.children].some((child) => matches(clean(child.textContent), q.text)),
      );
    }
    const selector = [`[role~="${q.role}"]`, IMPLICIT[q.role]].filter(Boolean).join(',');
    return [...scope.querySelectorAll(selector)].filter((el) => {
      const explicit = el.getAttribute('role');
      return (!explicit || explicit.split(/\s+/)[0] === q.role) && matches(nameOf(el), q.name);
    });
  };
  const chain: PageQuery[] = [];
  for (let q: PageQuery | undefined = query; q; q = q.within) chain.unshift(q);
  let scopes: ParentNode[] = [document];
  let found: Element[] = [];
  for (const q of chain) {
    found = scopes.flatMap((scope) => candidates(q, scope)).filter(visible);
    scopes = found;
  }
  return found[0] ?? null;
}

/** One finding of the layout sweep. */
export interface LayoutFinding {
  check:
    | 'horizontal-scroll'
    | 'control-outside-viewport'
    | 'control-outside-dialog'
    | 'dialog-too-big'
    | 'slider-cards'
    | 'phone-header-rows'
    | 'controls-overlap';
  detail: string;
}

/**
 * DESIGN §7 layout sweep: everything it measures in one pass over the page as it is (first paint, no
 * pointer in it). Spec §2: the article slider shows 4 cards, 3 below 1520 px, 2 below 1200 px, 1 below 980 px.
 */
export function layoutFindings(): LayoutFinding[] {
  // The layout at rest, not a frame of an entrance: a dialog the page opens by itself after a fetch (the guest
  // checkout's address sheet on a phone) may start sliding in after the pass's wait for animations, and its first
  // frames are 12 px low. Finite animations jump to their end; an endless one (a spinner) moves nothing.
  for (const animation of document.getAnimations())
    if (animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity) animation.finish();
  const findings: LayoutFinding[] = [];
  const width = window.innerWidth;
  const height = window.innerHeight;
  const describe = (el: Element) => {
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const cls = typeof el.className === 'string' ? el.className.split(/\s+/)[0] : '';
    return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${text ? ` "${text}"` : ''}`;
  };
  const shown = (el: Element): boolean => {
    if (el.closest('[hidden],[aria-hidden="true"],[inert]')) return false;
    // The content of a closed <details> has boxes in some engines but is not shown.
    const details = el.closest('details:not([open])');
    if (details && el.closest('summary')?.parentElement !== details) return false;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
    // Opacity is not inherited: the fields of a dialog in the first frame of its fade-in (opacity 0, the page
    // behind not yet inert) are not shown either, nor over the page's own controls.
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement)
      if (Number(getComputedStyle(box).opacity) === 0) return false;
    const rect = el.getBoundingClientRect();
    // Parked far off-screen until focused (skip link): visually hidden, not misplaced.
    if (rect.right < -100 && style.position === 'absolute') return false;
    // Visually hidden helpers (skip link, native inputs under a custom look) are 1 px or clipped away.
    return rect.width > 2 && rect.height > 2 && style.clipPath !== 'inset(50%)' && style.clip !== 'rect(0px, 0px, 0px, 0px)';
  };
  // A control moved out of a clipping box on purpose (carousel slides, collapsed panels) is not on screen.
  const clippedAway = (el: Element): boolean => {
    const rect = el.getBoundingClientRect();
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      const clip = box.getBoundingClientRect();
      if (rect.right <= clip.left + 1 || rect.left >= clip.right - 1 || rect.bottom <= clip.top + 1 || rect.top >= clip.bottom - 1)
        return true;
    }
    return false;
  };
  const CONTROLS =
    'a[href],button,input:not([type=hidden]),select,textarea,summary,[tabindex]:not([tabindex="-1"]),[role=button],[role=link],[role=tab]';
  const dialogs = [...document.querySelectorAll('dialog[open],[role=dialog],[role=alertdialog]')].filter(shown);
  const modal = dialogs.at(-1);
  const controls = [...(modal ?? document).querySelectorAll(CONTROLS)].filter((el) => shown(el) && !clippedAway(el));

  if (document.documentElement.scrollWidth > width + 1) {
    const widest = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !clippedAway(el))
      .slice(-1)[0];
    findings.push({
      check: 'horizontal-scroll',
      detail: `page ${document.documentElement.scrollWidth} px wide in ${width} px${widest ? `, e.g. ${describe(widest)}` : ''}`,
    });
  }
  for (const el of controls) {
    const rect = el.getBoundingClientRect();
    if (rect.left < -1 || rect.right > width + 1)
      findings.push({
        check: 'control-outside-viewport',
        detail: `${describe(el)} at x ${Math.round(rect.left)}–${Math.round(rect.right)}`,
      });
  }
  for (const dialog of dialogs) {
    const box = dialog.getBoundingClientRect();
    if (box.top < -1 || box.left < -1 || box.bottom > height + 1 || box.right > width + 1) {
      findings.push({
        check: 'dialog-too-big',
        detail: `${describe(dialog)} ${Math.round(box.width)}×${Math.round(box.height)} at ${Math.round(box.left)},${Math.round(box.top)} in ${width}×${height}`,
      });
    }
    for (const el of dialog.querySelectorAll(CONTROLS)) {
      // Cut off by the dialog's box (or a box in it that does not scroll) is the defect itself: no
      // dialog of the shop hides controls on purpose.
      if (!shown(el)) continue;
      const rect = el.getBoundingClientRect();
      let scrollable = false;
      for (let box2: Element | null = el.parentElement; box2 && box2 !== dialog.parentElement; box2 = box2.parentElement) {
        const style = getComputedStyle(box2);
        if ((style.overflowY === 'auto' || style.overflowY === 'scroll') && box2.scrollHeight > box2.clientHeight) scrollable = true;
      }
      const outsideX = rect.left < box.left - 1 || rect.right > box.right + 1;
      const outsideY = !scrollable && (rect.top < box.top - 1 || rect.bottom > box.bottom + 1);
      if (outsideX || outsideY)
        findings.push({
          check: 'control-outside-dialog',
          detail: `${describe(el)} at ${Math.round(rect.left)},${Math.round(rect.top)}–${Math.round(rect.right)},${Math.round(rect.bottom)} outside ${describe(dialog)}`,
        });
    }
  }

  const perView = width < 980 ? 1 : width < 1200 ? 2 : width < 1520 ? 3 : 4;
  for (const slider of document.querySelectorAll('shop-article-slider')) {
    if ((slider.getAttribute('variant') ?? 'default') !== 'default') continue;
    const track = slider.querySelector('.vk-slider__track') ?? slider.querySelector('.vk-slider');
    const items = [...slider.querySelectorAll('.vk-slider__item')];
    if (!track || items.length === 0) continue;
    const frame = track.getBoundingClientRect();
    const inView = items.filter((item) => {
      const rect = item.getBoundingClientRect();
      return rect.width > 0 && rect.left >= frame.left - 2 && rect.right <= frame.right + 2;
    }).length;
    const wanted = Math.min(perView, items.length);
    if (inView !== wanted)
      findings.push({
        check: 'slider-cards',
        detail: `${slider.getAttribute('label') ?? 'slider'}: ${inView} cards in view, spec §2 wants ${wanted} at ${width} px`,
      });
  }

  const header = document.querySelector('shop-header');
  if (header && width < 768 && !modal) {
    const rows = [...header.querySelectorAll(CONTROLS)]
      .filter((el) => shown(el) && !clippedAway(el) && !el.closest('form,search,[role=search]'))
      .map((el) => el.getBoundingClientRect());
    const top = Math.max(...rows.map((r) => r.top));
    const bottom = Math.min(...rows.map((r) => r.bottom));
    if (rows.length > 1 && top >= bottom)
      findings.push({
        check: 'phone-header-rows',
        detail: `header controls span ${Math.round(Math.min(...rows.map((r) => r.top)))}–${Math.round(Math.max(...rows.map((r) => r.bottom)))} px, not one row`,
      });
  }

  /**
   * The part of `el` not clipped away by a scrolling or clipping ancestor (a dialog's scrolling body): what is
   * scrolled out of such a box is hidden, not lying under the dialog's buttons.
   */
  const visibleRect = (el: Element): { left: number; top: number; right: number; bottom: number } | null => {
    let { left, top, right, bottom } = el.getBoundingClientRect();
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = node.getBoundingClientRect();
      left = Math.max(left, box.left);
      top = Math.max(top, box.top);
      right = Math.min(right, box.right);
      bottom = Math.min(bottom, box.bottom);
    }
    return right - left > 0 && bottom - top > 0 ? { left, top, right, bottom } : null;
  };

  for (let i = 0; i < controls.length; i++) {
    const a = controls[i]!;
    const ra = visibleRect(a);
    if (!ra) continue;
    for (let j = i + 1; j < controls.length; j++) {
      const b = controls[j]!;
      if (a.contains(b) || b.contains(a)) continue;
      const la = a.closest('label');
      if (la && (la === b.closest('label') || la.contains(b) || la.htmlFor === b.id)) continue;
      const lb = b.closest('label');
      if (lb && lb.htmlFor === a.id) continue;
      const rb = visibleRect(b);
      if (!rb) continue;
      const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
      const y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
      if (x <= 2 || y <= 2) continue;
      // A small control laid on a big one on purpose (arrows on the zoomable image) is inside it and on top.
      const area = (r: { left: number; top: number; right: number; bottom: number }) => (r.right - r.left) * (r.bottom - r.top);
      const [small, big] = area(rb) < area(ra) ? [b, a] : [a, b];
      const rs = small.getBoundingClientRect();
      const rbig = big.getBoundingClientRect();
      const inside = rs.left >= rbig.left - 1 && rs.right <= rbig.right + 1 && rs.top >= rbig.top - 1 && rs.bottom <= rbig.bottom + 1;
      const cx = rs.left + rs.width / 2;
      const cy = rs.top + rs.height / 2;
      const onScreen = cx >= 0 && cy >= 0 && cx < width && cy < height;
      // elementFromPoint sees only the viewport: below the fold, a control inside another is taken as laid on it.
      if (inside && (!onScreen || small.contains(document.elementFromPoint(cx, cy)))) continue;
      findings.push({
        check: 'controls-overlap',
        detail: `${describe(a)} and ${describe(b)} overlap ${Math.round(x)}×${Math.round(y)} px`,
      });
    }
  }
  return findings;
}

/** No animation is running but the endless ones (a spinner): what the page shows is where it comes to rest. */
export function animationsEnded(): boolean {
  return document
    .getAnimations()
    .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity);
}

declare global {
  var vkFind: typeof findInPage;
  var vkLayout: typeof layoutFindings;
  var vkAnimationsEnded: typeof animationsEnded;
}

/** Installs the functions above in the page (each script starts with it: a navigation forgets them). */
const PRELUDE = `globalThis.vkFind = ${findInPage.toString()}; globalThis.vkLayout = ${layoutFindings.toString()}; globalThis.vkAnimationsEnded = ${animationsEnded.toString()};`;

/**
 * An expression that runs `fn(arg)` in the page with the helpers installed. The function's source is
 * sent, so it may use only the page's globals (vkFind, vkLayout, vkAnimationsEnded, DOM) and its argument.
 */
export function pageExpression<A>(fn: (arg: A) => unknown, arg: A): string {
  return `(() => { ${PRELUDE} return (${fn.toString()})(${JSON.stringify(arg) ?? 'undefined'}); })()`;
}
