import path from 'node:path';
import { parseArgs } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase, type Database } from '../db/client.ts';
import { user } from '../db/schema/system.ts';
import { seedDatabase } from '../seed/index.ts';
import { describeDatabase } from './describe-database.ts';

/**
 * `npm run seed -- --scale N [--seed S] [--reset]`: fills the database named by DATA_DIR /
 * DATABASE_URL with deterministic demo data. It never mixes generated data into existing data:
 * a database that already holds users is left alone unless --reset drops and recreates it.
 */
const USAGE = '用法：npm run seed -- --scale <企业数量> [--seed <随机种子>] [--reset]';

function parseOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      scale: { type: 'string', default: '0' },
      seed: { type: 'string', default: '1' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  const scale = Number(values.scale);
  const seed = Number(values.seed);
  if (!Number.isInteger(scale) || scale < 0) throw new Error(`--scale 必须是非负整数（收到 ${values.scale}）。`);
  if (!Number.isInteger(seed)) throw new Error(`--seed 必须是整数（收到 ${values.seed}）。`);
  return { scale, seed, reset: values.reset, help: values.help };
}

/** Drops every table and the migration history, so migrations rebuild the schema from nothing. */
async function resetSchema(database: Database) {
  await database.db.execute(sql.raw('drop schema if exists drizzle cascade'));
  await database.db.execute(sql.raw('drop schema public cascade'));
  await database.db.execute(sql.raw('create schema public'));
}

async function main() {
  let opts;
  try {
    opts = parseOptions(process.argv.slice(2));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    console.error(USAGE);
    process.exit(2);
  }
  if (opts.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig(process.env);
  const label = describeDatabase(config.DATABASE_URL, config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: 2,
  });
  try {
    await migrateDatabase(database);
    const [{ n }] = await database.db.select({ n: count() }).from(user);
    if (n > 0 && !opts.reset) {
      console.error(
        `数据库 ${label} 中已有数据（${n} 个用户），未做任何修改。\n如需清空后重新生成，请加 --reset：npm run seed -- --scale ${opts.scale} --reset`,
      );
      process.exitCode = 1;
      return;
    }
    if (opts.reset) {
      console.log(`正在清空 ${label} …`);
      await resetSchema(database);
      await migrateDatabase(database);
    }
    const started = Date.now();
    await seedDatabase(database.db, { demoPassword: config.DEMO_PASSWORD, scale: opts.scale, seed: opts.seed });
    console.log(
      `已生成演示数据：规模 ${opts.scale}，随机种子 ${opts.seed}，数据库 ${label}，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒。`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
