import path from 'node:path';
import { loadConfig } from './config.ts';
import type { FastifyInstance } from 'fastify';
import { migrateDatabase, openDatabase, type Database } from './db/client.ts';
import { buildApp } from './app.ts';
import { seedIfEmpty } from './seed/index.ts';
import { syncReleaseData } from './seed/release-sync.ts';
import { importLegacyAttachments } from './modules/riskInfo/attachments.ts';
import { importLegacyAvatars } from './modules/profile/avatar.ts';
import { keepStatistics } from './db/statistics-upkeep.ts';

type Config = ReturnType<typeof loadConfig>;

/**
 * Brings a database to this release: migrations, files left on disk by older releases, first-start
 * demo data, and the menus and codes this release added. Instances started together take turns.
 */
export function prepareDatabase(database: Database, config: Pick<Config, 'dataDir' | 'DEMO_PASSWORD' | 'DEMO_SCALE'>) {
  return database.exclusively(async () => {
    await migrateDatabase(database);
    // Attachments written to DATA_DIR/files before the file store (migration 0014) move into it once.
    const adopted = await importLegacyAttachments(database.db, config.dataDir);
    // Avatars written to DATA_DIR/avatar before they moved onto the file store likewise.
    const avatars = await importLegacyAvatars(database.db, config.dataDir);
    const seeded = await seedIfEmpty(database.db, { demoPassword: config.DEMO_PASSWORD, scale: config.DEMO_SCALE });
    // Menus, buttons, permission codes and dictionaries this release added reach an existing database.
    await syncReleaseData(database.db);
    return { adopted, avatars, seeded };
  });
}

/** Starts the platform: database, migrations, first-start demo data, then the HTTP server. */
export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.DATABASE_POOL_SIZE,
    autoPrepare: config.DATABASE_AUTO_PREPARE === '1',
  });
  const { adopted, avatars, seeded } = await prepareDatabase(database, config);
  const app = await buildApp(config, database.db);
  if (adopted > 0) app.log.info({ adopted }, '已将磁盘上的附件迁入文件库');
  if (avatars > 0) app.log.info({ avatars }, '已将磁盘上的头像迁入文件库');
  // PostgreSQL's autovacuum keeps the planner's statistics; PGlite has none, so the server does its work
  if (database.kind === 'pglite') {
    const upkeep = keepStatistics(database.db, app.log);
    app.addHook('onClose', () => upkeep.stop());
  }

  let closing = false;
  /**
   * Graceful stop: the health check turns 503 and the balancer is given SHUTDOWN_DRAIN_SECONDS to
   * stop sending; then the server stops accepting connections, answers every request already
   * received (app.close waits for them), and only then closes the database pool.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, '正在关闭服务');
    const force = setTimeout(() => process.exit(1), 30_000 + config.SHUTDOWN_DRAIN_SECONDS * 1000).unref();
    await stopGracefully(app, database, config.SHUTDOWN_DRAIN_SECONDS);
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  return { app, config, database, seeded };
}

/** Health 503, drain, stop accepting and finish the requests in flight, then close the pool. */
export async function stopGracefully(app: FastifyInstance, database: Database, drainSeconds: number): Promise<void> {
  app.draining = true;
  if (drainSeconds > 0) await new Promise((r) => setTimeout(r, drainSeconds * 1000));
  await app.close();
  await database.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startServer().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
