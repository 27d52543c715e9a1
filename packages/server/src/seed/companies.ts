import { DEFAULT_DICTS } from '@risk/shared/dicts';
import { DISTRICT_NAMES } from '@risk/shared/districts';
import { COMPANY_STATUS, INFO_STATUS } from '@risk/shared/pool';
import { ORDER_STATUS, UNRATED } from '@risk/shared/verification';
import { normalizeCompanyName } from '@risk/shared/company';
import { SOCIAL_MONTHS } from '@risk/shared/social-months';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { riskCompany, riskCompanyInfo } from '../db/schema/pool.ts';
import type { socialSecurity } from '../db/schema/monitor-config.ts';
import { registryCompany, registryRecord } from '../db/schema/registry.ts';
import { companyName, creditCode, DISTRICT_SHORT, mobile, personName } from './company-names.ts';
import { createRandom, type Random } from './random.ts';
import { registryRecordsOf } from './registry-records.ts';
import { socialRowsOf } from './social-security.ts';
import { bulkInsert, type BulkColumn } from './bulk-insert.ts';
import { demoOrderOf, insertDemoOrders, type DemoClock, type DemoOrder } from './orders.ts';
import { holidayCalendar } from '../modules/holidays/service.ts';
import { timeLimits } from '../modules/verification/timeliness/limits.ts';

/** Companies generated per transaction: multi-row inserts of about 1,000 rows keep 100,000 companies to minutes. */
const CHUNK = 1000;
const INSERT_ROWS = 1000;
const DAY_MS = 86_400_000;

const dictValues = (name: string) => DEFAULT_DICTS.find((d) => d.name === name)!.items;
const RISK_POINTS = dictValues('risk_dot');
const CATEGORIES = dictValues('risk_category').map((i) => i.value);
const DIMENSIONS = ['经营维度', '用工维度', '司法维度', '舆情维度', '社保维度'];
const SOURCES = ['社保数据比对', '12333热线', '劳动监察', '网络舆情监测', '法院公告', '市场监管数据', '区县上报'];

/** Pool status (company_status) with its share of the demo pool; most companies are 未推送 or 已推送. */
const STATUS_SHARES: [number, number][] = [
  [0, 0.55],
  [1, 0.3],
  [2, 0.06],
  [3, 0.04],
  [4, 0.025],
  [6, 0.015],
  [7, 0.01],
];

const CONTENT: Record<string, (r: Random) => string> = {
  规模裁员: (r) => `企业近期计划裁减人员约${r.int(20, 300)}人，已向职工通报裁员方案`,
  拖欠工资: (r) => `${r.int(5, 120)}名职工反映企业拖欠${r.int(1, 6)}个月工资`,
  社保减员: (r) => `企业近三个月社保参保人数减少${r.int(10, 200)}人`,
  股权冻结: (r) => `企业股东所持股权被法院冻结，冻结金额${r.int(50, 5000)}万元`,
  股权出质: (r) => `企业股权出质给金融机构，出质金额${r.int(100, 8000)}万元`,
  经营异常: () => '企业因通过登记的住所无法联系被列入经营异常名录',
  注销吊销: () => '企业已申请简易注销，尚有在职职工未妥善安置',
  劳动投诉: (r) => `${r.int(1, 30)}名职工通过12333热线投诉企业未签订劳动合同`,
  劳动仲裁: (r) => `企业涉及劳动争议仲裁案件${r.int(1, 15)}件`,
  负面舆情: () => '网络出现企业经营困难、员工讨薪的相关讨论',
};

export interface CompanySeedOptions {
  /** pool companies to generate */
  scale: number;
  seed: number;
  /** generation time; fixed in tests so the data is the same on every run */
  now?: Date;
  onProgress?: (done: number, total: number) => void;
  /** Load without the secondary indexes and build them after (default: from BULK_LOAD_SCALE companies). */
  bulkLoad?: boolean;
}

