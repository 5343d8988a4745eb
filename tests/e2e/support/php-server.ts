import { spawn, spawnSync } from 'node:child_process';
import { freePort, stopProcess } from './render-service.ts';

/** Whether `php` (Debian's php-cli, .ci/run installs it) is on this machine. */
export const hasPhp = (): boolean => spawnSync('php', ['--version']).status === 0;

/**
 * PHP's built-in web server on `root` (with `router` when given) and a free port. `log()` is what PHP wrote to
 * stderr: the access lines and every error_log() line.
 */
export async function startPhpServer(root: string, { env = {}, router }: { env?: Record<string, string>; router?: string } = {}) {
  const port = await freePort();
  // OPcache as a site's php-fpm has it (Debian enables it there): the CLI server leaves it off unless told, and
  // WordPress compiled anew on every request is a CMS no one runs (the bench compares its LCP with the demo's).
  const ini = ['-d', 'opcache.enable_cli=1'];
  const child = spawn('php', [...ini, '-S', `127.0.0.1:${port}`, '-t', root, ...(router ? [router] : [])], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: with PHP_CLI_SERVER_WORKERS it forks workers, which must stop with it.
    detached: true,
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const check = () => (/Development Server .* started/.test(log) ? resolve() : undefined);
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    child.once('exit', (code) => reject(new Error(`php -S stopped (${code}): ${log}`)));
  });
  return { url: `http://127.0.0.1:${port}`, log: () => log, stop: () => stopProcess(child, { group: true }) };
}
