// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardStyles, raise } from '../../scripts/lib/guard-styles.ts';

/** Issue 36: the built stylesheet's two tiers (scripts/lib/guard-styles.ts). */
describe('guardStyles', () => {
  const built =
    '@layer vinothek{:root{--shop-color-accent:#7b1e3a}.vk-button{--vk-pad:1rem;padding:var(--vk-pad);color:var(--shop-color-accent)}' +
    '@media (min-width:40em){.vk-card h2{margin:0;--vk-gap:2rem}}@keyframes vk-spin{to{rotate:1turn}}}' +
    '@layer vinothek{.pswp img{max-width:none}.x::before{content:""}html:has(.vk-dialog){overflow:hidden}}';
  const css = guardStyles(built);

  it('keeps the custom properties (the theme) in @layer vinothek, so a site sets them', () => {
    const layered = css.slice(0, css.indexOf(':not(#\\#)'));
    expect(layered).toContain('--shop-color-accent:#7b1e3a');
    expect(layered).toContain('.vk-button{--vk-pad:1rem}');
    expect(layered).toMatch(/@media \(min-width:40em\)\{\.vk-card h2\{--vk-gap:2rem\}\}/);
    expect(layered).not.toContain('padding');
  });

  it('puts every other rule outside any layer, raised by an id, after the theme', () => {
    const works = css.slice(css.indexOf(':not(#\\#)'));
    expect(works).not.toContain('@layer');
    expect(works).toContain(':not(#\\#) .vk-button{padding:var(--vk-pad);color:var(--shop-color-accent)}');
    expect(works).toContain('@media (min-width:40em){:not(#\\#) .vk-card h2{margin:0}}');
    expect(works).toContain(':not(#\\#) .pswp img{max-width:none}');
    expect(works).toContain(':not(#\\#) .x::before{content:""}');
    expect(works).toContain('html:not(#\\#):has(.vk-dialog){overflow:hidden}');
    expect(works).toContain('@keyframes vk-spin{to{rotate:1turn}}');
  });

  it('raises each selector of a list, the root element on itself', () => {
    expect(raise('.a > b')).toBe(':not(#\\#) .a > b');
    expect(raise(':root')).toBe(':root:not(#\\#)');
    expect(raise('html.x body')).toBe('html:not(#\\#).x body');
    expect(raise('htmlish')).toBe(':not(#\\#) htmlish');
  });
});
