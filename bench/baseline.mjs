/**
 * The baseline every benchmark measures beside the platform: the very SQL statements a
 * call runs, captured from the platform itself, behind a bare `node:http` handler on `pg.Pool(8)`.
 *
 * Capture: the platform is built in this process on the same database (DATABASE_URL), afresh for
 * each call, with the driver's query logger on (`openDatabase({ onQuery })`), and each call is injected once per
 * variant with the real server's token; every statement it sends is recorded with its parameters.
 * Replay: the bare handler runs a call's statements in the same order, each as a named prepared
 * statement (as the platform's auto-prepare does), and answers their rows as JSON. The load
 * generator runs in a process of its own for both (bench/driver.mjs). Run with tsx
 * (the platform is TypeScript): `npx tsx bench/pool.mjs`.
 */
import http from 'node:http';
import pg from 'pg';
import { api, drive, measure } from './client.mjs';
import { sessionStartupOptions } from '../packages/server/src/db/client.ts';

export const BARE_POOL = Number(process.env.DATABASE_POOL_SIZE ?? 8);

/**
 * The statements each call sends, per variant: `calls` are `{ label, user, path, variants? }` where
 * `path` is a string or a function of a variant (search words).
 */
export async function captureSql(calls, tokens) {
  const { buildApp } = await import('../packages/server/src/app.ts');
  const { loadConfig } = await import('../packages/server/src/config.ts');
  const { openDatabase } = await import('../packages/server/src/db/client.ts');
  let sink = null;
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'production', READ_MODEL_MEMO: '0' });
  const out = [];
  for (const call of calls) {
    // a platform of its own per call, with the read models' answer memo off (READ_MODEL_MEMO=0): a
    // memoised call is measured beside the SQL that computes its answer, not beside the state query
    const database = await openDatabase({
      databaseUrl: process.env.DATABASE_URL,
      poolSize: 2,
      onQuery: (text, params) => sink?.push({ text, params }),
    });
    const app = await buildApp(config, database.db, { logger: false });
    const variants = typeof call.path === 'function' ? call.variants : [undefined];
    const perVariant = [];
    for (const v of variants) {
      const url = api(typeof call.path === 'function' ? call.path(v) : call.path).replace(/^https?:\/\/[^/]+/, '');
      // the first answer warms what the server keeps for minutes (the holiday calendar, the token's
      // signature); the second is recorded: the statements a call runs in a running server
      for (const record of [false, true]) {
        sink = record ? [] : null;
        const res = await app.inject({ url, headers: { authorization: tokens[call.user] } });
        if (res.statusCode !== 200)
          throw new Error(`${call.label}: ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      perVariant.push(sink);
    }
    sink = null;
    out.push(perVariant);
    await app.close();
    await database.close();
  }
  return out;
}

/**
 * Captured statements replayed on `pg.Pool(BARE_POOL)`: `replay(statements)` runs them in order, each
 * as a named prepared statement, and answers their rows.
 */
export function statementReplayer() {
  // the planner settings the platform's sessions run with, so both sides run the same plans
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    options: sessionStartupOptions,
    max: BARE_POOL,
  });
  const names = new Map();
  const nameOf = (text) => {
    if (!names.has(text)) names.set(text, `bare_${names.size + 1}`);
    return names.get(text);
  };
  const replay = async (statements) => {
    const results = [];
    for (const s of statements)
      results.push((await pool.query({ name: nameOf(s.text), text: s.text, values: s.params })).rows);
    return results;
  };
  return { replay, end: () => pool.end() };
}

/** The bare handler: `/<call>?v=<variant>` runs that call's captured statements in order and answers their rows. */
export async function bareServer(captured, port = Number(process.env.BARE_PORT ?? 0)) {
  const replayer = statementReplayer();
  const server = http.createServer(async (req, res) => {
    const u = new URL(req.url, 'http://x');
    const variants = captured[Number(u.pathname.slice(1))];
    if (!variants) return res.writeHead(404).end();
    const statements = variants[Number(u.searchParams.get('v') ?? 0) % variants.length];
    try {
      const results = await replayer.replay(statements);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(results));
    } catch (e) {
      res.writeHead(500).end(String(e));
    }
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    close: async () => {
      server.close();
      await replayer.end();
    },
  };
}

/** A bare handler's latency and throughput at `url` (with `paths` rotating per request), failures in `non2xx`. */
export async function driveBare(url, paths) {
  const r = await drive({ url, paths });
  return { p50: r.p50, p99: r.p99, rps: r.rps, non2xx: r.non2xx + r.errors };
}

/** The bare handler's latency and throughput for one call, after the same warm-up; variants rotate per request. */
export const measureBare = (base, index, variantCount) =>
  driveBare(
    `${base}/${index}?v=0`,
    variantCount > 1 ? Array.from({ length: variantCount }, (_, v) => `/${index}?v=${v}`) : undefined,
  );

export const TABLE_HEAD = [
  '| 接口 | 用户 | 语句数 | p50 (ms) | p99 (ms) | 请求/秒 | 非 2xx | 裸 SQL p99 (ms) | 裸 SQL 请求/秒 | 比值（请求/秒） |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
];

/** Rounds per call, each measuring both sides (BENCH_ROUNDS, default 1); the table shows each figure's median. */
export const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
/** The median of each numeric field over the rounds' results. */
const medianOf = (results) =>
  Object.fromEntries(Object.keys(results[0]).map((k) => [k, median(results.map((r) => r[k]))]));

/**
 * One call beside its bare SQL, ROUNDS times alternating: the median of each side's figures and of
 * the rounds' ratios. Failures add up over the rounds. The order turns every round (platform then
 * bare, bare then platform, …), so a machine that slows down or speeds up over a run weighs on both
 * sides alike rather than always on the side measured second.
 */
export async function alternate(platform, bare) {
  const rounds = [];
  for (let r = 0; r < ROUNDS; r++) {
    const platformFirst = r % 2 === 0;
    const first = await (platformFirst ? platform() : bare());
    const second = await (platformFirst ? bare() : platform());
    const [p, b] = platformFirst ? [first, second] : [second, first];
    rounds.push({ p, b, ratio: p.rps / b.rps });
  }
  const failures = (k) => rounds.reduce((n, r) => n + (r.p[k] ?? 0), 0);
  return {
    platform: { ...medianOf(rounds.map((r) => r.p)), non2xx: failures('non2xx'), errors: failures('errors') },
    bare: medianOf(rounds.map((r) => r.b)),
    ratio: median(rounds.map((r) => r.ratio)),
  };
}

/**
 * Each call beside its SQL, alternating in one run (platform, bare, next call …), printed as a
 * markdown table; answers the rows. `BENCH_ONLY=text` keeps the calls whose label contains it. With
 * BENCH_ROUNDS=n each call alternates n times and the table shows medians, the ratio being the median
 * of the rounds' ratios: on a shared machine one pair of runs can be off by a quarter.
 */
export async function compareWithBaseline(calls, tokens) {
  const chosen = calls.filter((c) => !process.env.BENCH_ONLY || c.label.includes(process.env.BENCH_ONLY));
  const captured = await captureSql(chosen, tokens);
  const bare = await bareServer(captured);
  const rows = [];
  console.log(TABLE_HEAD.join('\n'));
  try {
    for (const [i, call] of chosen.entries()) {
      const {
        platform,
        bare: b,
        ratio,
      } = await alternate(
        () => measure(call.path, tokens[call.user], call.variants ?? []),
        () => measureBare(bare.base, i, captured[i].length),
      );
      const statements = Math.round(captured[i].reduce((n, v) => n + v.length, 0) / captured[i].length);
      const row = { ...call, statements, platform, bare: b, ratio };
      rows.push(row);
      console.log(
        `| ${call.label} | ${call.user} | ${statements} | ${platform.p50} | ${platform.p99} | ${platform.rps} | ` +
          `${platform.non2xx + platform.errors} | ${b.p99} | ${b.rps} | ${row.ratio.toFixed(2)} |`,
      );
    }
  } finally {
    await bare.close();
  }
  return rows;
}
