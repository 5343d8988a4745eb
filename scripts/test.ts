/**
 * `npm test`: the static checks two at a time, the build, then one `vitest run` (ARCHITECTURE.md §8, issue 31).
 *
 * Measured on the 2-core machine: the browser tests keep both cores busy on their own. Three vitest processes side
 * by side (two Chromium shards, and unit + Firefox/WebKit + host apps, each with its own shop and browser) took
 * 32.3 min against 34 min for one process: every file took 2.5–4 times as long. So the tests run in one process,
 * and only the checks, which are single-threaded, share the cores. A check's output is kept and printed when it
 * ends, the failed ones last, so the end of the log names what failed.
 */
import { spawn, spawnSync } from 'node:child_process';
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
// The tests print as they go: vitest's own summary ends the log.
const tests = spawnSync('vitest', ['run'], { stdio: 'inherit' });
const passed = tests.status === 0;
console.log(`\nnpm test: ${passed ? 'passed' : 'FAILED'} in ${((performance.now() - started) / 60_000).toFixed(1)} min`);
process.exit(passed ? 0 : 1);
