import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from './app';

/** Whether this machine has Redis's own server program, which the tests that stop Redis start. */
export const hasRedisServer = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

export type TestRedisServer = {
  /** `redis://127.0.0.1:<port>`, the same across a stop and a start. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
};

/**
 * A Redis server of the test's own, on a free loopback port, that the test can stop and start
 * again: the shared one on 6379 is not ours to stop. Nothing is saved to disk.
 */
export async function startRedisServer(): Promise<TestRedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;

  async function start() {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      let output = '';
      started.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      started.once('exit', (code) =>
        reject(new Error(`redis-server stopped (exit code ${code}): ${output}`)),
      );
    });
    child = started;
  }

  async function stop() {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGKILL');
    await exited;
    child = undefined;
  }

  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}
