// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/core/config.ts';
import { favouritesLink, HEADER_REVEAL_AFTER_UP_PX, nextHeaderVisibility, type HeaderVisibility } from '../../src/widgets/header/index.ts';
import { CLOSED_NAV, levelAt, navStackReducer, trailOf, type NavStack, type NavStackAction } from '../../src/widgets/main-nav/nav-stack.ts';
import { navigationFixture as items } from '../fixtures/navigation.ts';

const HEADER = 90;

/** Feeds scroll positions through the rule and returns whether the header is hidden after each. */
function hiddenAlong(positions: number[], pinnedAt: number[] = []): boolean[] {
  let state: HeaderVisibility = { hidden: false, lastY: 0, turnY: 0 };
  return positions.map((y, i) => {
    state = nextHeaderVisibility(state, y, HEADER, pinnedAt.includes(i));
    return state.hidden;
  });
}

describe('header scroll rule (spec §2 Header, §9)', () => {
  it('stays while the page scrolls within its own height, hides once scrolled down past it', () => {
    expect(hiddenAlong([40, 90, 91, 400])).toEqual([false, false, true, true]);
  });

  it('comes back only after scrolling up by more than 100 px from the lowest point', () => {
    expect(hiddenAlong([800, 760, 700])).toEqual([true, true, true]);
    expect(hiddenAlong([800, 700 - 1])).toEqual([true, false]);
    expect(HEADER_REVEAL_AFTER_UP_PX).toBe(100);
  });

  it('hides again as soon as the page goes down again', () => {
    expect(hiddenAlong([800, 650, 660])).toEqual([true, false, true]);
  });

  it('comes back near the top even after a small upward scroll', () => {
    expect(hiddenAlong([300, 230, 80])).toEqual([true, true, false]);
  });

  it('never hides while pinned (focus inside, a menu open)', () => {
    expect(hiddenAlong([300, 900, 1400], [1, 2])).toEqual([true, false, false]);
  });
});

describe('offcanvas navigation stack (spec §4 Navigation and scrolling)', () => {
  const run = (actions: NavStackAction[]): NavStack => actions.reduce((state, action) => navStackReducer(state, action, items), CLOSED_NAV);

  it('opens at the top level with focus on its first entry', () => {
    expect(run([{ type: 'open' }])).toEqual({ open: true, path: [], focus: { kind: 'level-start' } });
  });

  it('goes forward level by level and back to the entry that opened each level', () => {
    const deep = run([{ type: 'open' }, { type: 'forward', index: 0 }, { type: 'forward', index: 1 }]);
    expect(deep.path).toEqual([0, 1]);
    expect(levelAt(items, deep.path).map((item) => item.label)).toEqual(['Schweiz', 'Frankreich', 'Italien']);
    expect(trailOf(items, deep.path).map((item) => item.label)).toEqual(['Weine', 'Weisswein']);
    const back = navStackReducer(deep, { type: 'back' }, items);
    expect(back).toEqual({ open: true, path: [0], focus: { kind: 'item', index: 1 } });
    expect(navStackReducer(back, { type: 'back' }, items)).toEqual({ open: true, path: [], focus: { kind: 'item', index: 0 } });
  });

  it('does not go forward into an entry without a sub-level, nor back from the top', () => {
    const top = run([{ type: 'open' }]);
    expect(navStackReducer(top, { type: 'forward', index: 1 }, items)).toBe(top);
    expect(navStackReducer(top, { type: 'back' }, items)).toBe(top);
  });

  it('closes from any depth, forgets the stack and sends focus back to the menu button', () => {
    expect(run([{ type: 'open' }, { type: 'forward', index: 2 }, { type: 'close' }])).toEqual({
      open: false,
      path: [],
      focus: { kind: 'menu-button' },
    });
    expect(navStackReducer(CLOSED_NAV, { type: 'close' }, items)).toBe(CLOSED_NAV);
  });

  it('shows where a stale path breaks when the items changed under it', () => {
    expect(levelAt(items, [1, 0])).toBe(items);
  });
});

describe('favourites link (spec §1 Known paths, §2 Header)', () => {
  const config = (authenticated: boolean, merkliste: boolean) => ({
    ...DEFAULT_CONFIG,
    user: { ...DEFAULT_CONFIG.user, authenticated },
    features: { ...DEFAULT_CONFIG.features, merkliste },
  });

  it('is the wish-list filter of the shop for customers on a shop with Merklisten', () => {
    expect(favouritesLink(config(true, true))).toBe('/shop?merkliste=true');
    expect(favouritesLink({ ...config(true, true), urls: { ...DEFAULT_CONFIG.urls, shop: '/weine?sort=preis-asc' } })).toBe(
      '/weine?sort=preis-asc&merkliste=true',
    );
  });

  it('is absent for anonymous visitors and on shops without Merklisten', () => {
    expect(favouritesLink(config(false, true))).toBeNull();
    expect(favouritesLink(config(true, false))).toBeNull();
  });
});
