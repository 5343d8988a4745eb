/**
 * A render thread of `vinothek-elements serve` (dist/render-worker.js): renderElement with React from the
 * package's own dependencies. Several renders may wait for their texts at once; renderElement sets the language
 * right before each synchronous render.
 */
import { parentPort } from 'node:worker_threads';
import { renderElement, type PrerenderableTag } from '../server/index.ts';

export interface RenderJob {
  id: number;
  tag: string;
  attributes: Record<string, string>;
  options: { config?: unknown; url?: string };
}

export type RenderJobAnswer = { id: number; html: string } | { id: number; error: { name: string; message: string } };

const port = parentPort!;
port.on('message', (job: RenderJob) => {
  renderElement(job.tag as PrerenderableTag, job.attributes, job.options).then(
    (html) => port.postMessage({ id: job.id, html } satisfies RenderJobAnswer),
    (error: unknown) => {
      const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
      port.postMessage({ id: job.id, error: { name, message } } satisfies RenderJobAnswer);
    },
  );
});
// The first render loads React's server renderer and the German texts (a few hundred ms): done before the first page asks.
renderElement('shop-header', { brand: 'Vinothek' }, {}).then(
  () => port.postMessage('ready'),
  () => port.postMessage('ready'),
);
