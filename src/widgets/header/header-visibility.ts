/** Spec §2 Header, §9: after scrolling up by more than this, a hidden header comes back. */
export const HEADER_REVEAL_AFTER_UP_PX = 100;

export interface HeaderVisibility {
  hidden: boolean;
  /** The last scroll position seen. */
  lastY: number;
  /** Where the current upward run started (the lowest point reached): the 100 px count from here. */
  turnY: number;
}

export const SHOWN_AT_TOP: HeaderVisibility = { hidden: false, lastY: 0, turnY: 0 };

/**
 * The scroll rule of spec §2 Header: the header hides when the page scrolls down past its own height
 * and comes back after scrolling up by more than 100 px, or near the top (within its own height).
 * While `pinned` (focus inside it, a menu open) it stays in view whatever the page does.
 */
export function nextHeaderVisibility(state: HeaderVisibility, y: number, headerHeight: number, pinned: boolean): HeaderVisibility {
  if (pinned || y <= headerHeight) return { hidden: false, lastY: y, turnY: y };
  if (y > state.lastY) return { hidden: true, lastY: y, turnY: y };
  if (y < state.lastY) {
    const reveal = state.turnY - y > HEADER_REVEAL_AFTER_UP_PX;
    return { hidden: state.hidden && !reveal, lastY: y, turnY: state.turnY };
  }
  return state;
}
