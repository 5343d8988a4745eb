/**
 * Resolves once the browser has painted the frame after the current task. What a press starts but its next frame
 * does not need (a request: ky's setup and fetch() cost 10–40 ms at 4× CPU slowdown) waits for it, so the press
 * shows first (INP, ARCHITECTURE.md §8). A hidden tab paints no frames: 100 ms at most. Outside a browser, at once.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}
