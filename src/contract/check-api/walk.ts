import type * as v from 'valibot';
import { CONTRACT, contractRoute, type ContractRoute, type RouteName } from '../../core/api/contract.ts';
import { fillPath, type PathParams } from '../../core/api/route.ts';
import type * as routes from '../../core/api/routes.ts';
import { ErrorMessageSchema, ValidationErrorResponseSchema } from '../../core/api/schemas/validation.ts';
import type { CheckSession } from './check-session.ts';
import { message, type Text } from './messages.ts';
import { judge, type CaseName, type CheckResult, type Expected, type StepName } from './results.ts';

export interface CallSpec {
  params?: PathParams;
  json?: unknown;
  query?: Readonly<Record<string, string | number>>;
  token?: boolean;
}

type AnswerOf<N extends RouteName> = v.InferOutput<(typeof routes)[N]['answer']>;

/** The path of a route below the API base, its segments filled from the page config and `params`. */
export function routePath(session: CheckSession, name: RouteName, params: PathParams = {}): string {
  return pathOf(session, contractRoute(name), params);
}

function pathOf(session: CheckSession, entry: ContractRoute, params: PathParams = {}): string {
  const config = session.config;
  return fillPath(entry.route.path, {
    account: config?.accountSegment ?? 'account',
    backoffice: config?.backoffice ?? 'Backoffice',
    ...params,
  });
}

function isStep(name: CheckResult['route']): name is StepName {
  return ['pageConfig', 'login', 'registration', 'checkoutVersion', 'cleanup'].includes(name);
}

/** What each case expects back (ARCHITECTURE.md §6 errors). */
const EXPECTED: Record<Exclude<CaseName, 'ok' | 'setup' | 'cleanup' | 'rotation' | 'enumeration' | 'stale'>, Expected> = {
  'no-token': { status: 403, schema: ErrorMessageSchema },
  'no-login': { status: 401, schema: ErrorMessageSchema },
  'unknown-id': { status: 404, schema: ErrorMessageSchema },
  'bad-input': { status: 400, schema: ValidationErrorResponseSchema },
};

/** Calls routes and writes down one result per call. */
export class Walk {
  readonly results: CheckResult[] = [];

  private readonly keepExchanges: boolean;

  /** The routes it checks: the contract of core/api/routes.ts (a test adds a stand-in route). */
  readonly contract: readonly ContractRoute[];

  constructor(keepExchanges: boolean, contract: readonly ContractRoute[] = CONTRACT) {
    this.keepExchanges = keepExchanges;
    this.contract = contract;
  }

  private entry(name: RouteName): ContractRoute {
    const entry = this.contract.find((candidate) => candidate.name === name);
    if (!entry) throw new Error(`check-api: no route ${name}`);
    return entry;
  }

  /** Whether a case of a route has a result yet. */
  has(name: RouteName, caseName: CaseName): boolean {
    return this.results.some((result) => result.route === name && result.case === caseName);
  }

  /** The happy path of a route: 200 and its answer schema; the parsed answer, or undefined when it failed. */
  async ok<N extends RouteName>(session: CheckSession, name: N, spec: CallSpec = {}): Promise<AnswerOf<N> | undefined> {
    const { route } = this.entry(name);
    return (await this.call(session, name, 'ok', spec, { status: 200, schema: route.answer })) as AnswerOf<N> | undefined;
  }

  /** A fault case of a route: its status and error schema. */
  async fault(session: CheckSession, name: RouteName, fault: keyof typeof EXPECTED, spec: CallSpec): Promise<void> {
    await this.call(session, name, fault, spec, EXPECTED[fault]);
  }

  /** A case that could not be run, with the reason. */
  skip(name: CheckResult['route'], caseName: CaseName, text: Text): void {
    const entry = isStep(name) ? null : this.entry(name).route;
    this.results.push({
      route: name,
      method: entry?.method ?? '',
      path: entry?.path ?? '',
      case: caseName,
      outcome: 'skip',
      problem: { text },
    });
  }

  /** A failure outside any route call (set-up, clean-up). */
  fail(name: CheckResult['route'], caseName: CaseName, path: string, text: Text): void {
    this.results.push({ route: name, method: '', path, case: caseName, outcome: 'fail', problem: { text } });
  }

  pass(name: CheckResult['route'], caseName: CaseName, path: string): void {
    this.results.push({ route: name, method: '', path, case: caseName, outcome: 'pass' });
  }

  private async call(session: CheckSession, name: RouteName, caseName: CaseName, spec: CallSpec, expected: Expected): Promise<unknown> {
    const entry = this.entry(name);
    const { route } = entry;
    const path = pathOf(session, entry, spec.params);
    const result: CheckResult = { route: name, method: route.method, path, case: caseName, outcome: 'fail' };
    this.results.push(result);
    try {
      const answer = await session.send(route.method, path, { json: spec.json, query: spec.query, token: spec.token });
      const verdict = judge(answer, expected);
      Object.assign(result, { status: answer.status, outcome: verdict.outcome }, verdict.problem ? { problem: verdict.problem } : {});
      if (this.keepExchanges) Object.assign(result, { request: spec.json, answer: answer.isJson ? JSON.parse(answer.text) : answer.text });
      return verdict.outcome === 'pass' ? verdict.output : undefined;
    } catch (error) {
      result.problem = { text: message('network', { error: error instanceof Error ? error.message : String(error) }) };
      return undefined;
    }
  }
}
