/** Every timing constant of spec §9 (and where the spec states it), in milliseconds. */

/** §9 Timing, §4 Basket line: a quantity edit is sent after the shopper pauses this long. */
export const QUANTITY_DEBOUNCE_MS = 800;
/** §9 Timing (loadingMsgDelay): a spinner appears only if loading takes longer than this. */
export const SPINNER_DELAY_MS = 250;
/** §5, §7: keyword autocomplete waits this long after the last key. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
/** §9: the search inside a multi-select filter. */
export const MULTISELECT_SEARCH_DEBOUNCE_MS = 300;
/** §4 Article list paging: the address follows the scroll position, debounced. */
export const SCROLL_URL_DEBOUNCE_MS = 250;
/** §4, §9: a toast hides itself after this long unless the caller gives another time. */
export const TOAST_AUTO_HIDE_MS = 3000;
/** §4 Dialogs and toasts: a closed toast leaves the DOM this long after closing (exit animation). */
export const TOAST_REMOVE_AFTER_CLOSE_MS = 2000;
/** §4 Login wait: UserDataState is polled this often while Pending. */
export const LOGIN_STATE_POLL_MS = 500;
/** §9: big slider interval default. */
export const SLIDER_INTERVAL_MS = 5000;
/** §2, §9: slide transition speed of both sliders. */
export const SLIDER_SPEED_MS = 600;
/** Issue 30: a cached page asks for the customer's prices once its islands have hydrated, or when none has for this long. */
export const CUSTOMER_PRICES_SETTLE_MS = 5000;
/** Issue 36: a basket change a lost connection kept is sent again after this long, doubling up to the maximum. */
export const OFFLINE_RETRY_FIRST_MS = 2000;
export const OFFLINE_RETRY_MAX_MS = 30_000;
