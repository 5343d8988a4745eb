import * as v from 'valibot';
import type { Fault, RouteName } from '../../core/api/contract.ts';
import type { Answer } from './check-session.ts';
import { message, type Text } from './messages.ts';

/** `rotation`, `enumeration`, `stale` (a submit with an old basket version): README "Security" rules checked around the login and the registration (issue 34) */
export type CaseName = 'ok' | Fault | 'setup' | 'cleanup' | 'rotation' | 'enumeration' | 'stale';
export type Outcome = 'pass' | 'fail' | 'skip';
/** Steps that are no route: reading the page config, the login, the registration rules, removing what the checker made. */
export type StepName = 'pageConfig' | 'login' | 'registration' | 'checkoutVersion' | 'cleanup';

/** One line of the checker's table: a route in one case. */
export interface CheckResult {
  /** a route of core/api/routes.ts, or a step around the calls */
  route: RouteName | StepName;
  method: string;
  /** the path as called, below the API base */
  path: string;
  case: CaseName;
  outcome: Outcome;
  status?: number;
  /** why it failed or was skipped; `field` is the dot path of the first schema issue ('' for the whole answer) */
  problem?: { field?: string; text: Text };
  /** what was sent and answered, when `keepExchanges` is on (the OpenAPI examples are taken from them) */
  request?: unknown;
  answer?: unknown;
}

export interface Expected {
  status: number;
  schema: v.GenericSchema;
}

/** Judges an answer by its status, then by the schema: pass, or the first issue with its dot path. */
export function judge(answer: Answer, expected: Expected): Pick<CheckResult, 'outcome' | 'problem'> & { output?: unknown } {
  if (answer.status !== expected.status) {
    return {
      outcome: 'fail',
      problem: { text: message('status', { expected: expected.status, actual: `${answer.status} ${shorten(answer.text)}`.trim() }) },
    };
  }
  if (!answer.isJson) return { outcome: 'fail', problem: { text: message('notJson', { start: shorten(answer.text) }) } };
  const result = v.safeParse(expected.schema, answer.json);
  if (result.success) return { outcome: 'pass', output: result.output };
  const issue = result.issues[0];
  const field = v.getDotPath(issue) ?? '';
  const text = message('schema', { path: field || '(body)', expected: issue.expected ?? issue.type, received: issue.received });
  return { outcome: 'fail', problem: { field, text } };
}

function shorten(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 77)}…` : line;
}
