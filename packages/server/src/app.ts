import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { MSG } from '@risk/shared/messages';
import { endpointsIn } from '@risk/shared/api/endpoint';
import { onlineCalls, sessionCalls } from '@risk/shared/api/system';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { isEmbedded, type Db } from './db/client.ts';
import { registerAccessControl } from './platform/auth/access.ts';
import { loadSecrets } from './platform/auth/secrets.ts';
import { registerOperationLog } from './platform/audit/operation-log.ts';
import { registerEmbeddedQueueGuard } from './platform/http/embedded-queue-guard.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { AppError } from './platform/http/errors.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerResponseContract } from './platform/http/response-contract.ts';
import { registerEndpointContract } from './platform/http/route.ts';
import { loggerOptions, registerRequestLog } from './platform/http/request-log.ts';
import { turnMemoOff } from './platform/read-model/memo.ts';
import { keepShapes } from './db/shapes.ts';
import { MODULES } from './modules/index.ts';
import { sendNotices, SYSTEM_SENDER } from './modules/notices/service.ts';
import { JobQueue } from './platform/jobs/queue.ts';
import { registerLogSealer, type LogSealer } from './platform/audit/log-sealer.ts';
import { registerFieldCipher } from './platform/crypto/field-seal.ts';
import { serverRoot } from './package-root.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on SIGTERM: the health check fails so the balancer drains the instance. */
    draining: boolean;
    /** this instance's job runner: started when the app is ready, stopped (its jobs failed cleanly) on close */
    jobs: JobQueue;
    /** CRYPTO_SUITE=gm: seals the log chains with SM3-HMAC (null under the default suite) */
    logSealer: LogSealer | null;
  }
}

const defaultWebDist = path.resolve(serverRoot, '../web/dist');
/** The bell's word for a job's end. */
const JOB_NOTICE_TYPE = '任务通知';