interface GeneratedCompany {
  company: typeof riskCompany.$inferInsert;
  infos: Omit<typeof riskCompanyInfo.$inferInsert, 'riskCompanyId'>[];
  order?: DemoOrder;
  registry?: typeof registryCompany.$inferInsert;
  records: (typeof registryRecord.$inferInsert)[];
}

function pickStatus(rnd: Random): number {
  let x = rnd.next();
  for (const [status, share] of STATUS_SHARES) {
    if (x < share) return status;
    x -= share;
  }
  return 0;
}

function registryOf(
  rnd: Random,
  name: string,
  code: string,
  district: string,
  industry: string,
  now: Date,
  operating: string,
): typeof registryCompany.$inferInsert {
  const employees = rnd.int(10, 3000);
  const year = now.getFullYear();
  return {
    creditCode: code,
    companyName: name,
    nameNorm: normalizeCompanyName(name),
    registrationPlace: district,
    legalPerson: personName(rnd),
    legalPersonPhone: mobile(rnd),
    enterpriseType: rnd.pick([
      '有限责任公司(自然人投资或控股)',
      '有限责任公司(法人独资)',
      '股份有限公司(非上市)',
      '有限责任公司(外商投资)',
    ]),
    operatingStatus: operating,
    registeredCapital: `${rnd.pick([50, 100, 200, 500, 1000, 3000, 5000])}万元人民币`,
    establishDate: `${rnd.int(1995, year - 1)}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`,
    address: `北京市${district}${DISTRICT_SHORT[district]}路${rnd.int(1, 300)}号院${rnd.int(1, 20)}号楼`,
    businessScope: `${industry}领域的技术开发、技术咨询、技术服务；销售自行开发的产品`,
    industry,
    incomeScale: String(rnd.int(100, 200_000)),
    profitScale: String(rnd.int(-5000, 30_000)),
    employees,
    yearSocial: {
      [String(year - 1)]: employees,
      [String(year)]: Math.max(0, employees - rnd.int(-20, Math.ceil(employees / 5))),
    },
  };
}

/** A name no other generated company has, so matching by normalised name is unambiguous. */
function uniqueName(rnd: Random, district: string, used: Set<string>) {
  for (;;) {
    const named = companyName(rnd, district);
    const norm = normalizeCompanyName(named.name);
    if (!used.has(norm)) {
      used.add(norm);
      return named;
    }
  }
}

/** The pool's dispatch marker of a company by its order: an order back at the city is not dispatched. */
function infoStatusOf(o: { status: number; dispatchTime?: Date | null } | undefined) {
  if (o?.status === ORDER_STATUS.NOT_DISPATCHED) return INFO_STATUS.NOT_DISPATCHED;
  const atDistrict = o?.dispatchTime && o.status !== ORDER_STATUS.REVOKED && o.status !== ORDER_STATUS.REFUSED;
  return atDistrict ? INFO_STATUS.DISPATCHED : INFO_STATUS.UNPROCESSED;
}

