import path from 'node:path';
import { loadConfig } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import { seedIfEmpty } from './seed/index.ts';
import { syncReleaseData } from './seed/release-sync.ts';

/** Starts the platform: database, migrations, first-start demo data, then the HTTP server. */
export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await migrateDatabase(database);
  const seeded = await seedIfEmpty(database.db, { demoPassword: config.DEMO_PASSWORD, scale: config.DEMO_SCALE });
  // Menus, buttons, permission codes and dictionaries this release added reach an existing database.
  await syncReleaseData(database.db);
  const app = await buildApp(config, database.db);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, '正在关闭服务');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  return { app, config, database, seeded };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startServer().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
