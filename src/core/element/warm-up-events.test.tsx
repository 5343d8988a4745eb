import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpEvents } from './warm-up-events.tsx';

afterEach(() => vi.restoreAllMocks());

/** Issue 36: the warm-up of the first press runs React's event code once, where the page cannot see it. */
describe('warmUpEvents', () => {
  it('presses a button no listener of the page hears, and leaves nothing in the document', () => {
    const errors = vi.spyOn(console, 'error');
    const heard: string[] = [];
    const listen = (event: Event) => heard.push(event.type);
    for (const type of ['pointerdown', 'mousedown', 'focusin', 'pointerup', 'mouseup', 'click', 'focusout']) {
      document.addEventListener(type, listen, true);
      window.addEventListener(type, listen);
    }
    document.body.innerHTML = '<p>Seite</p>';
    const before = document.documentElement.outerHTML;
    warmUpEvents(document);
    expect(heard).toEqual([]);
    expect(document.documentElement.outerHTML).toBe(before);
    expect(document.activeElement).toBe(document.body);
    expect(errors).not.toHaveBeenCalled();
  });
});
