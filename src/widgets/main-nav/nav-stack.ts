import { hasChildren, type NavItem } from './nav-items.ts';

/**
 * The offcanvas menu (spec §4 Navigation and scrolling): closed or open, and while open the stack of
 * sub-levels opened on the way down, as indexes into each level. Pure, so every move is unit-tested.
 */
export interface NavStack {
  open: boolean;
  /** [] is the top level; [0, 2] is the third child of the first item. */
  path: number[];
  /** Where focus goes after the last move; the component carries it out. */
  focus: NavFocus;
}

export type NavFocus =
  /** the menu button in the header: after closing */
  | { kind: 'menu-button' }
  /** the first entry of the level now shown: after opening the menu or a sub-level */
  | { kind: 'level-start' }
  /** the entry at `index` of the level now shown: back to the item that opened the level left */
  | { kind: 'item'; index: number }
  | { kind: 'none' };

export type NavStackAction = { type: 'open' } | { type: 'close' } | { type: 'forward'; index: number } | { type: 'back' };

export const CLOSED_NAV: NavStack = { open: false, path: [], focus: { kind: 'none' } };

export function navStackReducer(state: NavStack, action: NavStackAction, items: readonly NavItem[]): NavStack {
  switch (action.type) {
    case 'open':
      return { open: true, path: [], focus: { kind: 'level-start' } };
    case 'close':
      return state.open ? { open: false, path: [], focus: { kind: 'menu-button' } } : state;
    case 'forward': {
      if (!state.open) return state;
      const item = levelAt(items, state.path)[action.index];
      if (!item || !hasChildren(item)) return state;
      return { open: true, path: [...state.path, action.index], focus: { kind: 'level-start' } };
    }
    case 'back': {
      if (!state.open || state.path.length === 0) return state;
      const index = state.path[state.path.length - 1]!;
      return { open: true, path: state.path.slice(0, -1), focus: { kind: 'item', index } };
    }
  }
}

/** The entries shown at `path`; a path that no longer fits the items (they changed) ends where it breaks. */
export function levelAt(items: readonly NavItem[], path: readonly number[]): readonly NavItem[] {
  let level = items;
  for (const index of path) {
    const item = level[index];
    if (!item || !hasChildren(item)) return level;
    level = item.children;
  }
  return level;
}

/** The items whose levels are open, top first: the back button names the last one's parent. */
export function trailOf(items: readonly NavItem[], path: readonly number[]): NavItem[] {
  const trail: NavItem[] = [];
  let level = items;
  for (const index of path) {
    const item = level[index];
    if (!item || !hasChildren(item)) break;
    trail.push(item);
    level = item.children;
  }
  return trail;
}
