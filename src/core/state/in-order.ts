/** Where a chain of changes keeps its tail. */
export interface OrderedQueue {
  queue: Promise<unknown>;
}

/**
 * Runs `task` after every task queued on `holder` before it (ARCHITECTURE.md §5 "last write wins"): answers arrive in
 * the order the changes were made, so an earlier answer never overwrites a later one. A failed task does not
 * stop the ones after it.
 */
export function runInOrder<T>(holder: OrderedQueue, task: () => Promise<T>): Promise<T> {
  const result = holder.queue.then(task, task);
  holder.queue = result.catch(() => undefined);
  return result;
}
