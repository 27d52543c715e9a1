import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_UPLOAD_MAX_MB } from '@risk/shared/files';

/** Configuration from environment variables (README lists each), validated once at start. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url('DATABASE_URL 必须是 postgres:// 地址').optional(),
  /** Connections of one server instance to PostgreSQL; more than the database's cores only makes them queue there. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(8),
  /**
   * 1: statements used three times become named prepared statements (db/auto-prepare.ts). Set 0
   * behind PgBouncer in transaction mode older than 1.21 or without max_prepared_statements.
   */
  DATABASE_AUTO_PREPARE: z.enum(['0', '1']).default('1'),
  DEMO_CAPTCHA_CODE: z
    .string()
    .regex(/^\d{1,6}$/, 'DEMO_CAPTCHA_CODE 必须是 1-6 位数字')
    .optional(),
  DEMO_PASSWORD: z.string().min(8).default('Risk@2026'),
  /** Demo companies generated on the first start of an empty database (0: base data only). */
  DEMO_SCALE: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** Largest file the file store accepts (policy, reports, attachments), in MB. */
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(1024).default(DEFAULT_UPLOAD_MAX_MB),
  /** Spreadsheet imports: what the uploaded .xlsx may inflate to, read from its zip directory before parsing. */
  IMPORT_MAX_INFLATED_MB: z.coerce.number().int().min(1).max(4095).default(256),
  IMPORT_MAX_ZIP_RATIO: z.coerce.number().int().min(10).default(100),
  IMPORT_MAX_ZIP_ENTRIES: z.coerce.number().int().min(10).max(65_534).default(1000),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** 1: an answer with a field its response schema does not declare fails (default outside production). */
  STRICT_RESPONSES: z.enum(['0', '1']).optional(),
  READ_MODEL_MEMO: z.enum(['0', '1']).default('1'),
  /**
   * On SIGTERM the health check answers 503 for this long before the server stops listening, so a
   * load balancer takes the instance out of rotation first; 0 without a balancer.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
  /** Writes are refused (507) while the data directory's file system has less free space than this. */
  DATA_MIN_FREE_MB: z.coerce.number().min(0).default(64),
});

export type AppConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`配置错误:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    production: c.NODE_ENV === 'production',
    /** The demonstration captcha code is honoured only outside production. */
    demoCaptchaCode: c.NODE_ENV === 'production' ? undefined : c.DEMO_CAPTCHA_CODE,
    uploadMaxBytes: c.UPLOAD_MAX_MB * 1024 * 1024,
    zipLimits: {
      maxInflatedBytes: c.IMPORT_MAX_INFLATED_MB * 1024 * 1024,
      maxRatio: c.IMPORT_MAX_ZIP_RATIO,
      maxEntries: c.IMPORT_MAX_ZIP_ENTRIES,
    },
    sessionIdleMs: c.SESSION_IDLE_MINUTES * 60_000,
    strictResponses: c.STRICT_RESPONSES ? c.STRICT_RESPONSES === '1' : c.NODE_ENV !== 'production',
    readModelMemo: c.READ_MODEL_MEMO === '1',
  };
}
