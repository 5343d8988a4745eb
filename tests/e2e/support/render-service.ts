import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';

const CLI = join(process.cwd(), 'dist/cli.js');

/**
 * `vinothek-elements serve` as an operator starts it (the package's bin, built into dist/), on a free port.
 * The time limit is generous: a busy test machine is no reason for bare tags.
 */
export async function startRenderService(args: string[] = []) {
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--timeout', '30000', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/\S+)/.exec(output);
      if (listening) resolve(listening[1]!);
    });
    child.once('exit', (code) => reject(new Error(`vinothek-elements serve stopped (${code}): ${output}`)));
  });
  return { url, child, output: () => output, stop: () => stopProcess(child) };
}

/** Ends a process this test started (SIGTERM, by its id; `group`: its process group, started detached) and waits for it. */
export async function stopProcess(child: ChildProcess, { group = false } = {}): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  if (group && child.pid) process.kill(-child.pid, 'SIGTERM');
  else child.kill('SIGTERM');
  await exited;
}

/** A port nothing listens on right now (for programs that cannot be given port 0). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}