/** Builds the instance (platform plugins, then domain modules) without listening; tests call `inject`. */
export async function buildApp(config: AppConfig, db: Db, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config),
    // One line per request instead of Fastify's two (platform/http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // X-Forwarded-For / -Proto only from the proxies named in TRUST_PROXY: from anyone else a forged
    // header would pick the address the login limit counts and the logs record.
    trustProxy: config.trustProxy,
    // While closing, a request that still arrives on an open keep-alive connection is answered (with
    // Connection: close) rather than refused with a bare 503: the balancer already sent it here, and
    // a rolling restart must drop nothing (scripts/rolling-restart.ts found those 503s).
    return503OnClosing: false,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  registerRequestLog(app);
  registerResponseContract(app, { strict: config.strictResponses });
  registerEndpointContract(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);

  if (!config.readModelMemo) turnMemoOff(db);
  keepShapes(db, { check: config.strictResponses });
  const secrets = await loadSecrets(db, config.CRYPTO_SUITE);
  const jobs = new JobQueue(db, {
    staleSeconds: config.JOB_STALE_SECONDS,
    pollMs: config.JOB_POLL_MS,
    concurrency: config.JOB_CONCURRENCY,
    schedules: config.jobSchedules,
    embedded: isEmbedded(db),
    log: app.log,
    notify: (tx, ownerId, { text, link }) =>
      sendNotices(tx, SYSTEM_SENDER, [ownerId], { noticeType: JOB_NOTICE_TYPE, noticeBody: text, link }),
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  app.decorate('logSealer', await registerLogSealer(app, db, config));
  const ctx: AppContext = { db, config, secrets, jobs };

  // Each upload passes its own limit (spreadsheets IMPORT_MAX_FILE_MB, the file store UPLOAD_MAX_MB); this is the ceiling.
  await app.register(multipart, {
    limits: { fileSize: Math.max(config.importMaxFileBytes, config.uploadMaxBytes), files: 10 },
    throwFileSizeLimit: true,
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: '劳动用工风险监测预警平台 API',
        version: '1.0.0',
        description: '所有接口位于 /api/pres 下；应答为 { status, message, content }。',
      },
      components: { securitySchemes: { bearer: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerEmbeddedQueueGuard(app, db, config);
  registerDiskGuard(app, config);
  registerAccessControl(app, db, secrets, config);
  registerOperationLog(app, db);

  // While the server drains before a shutdown, or cannot reach its database, the balancer reads
  // 503 here and stops sending requests; the check answers within 3 s either way.
  app.decorate('draining', false);
  app.decorate('importLimits', {
    maxFileMb: config.IMPORT_MAX_FILE_MB,
    zip: config.zipLimits,
    embeddedMaxRows: isEmbedded(db) ? config.EMBEDDED_IMPORT_MAX_ROWS : null,
  });
  app.get('/api/health', { schema: { hide: true } }, async (_req, reply) => {
    if (app.draining) return reply.status(503).send({ status: 503, message: '服务正在关闭', content: null });
    if (!(await databaseAnswers(db)))
      return reply.status(503).send({ status: 503, message: MSG.databaseUnavailable, content: null });
    return { status: 200, message: 'ok', content: { uptime: process.uptime() } };
  });
  for (const mod of MODULES) await app.register(async (scope) => mod(scope, ctx), { prefix: '/api/pres' });

  await serveWebApp(app, config.WEB_DIST ? path.resolve(config.WEB_DIST) : defaultWebDist);
  // Last: once installed the process's cipher stays until this app closes, which a failed build never does.
  await registerFieldCipher(app, db, config);
  return app;
}

/**
 * PGlite keeps its pages in memory and writes them to DATA_DIR behind the statement, so a full
 * disk does not fail the statement that filled it (scripts/faults/disk-full.ts found writes
 * answered 200 with 0 bytes free). Writes are therefore refused up front (507, a Chinese message)
 * while the data directory has less than DATA_MIN_FREE_MB free; reads and signing in go on.
 */
/** Signing in and out and ending sessions go on while the disk is low. */
const SESSION_CALLS = new Set(endpointsIn(sessionCalls, onlineCalls));

function registerDiskGuard(app: FastifyInstance, config: AppConfig) {
  const minFree = config.DATA_MIN_FREE_MB * 2 ** 20;
  if (config.DATABASE_URL || minFree === 0) return;
  let checkedAt = 0;
  let low = false;
  app.addHook('onRequest', async (req) => {
    const endpoint = req.routeOptions.config?.endpoint;
    if (req.method === 'GET' || req.method === 'HEAD' || (endpoint && SESSION_CALLS.has(endpoint))) return;
    if (Date.now() - checkedAt > 2_000) {
      checkedAt = Date.now();
      try {
        const s = fs.statfsSync(config.dataDir);
        low = s.bavail * s.bsize < minFree;
      } catch {
        low = false;
      }
    }
    if (low) throw new AppError(507, MSG.storageFull);
  });
}

/** Whether the database answers `select 1` within 3 s. */
async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), 3_000)));
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The built web app, with history-mode routes answered by index.html. */
async function serveWebApp(app: FastifyInstance, dist: string) {
  if (!fs.existsSync(path.join(dist, 'index.html'))) return;
  await app.register(fastifyStatic, { root: dist, wildcard: false, index: false, maxAge: '1h', immutable: false });
  // Read per request (the OS caches it): a rebuilt web app is served without restarting the server.
  const html = () => fs.readFileSync(path.join(dist, 'index.html'));
  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    const file = req.url.split('?')[0];
    if (file.startsWith('/api/')) return reply.callNotFound();
    const candidate = path.join(dist, path.normalize(file));
    if (candidate.startsWith(dist) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
      return reply
        .header('cache-control', file.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
        .sendFile(path.relative(dist, candidate));
    }
    return reply.type('text/html').header('cache-control', 'no-cache').send(html());
  });
}
