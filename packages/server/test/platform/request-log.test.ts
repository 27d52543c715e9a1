import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's log (platform/http/request-log.ts): one line per request, written through a
 * buffered destination that must still reach standard output however the process ends. Each case
 * runs in a child process whose output is a pipe, as under a process manager.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const requestLog = path.join(root, 'packages/server/src/platform/http/request-log.ts');

function runChild(ending: string) {
  const script = `
    import Fastify, { LogController } from 'fastify';
    import { loggerOptions, registerRequestLog } from ${JSON.stringify(requestLog)};
    const app = Fastify({ logger: loggerOptions({ LOG_LEVEL: 'info' }), logController: new LogController({ disableRequestLogging: true }) });
    registerRequestLog(app);
    app.addHook('onRequest', async (req) => { req.authUser = { id: 42 }; });
    app.get('/api/pres/x', async () => ({ ok: true }));
    await app.inject({ url: '/api/pres/x?page=0', headers: { authorization: 'Bearer secret' } });
    app.log.info('last line');
    ${ending}
  `;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    timeout: 20_000,
  });
  const lines = child.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { status: child.status, lines };
}

describe('request log', () => {
  it('when a request is answered then one line names its id, method, URL, status, time, user and address', () => {
    const { lines } = runChild('process.exit(0);');
    const requests = lines.filter((l) => l.url);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: expect.any(String),
      method: 'GET',
      url: '/api/pres/x?page=0',
      statusCode: 200,
      responseTime: expect.any(Number),
      userId: 42,
      ip: '127.0.0.1',
    });
    // Fastify's own "incoming request" line is off, and headers (the token) are never written.
    expect(lines.map((l) => l.msg)).not.toContain('incoming request');
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  // The lines sit in the buffer (far below its 4 KB) when the process ends.
  const endings: [string, string, number][] = [
    ['process.exit, as the SIGTERM drain and its force timer end', 'process.exit(0);', 0],
    ['an uncaught exception', "setTimeout(() => { throw new Error('boom'); }, 10);", 1],
    ['an unhandled rejection', "Promise.reject(new Error('boom'));", 1],
    ['the event loop running empty', '', 0],
  ];
  it.each(endings)('when the process ends by %s then the buffered lines are written', (_what, ending, status) => {
    const child = runChild(ending);
    expect(child.status).toBe(status);
    expect(child.lines.map((l) => l.msg)).toEqual(['request completed', 'last line']);
  });
});
