import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../packages/server/build.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The platform server in its own process, as production runs it (the build in
 * packages/server/dist, made afresh here: about a second), for the end-to-end tests and the
 * benchmarks: a separate process keeps its event loop apart from the browser or load driver.
 */
export async function startServerProcess(
  env: Record<string, string>,
  port?: number,
): Promise<{ baseUrl: string; pid: number; stop: () => Promise<void> }> {
  port ??= await freePort();
  const server = spawnServer(env, port);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(baseUrl, server);
  } catch (err) {
    await stop(server);
    throw err;
  }
  return { baseUrl, pid: server.pid!, stop: () => stop(server) };
}

let bundle: string | undefined;

/**
 * The built server's process on `port`, without waiting for it (kill -9 and restart scripts); built
 * once per process. `stdout: 'ignore'` drops its log lines (the growth bench keeps the request log on).
 */
export function spawnServer(
  env: Record<string, string>,
  port: number,
  stdout: 'inherit' | 'ignore' = 'inherit',
): ChildProcess {
  bundle ??= buildServer();
  return spawn(process.execPath, ['--enable-source-maps', bundle], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', stdout, 'inherit'],
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilHealthy(baseUrl: string, server: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`服务进程已退出（退出码 ${server.exitCode}）`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`服务在 120 秒内没有就绪：${baseUrl}`);
}

/** SIGTERM lets the server close its database cleanly; SIGKILL only if it hangs. */
async function stop(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
