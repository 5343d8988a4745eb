/**
 * `npm test`: the checks, then the test streams side by side (ARCHITECTURE.md §8, issue 31).
 *
 * Vitest runs a project whose files must go one after another (`fileParallelism: false`: the e2e files share one
 * demo shop and one browser) in a single sequential group with every other such project, so one `vitest run`
 * took the whole suite one file at a time. Here each stream is a vitest process of its own, with its own demo
 * shop and browser (tests/e2e/global-setup.ts): a browser test mostly waits for its browser, so three streams
 * share two cores well. A stream's output is kept and printed when it ends, the failed ones last, so the end of
 * the log names what failed.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

interface Job {
  name: string;
  command: string;
  args: string[];
}

const npm = (script: string, ...args: string[]): Job => ({
  name: script,
  command: 'npm',
  args: ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])],
});
const vitest = (name: string, ...args: string[]): Job => ({ name, command: 'vitest', args: ['run', ...args] });

/**
 * Generated files are compared, never rewritten; the static checks need no build. The build comes after them:
 * it regenerates what they read and replaces dist/.
 */
const CHECKS: Job[] = [
  npm('typecheck'),
  npm('lint'),
  npm('format:check'),
  npm('registry', '--check'),
  npm('openapi', '--check'),
  npm('i18n', '--check'),
];
const BUILD = npm('build');

/**
 * The Chromium files in two shards (each with its own shop and browser); the unit project, then Firefox/WebKit and
 * the host apps in the third. About equal in time on the 2-core CI machine (the closing note of issue 31).
 */
const STREAMS: Job[] = [
  vitest('e2e 1/2', '--project', 'e2e', '--shard', '1/2'),
  vitest('e2e 2/2', '--project', 'e2e', '--shard', '2/2'),
  vitest('unit, engines, hosts', '--project', 'unit', '--project', 'e2e-engines', '--project', 'e2e-hosts'),
];

interface Outcome {
  job: Job;
  code: number;
  output: string;
  seconds: number;
}

function run(job: Job): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(job.command, job.args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code, signal) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      console.log(`${code === 0 ? '✓' : '✗'} ${job.name} (${seconds} s)${signal ? ` killed by ${signal}` : ''}`);
      resolve({ job, code: code ?? 1, output, seconds });
    });
  });
}

/** Runs the jobs at most `width` at a time and prints their output, the failed ones last. */
async function runAll(jobs: Job[], width: number): Promise<Outcome[]> {
  const queue = [...jobs];
  const outcomes: Outcome[] = [];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) outcomes.push(await run(job));
  };
  await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, worker));
  const failedLast = [...outcomes.filter((o) => o.code === 0), ...outcomes.filter((o) => o.code !== 0)];
  for (const { job, output, code } of failedLast) {
    if (!output.trim() && code === 0) continue;
    console.log(`\n━━━━ ${job.name} ━━━━\n${output.trimEnd()}`);
  }
  return outcomes;
}

const started = performance.now();
const cores = availableParallelism();
const checks = await runAll(CHECKS, cores);
if (checks.every((o) => o.code === 0)) checks.push(...(await runAll([BUILD], 1)));
const failedChecks = checks.filter((o) => o.code !== 0);
if (failedChecks.length > 0) {
  console.error(`\nnpm test: ${failedChecks.map((o) => o.job.name).join(', ')} failed; no tests were run.`);
  process.exit(1);
}
const streams = await runAll(STREAMS, STREAMS.length);
const failed = streams.filter((o) => o.code !== 0);
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
console.log(
  `\nnpm test: ${minutes} min; ${streams.map((o) => `${o.job.name} ${o.code === 0 ? 'passed' : 'FAILED'} (${o.seconds} s)`).join('; ')}`,
);
process.exit(failed.length > 0 ? 1 : 0);
