// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { installDialogLinks } from '../../src/core/element/dialog-links.ts';
import { createShopStore } from '../../src/core/state/store.ts';

/** Issue 34 finding 6: a dialog link opens pages of the shop's own origin only; anything else is a normal link. */

function click(href: string): boolean {
  const link = document.createElement('a');
  link.href = href;
  link.dataset.shopDialog = 'AGB';
  document.body.append(link);
  let taken = false;
  // after the shop's listener: note whether it took the click, then keep jsdom from navigating
  const note = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', note);
  link.click();
  document.removeEventListener('click', note);
  link.remove();
  return taken;
}

describe('dialog links', () => {
  it('open a foreign URL as a normal link, a page of the shop in the dialog', () => {
    installDialogLinks(createShopStore(), document);
    expect(click('https://evil.example/login')).toBe(false);
    expect(click('//evil.example/login')).toBe(false);
    expect(click('/agb')).toBe(true);
  });
});