function generateCompany(rnd: Random, n: number, now: Date, used: Set<string>): GeneratedCompany {
  const district = rnd.pick(DISTRICT_NAMES);
  const { name, industry } = uniqueName(rnd, district, used);
  const code = creditCode(n, district);
  const status = pickStatus(rnd);
  // Unpushed companies sometimes lack a dispatch district (push then asks for one).
  const companyRegion =
    status === 0 && rnd.chance(0.08) ? null : rnd.chance(0.92) ? district : rnd.pick(DISTRICT_NAMES);
  const isMatch = rnd.chance(0.9);
  const operating = rnd.chance(0.05) ? rnd.pick(['注销', '吊销，未注销']) : rnd.chance(0.05) ? '在业' : '存续';

  const infoCount = rnd.int(1, 19);
  const infos: GeneratedCompany['infos'] = [];
  for (let i = 0; i < infoCount; i++) {
    const point = rnd.pick(RISK_POINTS);
    infos.push({
      riskPoint: point.value,
      riskDegree: rnd.int(0, 2),
      category: rnd.pick(CATEGORIES),
      riskDimensionName: rnd.pick(DIMENSIONS),
      content: CONTENT[point.label](rnd),
      source: rnd.pick(SOURCES),
      includedTime: new Date(now.getTime() - rnd.int(0, 730) * DAY_MS - rnd.int(0, DAY_MS - 1)),
      createBy: 'ops',
    });
  }
  const latest = infos.reduce((a, b) => (b.includedTime! > a.includedTime! ? b : a));
  const pushed = status > 0;
  const order = pushed
    ? demoOrderOf(rnd, {
        poolStatus: status,
        companyName: name,
        creditCode: code,
        region: companyRegion!,
        registrationPlace: district,
        riskPoint: latest.riskPoint ?? null,
        includedTime: latest.includedTime!,
        pushTime: new Date(
          Math.min(latest.includedTime!.getTime() + rnd.int(1, 10) * DAY_MS, now.getTime() - DAY_MS / 2),
        ),
        now,
      })
    : undefined;
  const o = order?.order;
  const registry = isMatch ? registryOf(rnd, name, code, district, industry, now, operating) : undefined;

  return {
    company: {
      companyName: name,
      nameNorm: normalizeCompanyName(name),
      creditCode: code,
      registrationPlace: district,
      companyRegion,
      riskPoint: latest.riskPoint,
      riskDegree: latest.riskDegree,
      riskDimensionName: latest.riskDimensionName,
      type: [...new Set(infos.map((i) => i.category))].sort().join(','),
      status,
      infoStatus: infoStatusOf(o),
      isMatch,
      focus: rnd.chance(0.03),
      cityFocus: pushed && rnd.chance(0.05),
      specialFollow: rnd.chance(0.01),
      riskInfoCount: infoCount,
      level: o?.level ?? UNRATED,
      legalPerson: registry?.legalPerson ?? personName(rnd),
      legalPersonPhone: registry?.legalPersonPhone ?? mobile(rnd),
      contacts: personName(rnd),
      contactsPhone: mobile(rnd),
      includedTime: latest.includedTime,
      pushTime: o?.pushTime ?? null,
      dispatchTime: o?.dispatchTime ?? null,
      gradeTime: o?.gradeTime ?? null,
      createBy: 'ops',
    },
    infos,
    order,
    registry,
    records: registry ? registryRecordsOf(rnd, code, now, registry.yearSocial!) : [],
  };
}

type InfoRow = typeof riskCompanyInfo.$inferInsert;
const INFO_COLUMNS: BulkColumn<InfoRow>[] = [
  { column: 'risk_company_id', type: 'int', value: (r) => r.riskCompanyId },
  { column: 'risk_point', type: 'text', value: (r) => r.riskPoint },
  { column: 'risk_degree', type: 'smallint', value: (r) => r.riskDegree },
  { column: 'category', type: 'text', value: (r) => r.category },
  { column: 'risk_dimension_name', type: 'text', value: (r) => r.riskDimensionName },
  { column: 'content', type: 'text', value: (r) => r.content },
  { column: 'source', type: 'text', value: (r) => r.source },
  { column: 'included_time', type: 'timestamptz', value: (r) => r.includedTime },
  { column: 'create_by', type: 'text', value: (r) => r.createBy },
];
type RecordRow = typeof registryRecord.$inferInsert;
const RECORD_COLUMNS: BulkColumn<RecordRow>[] = [
  { column: 'credit_code', type: 'text', value: (r) => r.creditCode },
  { column: 'kind', type: 'text', value: (r) => r.kind },
  { column: 'record_date', type: 'date', value: (r) => r.recordDate },
  { column: 'title', type: 'text', value: (r) => r.title },
  { column: 'data', type: 'jsonb', value: (r) => r.data },
];

