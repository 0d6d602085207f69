import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** Debian's redis-server (`.ci/run` installs it), or null where this machine has none. */
export const REDIS_SERVER: string | null = (() => {
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
})();

/** A loopback TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A Redis of the test's own on a loopback port, kept in memory only; stopped and started again at will. */
export interface TestRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startRedis(): Promise<TestRedis> {
  if (!REDIS_SERVER) throw new Error('redis-server is not installed (apt-get install redis-server)');
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const redis = spawn(
        REDIS_SERVER as string,
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      redis.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      redis.once('exit', (code) => reject(new Error(`redis-server exited with ${code}:\n${output}`)));
      child = redis;
    });
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}
