import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { poolCalls } from '@risk/shared/api/pool';
import { sessionSettingsSql } from '../../src/db/client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { preparedPlanCounts } from '../helpers/prepared-plans.ts';
import { PLAN_SEED_SQL, LARGE_TABLE_ROWS } from './query-plans.seed.ts';
import {
  DISTRICT,
  KNOWN_FILE,
  LISTS,
  NOT_CHECKED,
  checkLists,
  explainBoth,
  keyOf,
  known,
  listCall,
  planContext,
  routeOf,
  type PlanContext,
} from './query-plans.rules.ts';

/**
 * Every accepted sort and filter of every list is fast (the lists and rules: query-plans.rules.ts):
 * the SQL each route sends is captured (the driver's query logger) and `EXPLAIN`ed on tables seeded
 * large enough for the planner to care. A Seq Scan of a large table or a Sort over more rows than the
 * page fails, named with the call and the statement. `bench/list-plans.ts` runs the same on a
 * database seeded at scale.
 *
 * PostgreSQL only: PGlite runs the same planner, but CI's budget is spent once, on the real server.
 */
const url = inject('databaseUrl');

describe.skipIf(!url)('query plans of every list, sort and filter (PostgreSQL; skipped on PGlite)', () => {
  let t: TestApp;
  let explainer: pg.Client;
  const captured: { text: string; params: unknown[] }[] = [];
  const tokens: Record<string, string> = {};
  let context: PlanContext = { large: new Set(), partialIndexes: new Set() };

  beforeAll(async () => {
    t = await createTestApp({}, { onQuery: (text, params) => captured.push({ text, params }) });
    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    explainer = new pg.Client({
      connectionString: (pool as unknown as { options: { connectionString: string } }).options.connectionString,
    });
    await explainer.connect();
    await explainer.query(PLAN_SEED_SQL);
    // statistics from every row (the sample of 300 × the target covers the largest table), so the
    // estimates, and with them the plans, are the same on every run
    await explainer.query('set default_statistics_target = 1000');
    await explainer.query('vacuum analyze');
    await explainer.query('set plan_cache_mode = force_generic_plan');
    // the planner settings the platform's sessions run with
    await explainer.query(sessionSettingsSql);
    context = await planContext(explainer, LARGE_TABLE_ROWS);
    for (const u of new Set(LISTS.flatMap((l) => l.users))) tokens[u] = await t.login(u);
  });
  afterAll(async () => {
    await explainer?.end();
    await t?.close();
  });

  it('covers every list route the platform declares', () => {
    const lists = t.app.declaredRoutes.filter((r) => {
      const qs = (r.schema as { querystring?: { shape?: Record<string, unknown> } } | undefined)?.querystring;
      return qs?.shape && 'page' in qs.shape && 'sort' in qs.shape;
    });
    const checked = new Set([...LISTS.map((l) => l.call), ...NOT_CHECKED.map(([call]) => call)].map(routeOf));
    const missing = lists.map((r) => r.url).filter((u) => !checked.has(u));
    expect(missing, 'add these lists to LISTS (or to NOT_CHECKED with a reason)').toEqual([]);
    expect(context.large.size, 'the seed makes the listed tables large').toBeGreaterThanOrEqual(10);
  });

  it('no Seq Scan of a large table and no Sort of more than a page, in the custom and the generic plan', async () => {
    const { statements, checked, refused } = await checkLists(
      LISTS,
      async (user, request) => {
        captured.length = 0;
        const res = await t.call(tokens[user], request);
        return { status: res.status, message: res.body.message, statements: [...captured] };
      },
      (text, params) => explainBoth(explainer, text, params, context),
    );
    const unexpected = [...refused];
    const seen = new Set<string>();
    for (const s of checked)
      for (const p of s.problems) {
        const key = keyOf(s.where, p);
        seen.add(key);
        if (!known.has(key)) unexpected.push(`${s.where}\n    ${p}\n    ${s.text.slice(0, 400)}`);
      }
    const gone = [...known].filter((k) => !seen.has(k));
    if (process.env.PLAN_ACCEPT === '1') {
      const head = '# Known slow plans: see query-plans.test.ts and docs/performance.md. PLAN_ACCEPT=1 rewrites.';
      fs.writeFileSync(KNOWN_FILE, [head, ...[...seen].sort()].join('\n') + '\n');
    }
    console.log(
      `query plans: ${statements} statements explained (custom and generic plans), ${seen.size} known slow, ` +
        `${unexpected.length} new problems, ${gone.length} known ones fixed`,
    );
    if (gone.length > 0) console.log(`no longer slow (remove from ${path.basename(KNOWN_FILE)}):\n${gone.join('\n')}`);
    expect(unexpected, unexpected.join('\n\n')).toEqual([]);
  }, 300_000);

  it('the pool name search of pushed companies settles on its generic plan, as the platform prepares it', async () => {
    captured.length = 0;
    // sorted by 推送时间, so the search reads the name suffixes rather than walking its place (migration 0043)
    const query = {
      page: '0',
      size: '10',
      companyName: '科技',
      registrationPlace: DISTRICT,
      isMatch: 'true',
      sort: 'pushTime,DESC',
    };
    const res = await t.call(tokens.city, listCall(poolCalls.list, query));
    expect(res.status).toBe(200);
    const search = captured.find((c) => c.text.includes('"risk_company_name_suffix"'));
    expect(search, 'the search reads the name suffixes').toBeDefined();
    // PostgreSQL's own choice, as on the platform's connections: five custom plans, then the generic
    // plan for good if it is costed no higher than they were
    await explainer.query('set plan_cache_mode = auto');
    try {
      const plans = await preparedPlanCounts(explainer, 'pushed_name_search', search!.text, search!.params);
      expect(plans, 'planned afresh on every call').toEqual({ generic: '3', custom: '5' });
    } finally {
      await explainer.query('set plan_cache_mode = force_generic_plan');
    }
  });
});