async function insertChunked<T>(rows: T[], insert: (part: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += INSERT_ROWS) await insert(rows.slice(i, i + INSERT_ROWS));
}

async function insertBatch(tx: Tx, batch: GeneratedCompany[], rnd: Random, clock: DemoClock) {
  const ids = await tx
    .insert(riskCompany)
    .values(batch.map((g) => g.company))
    .returning({ id: riskCompany.id });
  const infos = batch.flatMap((g, i) => g.infos.map((info) => ({ ...info, riskCompanyId: ids[i].id })));
  await bulkInsert(tx, 'risk_company_info', INFO_COLUMNS, infos);
  const withOrder = batch.flatMap((g, i) => (g.order ? [{ order: g.order, companyId: ids[i].id }] : []));
  const relatable = batch.flatMap((g, i) => (g.company.status! <= COMPANY_STATUS.TO_ARCHIVE ? [ids[i].id] : []));
  await insertDemoOrders(
    tx,
    withOrder.map((w) => w.order),
    withOrder.map((w) => w.companyId),
    relatable,
    rnd,
    clock,
  );
  await insertRegistry(
    tx,
    batch.flatMap((g) => (g.registry ? [g.registry] : [])),
    batch.flatMap((g) => g.records),
  );
}

type SocialInsert = typeof socialSecurity.$inferInsert;
const SOCIAL_COLUMNS: BulkColumn<SocialInsert>[] = [
  { column: 'credit_code', type: 'text', value: (r) => r.creditCode },
  { column: 'company_name', type: 'text', value: (r) => r.companyName },
  { column: 'region', type: 'text', value: (r) => r.region },
  { column: 'legal_person', type: 'text', value: (r) => r.legalPerson },
  { column: 'legal_person_phone', type: 'text', value: (r) => r.legalPersonPhone },
  { column: 'relation_person', type: 'text', value: (r) => r.relationPerson },
  { column: 'relation_manner', type: 'text', value: (r) => r.relationManner },
  { column: 'pay_person', type: 'text', value: (r) => r.payPerson },
  { column: 'pay_person_phone', type: 'text', value: (r) => r.payPersonPhone },
  { column: 'month', type: 'text', value: (r) => r.month },
  { column: 'current_month', type: 'int', value: (r) => r.currentMonth },
  ...SOCIAL_MONTHS.map((m): BulkColumn<SocialInsert> => ({ column: m.field, type: 'int', value: (r) => r[m.field] })),
  { column: 'create_by', type: 'text', value: (r) => r.createBy },
];

/**
 * The registry and its blocks; the generated monthly headcounts (socialMonth) are not a registry
 * block but the imported 社保数据, so they go to social_security as the agency's import would.
 */
async function insertRegistry(
  tx: Tx,
  companies: (typeof registryCompany.$inferInsert)[],
  records: (typeof registryRecord.$inferInsert)[],
) {
  await insertChunked(companies, (part) => tx.insert(registryCompany).values(part));
  const byCode = new Map(companies.map((c) => [c.creditCode, c]));
  const social = records.filter((r) => r.kind === 'socialMonth');
  await bulkInsert(
    tx,
    'registry_record',
    RECORD_COLUMNS,
    records.filter((r) => r.kind !== 'socialMonth'),
  );
  await bulkInsert(
    tx,
    'social_security',
    SOCIAL_COLUMNS,
    social.flatMap((r) => socialRowsOf(byCode.get(r.creditCode)!, r)),
  );
}

/**
 * The demo pool: `scale` companies over the 17 districts with about ten risk-information rows each
 * (every risk point and degree), their verification orders, registry data for about 90% of them,
 * and one registry-only company per ten pool companies for the add forms and imports to find.
 */
