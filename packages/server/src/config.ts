import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_UPLOAD_MAX_MB } from '@risk/shared/files';
import { DEFAULT_IMPORT_MAX_FILE_MB } from '@risk/shared/api/import';

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
  /** Spreadsheet imports: the largest uploaded .xlsx, in MB (a city's million-row 社保数据 is 100–170 MB). */
  IMPORT_MAX_FILE_MB: z.coerce.number().int().min(1).max(1024).default(DEFAULT_IMPORT_MAX_FILE_MB),
  /**
   * Spreadsheet imports: what the uploaded .xlsx may inflate to, read from its zip directory before
   * parsing (a million rows of 23 columns are about 900 MB of sheet and shared strings).
   */
  IMPORT_MAX_INFLATED_MB: z.coerce.number().int().min(1).max(4095).default(2048),
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
  /**
   * The proxies whose X-Forwarded-For and X-Forwarded-Proto are believed: addresses, CIDRs or
   * proxy-addr's names (loopback, linklocal, uniquelocal), comma-separated. None by default: any
   * client can write those headers, and the per-address login limit and the logs read the address.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .refine(
      (list) => list.every(isProxyAddress),
      'TRUST_PROXY 必须是逗号分隔的 IP 地址、CIDR 或 loopback（如 10.0.0.5,10.1.0.0/16）',
    ),
  /**
   * Embedded database only: API requests in progress at once; the next is answered 503 with
   * Retry-After (platform/http/embedded-queue-guard.ts). PostgreSQL is not limited here.
   */
  EMBEDDED_DB_MAX_REQUESTS: z.coerce.number().int().min(1).max(10_000).default(32),
  /**
   * Embedded database only: the most rows one import file may hold (its first sheet's last row, read
   * while the upload is checked); a larger file is refused at once with the way to PostgreSQL. While
   * an import writes, every other request waits for the embedded database's one connection: 100,000
   * social-security rows took 124 s on two shared cores (docs/imports.md), a district's monthly file.
   */
  EMBEDDED_IMPORT_MAX_ROWS: z.coerce.number().int().min(1).max(2_000_000).default(100_000),
  /** A running job whose instance has not beaten for this long is failed by another (its instance died). */
  JOB_STALE_SECONDS: z.coerce.number().int().min(3).max(3600).default(30),
  /** How often an idle instance looks for queued jobs another instance accepted, in ms. */
  JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /**
   * Jobs (imports) one instance runs at once; the rest wait their turn, on this instance or another.
   * 0 (PostgreSQL only): this instance serves requests and runs none, so the instances behind the
   * load balancer do not share their cores with a city's import (docs/imports.md, "Beside the lists").
   */
  JOB_CONCURRENCY: z.coerce.number().int().min(0).max(16).default(1),
  /**
   * Whether this instance inserts scheduled jobs (the morning digest) by its own clock; default on,
   * off under test so a suite started on a working morning sends no digest a test does not drive.
   */
  JOB_SCHEDULES: z.enum(['0', '1']).optional(),
  /**
   * gm: the 商用密码 suite (docs/security.md): the log chains sealed with SM3-HMAC, personal data
   * encrypted with SM4 (keys kept outside the database), and passwords on the wire SM2-encrypted
   * instead of RSA. standard: today's suite.
   */
  CRYPTO_SUITE: z.enum(['standard', 'gm']).default('standard'),
  /** gm: the log seal key's file (made on the first start); default <DATA_DIR>/keys/log-hmac.key. */
  LOG_HMAC_KEY_FILE: z.string().optional(),
  /**
   * gm: the key file of the personal data sealed with SM4 (made on the first start); default
   * <DATA_DIR>/keys/field-sm4.key. Without it the sealed contacts and phones cannot be read.
   */
  FIELD_KEY_FILE: z.string().optional(),
  /** gm: how often newly committed log rows are sealed, in ms. */
  LOG_SEAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
});

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR (address/prefix length) or one of proxy-addr's names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = net.isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

export type AppConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  const refuse = (lines: string[]) => new Error(`配置错误:\n${lines.join('\n')}`);
  if (!parsed.success) throw refuse(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  const c = parsed.data;
  // the embedded database has one instance: one that runs no jobs would leave every import queued
  if (c.JOB_CONCURRENCY === 0 && !c.DATABASE_URL)
    throw refuse(['JOB_CONCURRENCY: 为 0 时本实例不执行后台任务，只能用于 PostgreSQL 部署（设置 DATABASE_URL）']);
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    production: c.NODE_ENV === 'production',
    /** The demonstration captcha code is honoured only outside production. */
    demoCaptchaCode: c.NODE_ENV === 'production' ? undefined : c.DEMO_CAPTCHA_CODE,
    uploadMaxBytes: c.UPLOAD_MAX_MB * 1024 * 1024,
    importMaxFileBytes: c.IMPORT_MAX_FILE_MB * 1024 * 1024,
    zipLimits: {
      maxInflatedBytes: c.IMPORT_MAX_INFLATED_MB * 1024 * 1024,
      maxRatio: c.IMPORT_MAX_ZIP_RATIO,
      maxEntries: c.IMPORT_MAX_ZIP_ENTRIES,
    },
    sessionIdleMs: c.SESSION_IDLE_MINUTES * 60_000,
    strictResponses: c.STRICT_RESPONSES ? c.STRICT_RESPONSES === '1' : c.NODE_ENV !== 'production',
    readModelMemo: c.READ_MODEL_MEMO === '1',
    jobSchedules: c.JOB_SCHEDULES ? c.JOB_SCHEDULES === '1' : c.NODE_ENV !== 'test',
    /** Fastify's trustProxy: the configured proxies, or trust nobody's forwarding headers. */
    trustProxy: c.TRUST_PROXY.length > 0 ? c.TRUST_PROXY : false,
    logKeyFile: path.resolve(c.LOG_HMAC_KEY_FILE ?? path.join(c.DATA_DIR, 'keys', 'log-hmac.key')),
    fieldKeyFile: path.resolve(c.FIELD_KEY_FILE ?? path.join(c.DATA_DIR, 'keys', 'field-sm4.key')),
  };
}
