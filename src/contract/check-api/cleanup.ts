import type { CheckSession } from './check-session.ts';
import { message } from './messages.ts';
import type { Walk } from './walk.ts';

interface Undo {
  what: string;
  session: CheckSession;
  method: string;
  path: string;
  json?: unknown;
}

/**
 * What the checker made and has not removed yet (basket line, list, address). Run in a `finally`, so a
 * failed or thrown walk still leaves the back end's data as it found it.
 */
export class Cleanup {
  private readonly pending = new Set<Undo>();

  add(undo: Undo): Undo {
    this.pending.add(undo);
    return undo;
  }

  /** The happy path removed it itself. */
  done(undo: Undo | undefined): void {
    if (undo) this.pending.delete(undo);
  }

  async run(walk: Walk): Promise<void> {
    for (const undo of [...this.pending].reverse()) {
      this.pending.delete(undo);
      try {
        const answer = await undo.session.send(undo.method, undo.path, { json: undo.json });
        // 404: the step that failed had removed it after all
        if (answer.status >= 300 && answer.status !== 404)
          walk.fail('cleanup', 'cleanup', undo.path, message('cleanup', { what: undo.what, detail: `HTTP ${answer.status}` }));
      } catch (error) {
        walk.fail(
          'cleanup',
          'cleanup',
          undo.path,
          message('cleanup', { what: undo.what, detail: error instanceof Error ? error.message : String(error) }),
        );
      }
    }
  }
}
