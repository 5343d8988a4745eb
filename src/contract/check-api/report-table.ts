import { CONTRACT } from '../../core/api/contract.ts';
import type { CheckReport } from './check-api.ts';
import { LABELS, type Lang, type Text } from './messages.ts';
import type { CheckResult } from './results.ts';

export type TableLang = Lang | 'both';

const ROUTE_ORDER: readonly string[] = [
  'pageConfig',
  'login',
  'registration',
  ...CONTRACT.map((entry) => entry.name),
  'checkoutVersion',
  'cleanup',
];
const CASE_ORDER: readonly string[] = [
  'setup',
  'rotation',
  'enumeration',
  'ok',
  'no-token',
  'no-login',
  'unknown-id',
  'bad-input',
  'cleanup',
];

function words(text: Text, lang: TableLang): string {
  return lang === 'both' ? (text.de === text.en ? text.de : `${text.de} / ${text.en}`) : text[lang];
}

/** The results grouped per route (in the contract's order), then per case. */
export function sortedResults(results: readonly CheckResult[]): CheckResult[] {
  const rank = (result: CheckResult) => ROUTE_ORDER.indexOf(result.route) * 100 + CASE_ORDER.indexOf(result.case);
  return [...results].sort((a, b) => rank(a) - rank(b));
}

/**
 * The report as a plain-text table: one row per route and case; a failing or skipped row is followed by
 * its reason, in German and English unless one language is asked for.
 */
export function formatReport(report: CheckReport, lang: TableLang = 'both'): string {
  const rows = sortedResults(report.results).map((result) => ({
    route: result.method ? `${result.method} ${result.path}` : `${result.route} ${result.path}`.trim(),
    kase: words(LABELS.cases[result.case], lang),
    outcome: words(LABELS[result.outcome], lang),
    status: result.status ? String(result.status) : '',
    reasons: result.problem
      ? lang === 'both'
        ? [`de: ${result.problem.text.de}`, `en: ${result.problem.text.en}`]
        : [result.problem.text[lang]]
      : [],
  }));
  const header = { route: words(LABELS.route, lang), kase: words(LABELS.case, lang), outcome: words(LABELS.result, lang), status: 'HTTP' };
  const width = (key: 'route' | 'kase' | 'outcome' | 'status') => Math.max(header[key].length, ...rows.map((row) => row[key].length));
  const [w1, w2, w3, w4] = [width('route'), width('kase'), width('outcome'), width('status')];
  const line = (a: string, b: string, c: string, d: string) =>
    `${a.padEnd(w1)}  ${b.padEnd(w2)}  ${d.padEnd(w4)}  ${c.padEnd(w3)}`.trimEnd();
  const out = [
    `check-api ${report.baseUrl}`,
    '',
    line(header.route, header.kase, header.outcome, header.status),
    '-'.repeat(w1 + w2 + w3 + w4 + 6),
  ];
  for (const row of rows) {
    out.push(line(row.route, row.kase, row.outcome, row.status));
    for (const reason of row.reasons) out.push(`${' '.repeat(4)}↳ ${reason}`);
  }
  const count = (outcome: CheckResult['outcome']) => String(report.results.filter((result) => result.outcome === outcome).length);
  const summary = { de: LABELS.summary.de, en: LABELS.summary.en };
  const fill = (text: string) =>
    text.replace('{passed}', count('pass')).replace('{failed}', count('fail')).replace('{skipped}', count('skip'));
  out.push('', words({ de: fill(summary.de), en: fill(summary.en) }, lang));
  return out.join('\n');
}
