import { sessionCalls } from '@risk/shared/api/system';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { pathOf, type AnyEndpoint, type ContentOf } from '@risk/shared/api/endpoint';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database, type Db } from '../../src/db/client.ts';
import { encryptPassword } from '../../src/platform/auth/secrets.ts';
import { withDatabase } from '../global-setup.ts';
import { TEMPLATE_DB, TEST_CAPTCHA, TEST_PASSWORD, snapshotFile } from './constants.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  /** Logs in through the real login call (demo captcha code) and answers the token. */
  login(username: string, password?: string): Promise<string>;
  /** Sends a request as a user (token) and answers the parsed envelope with the HTTP status. */
  call<T = unknown>(token: string | null, opts: InjectOptions): Promise<CallResult<T>>;
  /**
   * Sends a call of the shared tables as a user: its path parameters filled in, the query, and a JSON
   * body (or a raw `payload` with its `headers`, for multipart forms and malformed input).
   */
  send<E extends AnyEndpoint>(token: string | null, endpoint: E, input?: SendInput): Promise<CallResult<ContentOf<E>>>;
  /** A POST as a user, with a JSON body when one is given. */
  post(token: string | null, url: string, payload?: object): ReturnType<TestApp['call']>;
  encrypt(plain: string): string;
  /** The app closed and built again on the same database with `env` (a restart under another setting); tokens stay valid. */
  reopen(env: Record<string, string>): Promise<void>;
  close(): Promise<void>;
}

export interface CallResult<T> {
  status: number;
  body: { status: number; message: string; content: T };
  raw: LightMyRequestResponse;
}

export interface SendInput {
  params?: Record<string, unknown>;
  query?: InjectOptions['query'];
  body?: unknown;
  payload?: InjectOptions['payload'];
  headers?: InjectOptions['headers'];
  remoteAddress?: string;
}

/** The inject options of a call of the shared tables. */
export function injectOf(endpoint: AnyEndpoint, input: SendInput = {}): InjectOptions {
  const { params, body, ...rest } = input;
  return {
    method: endpoint.method,
    url: `/api/pres${pathOf(endpoint, params)}`,
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    ...rest,
  };
}

/**
 * TEST_CRYPTO_SUITE=gm runs a whole suite under the 商用密码 suite. Its keys go to a directory of
 * this process, not DATA_DIR: every database copy starts with nothing sealed, so they share them.
 */
function suiteEnv(suite: string | undefined): Record<string, string> {
  if (suite !== 'gm') return suite ? { CRYPTO_SUITE: suite } : {};
  const dir = path.join(os.tmpdir(), `risk-test-keys-${process.pid}`);
  return {
    CRYPTO_SUITE: 'gm',
    LOG_HMAC_KEY_FILE: path.join(dir, 'log-hmac.key'),
    FIELD_KEY_FILE: path.join(dir, 'field-sm4.key'),
  };
}

/** A fresh copy of the migrated, seeded database (PGlite snapshot or PostgreSQL template) and an app on it. */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { onQuery?: (text: string, params: unknown[]) => void } = {},
): Promise<TestApp> {
  const url = inject('databaseUrl');
  let database: Database;
  let dropDatabase = async () => {};
  if (url) {
    const name = `risk_t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
    await admin.end();
    database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 25, onQuery: opts.onQuery });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    database = await openDatabase({ pgliteSnapshot: new Blob([fs.readFileSync(snapshotFile)]), onQuery: opts.onQuery });
  }
  const configOf = (e: Record<string, string>) =>
    loadConfig({
      NODE_ENV: 'test',
      DEMO_CAPTCHA_CODE: TEST_CAPTCHA,
      LOG_LEVEL: 'silent',
      ...suiteEnv(e.CRYPTO_SUITE ?? process.env.TEST_CRYPTO_SUITE),
      ...e,
    });
  let app = await buildApp(configOf(env), database.db, { logger: false });
  // the served key, read again on reopen: under another suite it is another key (RSA or SM2)
  const servedKey = async () => (await app.inject(injectOf(sessionCalls.publicKey))).json().content as string;
  let publicKey = await servedKey();
  const encrypt = (plain: string) => encryptPassword(publicKey, plain);

  const call: TestApp['call'] = async (token, opts) => {
    const raw = await app.inject({
      ...opts,
      headers: { ...(token ? { authorization: token } : {}), ...(opts.headers ?? {}) },
    });
    let body;
    try {
      body = raw.json();
    } catch {
      body = { status: raw.statusCode, message: '', content: raw.rawPayload };
    }
    return { status: raw.statusCode, body, raw };
  };

  const login = async (username: string, password = TEST_PASSWORD) => {
    const captcha = await call<{ uuid: string }>(null, injectOf(sessionCalls.captcha));
    const res = await call<{ token: string }>(
      null,
      injectOf(sessionCalls.login, {
        body: { username, password: encrypt(password), code: TEST_CAPTCHA, uuid: captcha.body.content.uuid },
        // Spread logins over addresses so the per-IP login limit never trips in a test.
        remoteAddress: `10.0.${crypto.randomInt(255)}.${crypto.randomInt(255)}`,
      }),
    );
    if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${res.body.message}`);
    return res.body.content.token;
  };

  return {
    get app() {
      return app;
    },
    db: database.db,
    database,
    login,
    call,
    post: (token, url, payload) => call(token, { method: 'POST', url, ...(payload ? { payload } : {}) }),
    send: (token, endpoint, input) => call(token, injectOf(endpoint, input)),
    encrypt,
    reopen: async (next) => {
      await app.close();
      app = await buildApp(configOf(next), database.db, { logger: false });
      publicKey = await servedKey();
    },
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

/** Row counts of tables, to show that a refused request changed nothing. */
export async function rowCounts(db: Db, tables: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of tables) {
    const res = (await db.execute(sql.raw(`select count(*)::int as n from ${t}`))) as unknown as {
      rows: { n: number }[];
    };
    out[t] = res.rows[0].n;
  }
  return out;
}

/** A stable fingerprint of whole tables' contents, for "nothing changed" assertions. */
export async function tableDigest(db: Db, table: string): Promise<string> {
  const res = (await db.execute(
    sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from ${table} t`),
  )) as unknown as { rows: { d: string }[] };
  return res.rows[0].d;
}
