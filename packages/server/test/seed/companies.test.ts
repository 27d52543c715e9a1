import { describe, expect, it } from 'vitest';
import { isCreditCode } from '@risk/shared/company';
import { DISTRICT_NAMES } from '@risk/shared/districts';
import { migrateDatabase, openDatabase, type Database } from '../../src/db/client.ts';
import { seedCompanies } from '../../src/seed/companies.ts';
import { rowCounts } from '../helpers/test-app.ts';

const NOW = new Date('2026-01-15T08:00:00Z');

async function generated(scale: number, seed: number, bulkLoad?: boolean): Promise<Database> {
  const database = await openDatabase({});
  await migrateDatabase(database);
  await seedCompanies(database.db, { scale, seed, now: NOW, bulkLoad });
  return database;
}

/** A table's contents without the write timestamps (and the log chain stamped from them), which differ between runs by nature. */
async function contentDigest(d: Database, table: string): Promise<string> {
  const [{ digest }] = await rows(
    d,
    `select md5(coalesce(string_agg((to_jsonb(t) - 'create_time' - 'update_time' - 'chain_seq' - 'prev_hash' - 'hash')::text, '|' order by (to_jsonb(t) - 'create_time' - 'update_time' - 'chain_seq' - 'prev_hash' - 'hash')::text), '')) as digest from ${table} t`,
  );
  return digest as string;
}

const rows = async (d: Database, q: string) =>
  ((await d.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

// Each case migrates fresh in-memory databases and generates into them: slow by nature on 2 busy cores.
describe('demo pool generator', { timeout: 180_000 }, () => {
  it('when run twice with one seed then every generated table is identical, and another seed differs', async () => {
    const [a, b, c] = await Promise.all([generated(120, 7), generated(120, 7), generated(120, 8)]);
    try {
      for (const table of [
        'risk_company',
        'risk_company_info',
        'registry_company',
        'registry_record',
        'risk_verification_order',
      ]) {
        expect(await contentDigest(b, table)).toBe(await contentDigest(a, table));
      }
      expect(await contentDigest(c, 'risk_company')).not.toBe(await contentDigest(a, 'risk_company'));
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
  });

  it('when loaded without the secondary indexes then the tables and every index are as when loaded with them', async () => {
    const [a, b] = await Promise.all([generated(120, 7, false), generated(120, 7, true)]);
    const indexes = `select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by 1, 2`;
    try {
      expect(await rows(b, indexes)).toEqual(await rows(a, indexes));
      for (const table of ['risk_company', 'risk_company_name_suffix', 'risk_order_audit', 'social_security'])
        expect(await contentDigest(b, table)).toBe(await contentDigest(a, table));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('when 500 companies are generated then counts, codes, summaries and orders are consistent', async () => {
    const d = await generated(500, 1);
    try {
      const counts = await rowCounts(d.db, ['risk_company', 'risk_company_info', 'registry_company']);
      expect(counts.risk_company).toBe(500);
      expect(counts.risk_company_info).toBeGreaterThan(4000);
      expect(counts.risk_company_info).toBeLessThan(6000);
      const companies = await rows(
        d,
        'select credit_code, company_name, registration_place, is_match, status from risk_company',
      );
      expect(companies.every((c) => isCreditCode(c.credit_code as string))).toBe(true);
      expect(new Set(companies.map((c) => c.registration_place))).toEqual(new Set(DISTRICT_NAMES));
      expect(companies.some((c) => /（.+）/.test(c.company_name as string))).toBe(true);
      const matched = companies.filter((c) => c.is_match).length;
      expect(matched / 500).toBeGreaterThan(0.8);
      expect(matched).toBeLessThan(500);
      // every matched company has its registry entry; one registry-only company per ten pool companies
      const [{ n: registryOfPool }] = await rows(
        d,
        'select count(*)::int as n from risk_company c join registry_company r on r.credit_code = c.credit_code',
      );
      expect(registryOfPool).toBe(matched);
      expect(counts.registry_company).toBe(matched + 50);
      // the kept summary equals the information rows
      const [{ n: wrong }] = await rows(
        d,
        `select count(*)::int as n from risk_company c where c.risk_info_count <> (select count(*) from risk_company_info i where i.risk_company_id = c.id)
        or c.type <> (select string_agg(distinct category, ',' order by category) from risk_company_info i where i.risk_company_id = c.id)`,
      );
      expect(wrong).toBe(0);
      const points = await rows(d, 'select distinct risk_point, risk_degree from risk_company_info');
      expect(points.length).toBe(30);
      // pushed companies carry an order; status 1 (已推送) means the district has not taken it yet
      const [{ n: noOrder }] = await rows(
        d,
        'select count(*)::int as n from risk_company c where c.status > 0 and not exists (select 1 from risk_verification_order o where o.risk_company_id = c.id)',
      );
      expect(noOrder).toBe(0);
      const [{ n: notNew }] = await rows(
        d,
        'select count(*)::int as n from risk_company c join risk_verification_order o on o.risk_company_id = c.id where c.status = 1 and o.status not in (10, 11, 0, 2, 3)',
      );
      expect(notNew).toBe(0);
    } finally {
      await d.close();
    }
  });
});
