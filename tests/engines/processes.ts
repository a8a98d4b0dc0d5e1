/**
 * The child processes of an engine run (the site's server, WebKitWebDriver): a free port to give them, a wait for
 * them to answer, and a stop that the test run never leaves behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on this machine. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function waitForHttp(url: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A child process that is stopped with the test run. */
export function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, { stdio: 'ignore', env: { ...process.env, ...env } });
  process.once('exit', () => child.kill());
  return child;
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    // Asked to stop, then made to after 5 s; given up on 5 s after that (nothing here waits for ever).
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    const giveUp = setTimeout(resolve, 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      clearTimeout(giveUp);
      resolve();
    });
    child.kill();
  });
}
