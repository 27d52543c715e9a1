import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { encryptPassword } from '../../src/platform/auth/secrets.ts';
import { withDatabase } from '../global-setup.ts';
import { TEMPLATE_DB, TEST_CAPTCHA, TEST_PASSWORD, snapshotFile } from '../helpers/constants.ts';
import { injectOf } from '../helpers/test-app.ts';
import { sessionCalls } from '@risk/shared/api/system';

/**
 * Two instances behind a load balancer share nothing but the database. On PostgreSQL each instance
 * has its own connection pool, as two processes would; PGlite is single-process, so there the two
 * instances share one embedded database (what the platform supports on PGlite).
 */
let a: FastifyInstance;
let b: FastifyInstance;
const databases: Database[] = [];
let dropDatabase = async () => {};

beforeAll(async () => {
  const url = inject('databaseUrl');
  if (url) {
    const name = `risk_t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
    await admin.end();
    databases.push(await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 5 }));
    databases.push(await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 5 }));
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    databases.push(await openDatabase({ pgliteSnapshot: new Blob([fs.readFileSync(snapshotFile)]) }));
  }
  const config = loadConfig({ NODE_ENV: 'test', DEMO_CAPTCHA_CODE: TEST_CAPTCHA, LOG_LEVEL: 'silent' });
  a = await buildApp(config, databases[0].db, { logger: false });
  b = await buildApp(config, (databases[1] ?? databases[0]).db, { logger: false });
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  for (const d of databases) await d.close();
  await dropDatabase();
});

async function publicKeyOf(app: FastifyInstance): Promise<string> {
  return (await app.inject(injectOf(sessionCalls.publicKey))).json().content;
}

/** Fetches the captcha from one instance and sends the login to another, as a balancer may. */
async function login(captchaFrom: FastifyInstance, loginAt: FastifyInstance, username: string): Promise<string> {
  const { uuid } = (await captchaFrom.inject(injectOf(sessionCalls.captcha))).json().content;
  const res = await loginAt.inject(
    injectOf(sessionCalls.login, {
      body: {
        username,
        password: encryptPassword(await publicKeyOf(loginAt), TEST_PASSWORD),
        code: TEST_CAPTCHA,
        uuid,
      },
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().content.token;
}

const info = (app: FastifyInstance, token: string) =>
  app.inject(injectOf(sessionCalls.info, { headers: { authorization: token } }));

describe('several instances on one database', () => {
  it('when both instances start then they serve the same RSA public key (secrets live in the database)', async () => {
    expect(await publicKeyOf(a)).toBe(await publicKeyOf(b));
  });

  it('when a token is issued by one instance then the other accepts it', async () => {
    const token = await login(a, a, 'city');
    const res = await info(b, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().content.username).toBe('city');
  });

  it('when the captcha comes from one instance then the login on the other accepts it', async () => {
    const token = await login(a, b, 'haidian');
    expect((await info(a, token)).statusCode).toBe(200);
  });

  it('when a user logs out on one instance then the other refuses the token', async () => {
    const token = await login(b, a, 'city2');
    expect((await info(b, token)).statusCode).toBe(200);
    const out = await b.inject(injectOf(sessionCalls.logout, { headers: { authorization: token } }));
    expect(out.statusCode).toBe(200);
    expect((await info(a, token)).statusCode).toBe(401);
    expect((await info(b, token)).statusCode).toBe(401);
  });
});
