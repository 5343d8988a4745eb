import { setImmediate } from 'node:timers';

/**
 * Long computations (a search over the whole catalogue, correcting a term's words) written as
 * generators that `yield` now and then. Run to the end at once (`runSteps`: pages rendered in one
 * go, unit tests) or in slices (`runSliced`: the API), so that one dear request never holds the one
 * JavaScript thread for long: between slices the server answers the other requests (issue 34).
 */
export type Steps<T> = Generator<void, T, void>;

/** Runs the steps without pausing. */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** How long one slice may hold the thread: about what a cheap request needs. */
const SLICE_MS = 1;

/** Let the event loop handle waiting I/O (new requests) first (node's own timer: component tests fake the global one). */
const yieldToIo = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The sliced work in progress, per shop (its database), so slices of two searches do not pile up in one turn. */
const queues = new WeakMap<object, Promise<unknown>>();

/**
 * Runs the steps in slices of about a millisecond, one sliced job per `owner` at a time (later ones
 * queue): while four clients send the dearest searches, a cheap request waits at most one slice.
 */
export function runSliced<T>(owner: object, steps: () => Steps<T>): Promise<T> {
  const before = queues.get(owner) ?? Promise.resolve();
  const run = before.then(async () => {
    await yieldToIo();
    const work = steps();
    let until = performance.now() + SLICE_MS;
    for (;;) {
      const step = work.next();
      if (step.done) return step.value;
      if (performance.now() >= until) {
        await yieldToIo();
        until = performance.now() + SLICE_MS;
      }
    }
  });
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(owner, settled);
  void settled.then(() => {
    if (queues.get(owner) === settled) queues.delete(owner);
  });
  return run;
}
