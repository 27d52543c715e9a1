import type { FastifyInstance } from 'fastify';
import { MSG } from '@risk/shared/messages';
import type { AppConfig } from '../../config.ts';
import { isEmbedded, type Db } from '../../db/client.ts';

/** What a refused client is told to wait before it tries again. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * The embedded database answers one call at a time, so every request beyond what it can serve
 * waits, and under 200 connections some waited 30 s. While EMBEDDED_DB_MAX_REQUESTS API requests
 * are in progress, the next one is answered at once, before it touches the database, with 503,
 * `Retry-After` and 系统繁忙，请稍后重试; a request let in is never refused half way. A request
 * leaves the count when its answer is sent or its client goes away. The count sees arriving requests
 * because the database lets the event loop turn between its calls (db/pglite-turns.ts). The health
 * check, the API documentation and the web app's files are not counted. PostgreSQL is not guarded
 * here: its pool has its own limit and timeout (db/client.ts).
 */
export function registerEmbeddedQueueGuard(
  app: FastifyInstance,
  db: Db,
  config: Pick<AppConfig, 'EMBEDDED_DB_MAX_REQUESTS'>,
) {
  if (!isEmbedded(db)) return;
  let inProgress = 0;
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/pres/')) return;
    if (inProgress >= config.EMBEDDED_DB_MAX_REQUESTS)
      return reply
        .status(503)
        .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
        .send({ status: 503, message: MSG.serverBusy, content: null });
    inProgress++;
    // 'close' comes once: after the answer is written, or when the client goes away first
    reply.raw.once('close', () => inProgress--);
  });
}
