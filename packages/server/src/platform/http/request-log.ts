import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { AppConfig } from '../../config.ts';

/** Log lines are written once this many bytes wait, or after LOG_FLUSH_MS, whichever comes first. */
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_MS = 1000;

/**
 * The server's logger: pino on standard output through a buffered asynchronous destination, so
 * a busy server writes its lines a few kilobytes at a time rather than one write per line.
 *
 * Nothing is lost on the way out: pino registers a synchronous flush of the buffer on the process's
 * `exit` event, which every way this server ends passes through (the SIGTERM drain's
 * `process.exit`, its 30 s force timer, a failed start, an uncaught exception or rejection);
 * `packages/server/test/platform/request-log.test.ts` checks each. A quiet server's lines appear
 * within LOG_FLUSH_MS.
 */
export function loggerOptions(config: Pick<AppConfig, 'LOG_LEVEL'>): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    stream: pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES, periodicFlush: LOG_FLUSH_MS }),
  };
}

/**
 * One line per answered request (Fastify's own two, "incoming request" and "request completed",
 * are off: `LogController({ disableRequestLogging })` in app.ts), with what tracing a request needs: its id (`reqId`, also on
 * every line the request logs), method, URL, status, time taken, the signed-in user and the client
 * address. Without a logger, or at LOG_LEVEL warn and above, there is no such line.
 */
export function registerRequestLog(app: FastifyInstance) {
  // Without a logger Fastify's level is 'silent', as is LOG_LEVEL=silent; warn and above skip info too.
  if (!((pino.levels.values[app.log.level] ?? Infinity) <= pino.levels.values.info)) return;
  app.addHook('onResponse', (req, reply, done) => {
    req.log.info(
      {
        method: req.method,
        url: req.url,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
        userId: req.authUser?.id,
        ip: req.ip,
      },
      'request completed',
    );
    done();
  });
}