export async function seedCompanies(db: Db, opts: CompanySeedOptions): Promise<void> {
  if (opts.bulkLoad ?? opts.scale >= BULK_LOAD_SCALE)
    await withoutSecondaryIndexes(db, LOADED_TABLES, () => generateAndInsert(db, opts));
  else await generateAndInsert(db, opts);
}

/** From this many companies the loop runs without the loaded tables' secondary indexes (a test's few hundred keep them). */
const BULK_LOAD_SCALE = 20_000;

/** The tables the company loop fills: each company writes about 60 rows over them. */
const LOADED_TABLES = [
  'risk_company',
  'risk_company_info',
  'risk_company_name_suffix',
  'risk_verification_order',
  'risk_verification_info',
  'risk_mini_app_form',
  'risk_order_audit',
  'risk_order_urge',
  'risk_order_related_company',
  'registry_company',
  'registry_record',
  'social_security',
];

/**
 * Runs `load` with the tables' secondary indexes dropped and builds them again from their own
 * definitions afterwards, as a bulk load into PostgreSQL is done: keeping about 80 B-trees and GINs
 * row by row made --scale 1000000 slow down as the indexes outgrew the cache, while a build sorts
 * each index once. Unique indexes and those of constraints stay (keys, conflicts, foreign keys), and
 * so does every other table's (the triggers' kept rows). Nothing reads the loaded tables by another
 * index while they load: the company loop only inserts, and its triggers look rows up by id.
 */
async function withoutSecondaryIndexes(db: Db, tables: readonly string[], load: () => Promise<void>) {
  const found = (await db.execute(sql`
    select x.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class x on x.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
    where t.relnamespace = 'public'::regnamespace and t.relname in (${sql.join(
      tables.map((t) => sql`${t}`),
      sql`, `,
    )})
      and not i.indisunique and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
    order by t.relname, x.relname`)) as unknown as { rows: { name: string; definition: string }[] };
  const indexes = found.rows;
  for (const x of indexes) await db.execute(sql.raw(`drop index ${quoteIdent(x.name)}`));
  try {
    await load();
  } finally {
    await db.transaction(async (tx) => {
      // a build sorts in memory up to this much; the default 64 MB spills a GIN of a million names to disk
      await tx.execute(sql.raw(`set local maintenance_work_mem = '256MB'`));
      for (const x of indexes) await tx.execute(sql.raw(x.definition));
    });
  }
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function generateAndInsert(db: Db, opts: CompanySeedOptions): Promise<void> {
  const rnd = createRandom(opts.seed);
  const now = opts.now ?? new Date();
  const used = new Set<string>();
  const [cal, limits] = await Promise.all([holidayCalendar(db), timeLimits(db)]);
  const clock: DemoClock = { now, cal, limits, rnd: createRandom(opts.seed + 7919) };
  for (let start = 0; start < opts.scale; start += CHUNK) {
    const batch: GeneratedCompany[] = [];
    for (let n = start; n < Math.min(opts.scale, start + CHUNK); n++) batch.push(generateCompany(rnd, n, now, used));
    await db.transaction((tx) => insertBatch(tx, batch, rnd, clock));
    opts.onProgress?.(Math.min(opts.scale, start + CHUNK), opts.scale);
  }
  const extra = Math.ceil(opts.scale / 10);
  for (let start = 0; start < extra; start += CHUNK) {
    const companies: (typeof registryCompany.$inferInsert)[] = [];
    const records: (typeof registryRecord.$inferInsert)[] = [];
    for (let n = opts.scale + start; n < opts.scale + Math.min(extra, start + CHUNK); n++) {
      const district = rnd.pick(DISTRICT_NAMES);
      const { name, industry } = uniqueName(rnd, district, used);
      const entry = registryOf(rnd, name, creditCode(n, district), district, industry, now, '存续');
      companies.push(entry);
      records.push(...registryRecordsOf(rnd, entry.creditCode, now, entry.yearSocial!));
    }
    await db.transaction((tx) => insertRegistry(tx, companies, records));
  }
}
