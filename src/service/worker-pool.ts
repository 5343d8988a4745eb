import { Worker } from 'node:worker_threads';
import type { Renderer } from './render-batch.ts';
import type { RenderJob, RenderJobAnswer } from './render-worker.ts';

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve(html: string): void; reject(error: unknown): void }>;
}

/**
 * renderElement on `size` worker threads (one per core by default): each render goes to the thread with the
 * fewest renders under way. A thread that dies fails its renders (their elements get the bare tag) and is
 * replaced.
 */
export function createWorkerPool(file: URL, size: number): { render: Renderer; ready: Promise<void>; close(): Promise<void> } {
  const threads: Thread[] = [];
  let nextId = 1;
  let closing = false;
  const readies: Promise<void>[] = [];

  const start = (index: number) => {
    const worker = new Worker(file);
    const thread: Thread = { worker, pending: new Map() };
    threads[index] = thread;
    readies[index] = new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.on('message', (message: RenderJobAnswer | 'ready') => {
        if (message === 'ready') return resolve();
        const job = thread.pending.get(message.id);
        thread.pending.delete(message.id);
        if ('html' in message) job?.resolve(message.html);
        else job?.reject(message.error);
      });
    });
    worker.on('error', (error) => console.error('vinothek-elements serve: a render thread failed:', error));
    worker.on('exit', () => {
      for (const job of thread.pending.values()) job.reject({ name: 'Error', message: 'the render thread stopped' });
      thread.pending.clear();
      if (!closing) start(index);
    });
  };
  for (let index = 0; index < size; index += 1) start(index);

  const render: Renderer = (tag, attributes, options) => {
    const thread = threads.reduce((least, candidate) => (candidate.pending.size < least.pending.size ? candidate : least));
    const id = nextId++;
    return new Promise<string>((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      thread.worker.postMessage({ id, tag, attributes, options } satisfies RenderJob);
    });
  };
  return {
    render,
    ready: Promise.all(readies).then(() => {}),
    close: async () => {
      closing = true;
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}
