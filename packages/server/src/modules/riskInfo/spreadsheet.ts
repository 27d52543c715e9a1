import { and, inArray, sql } from 'drizzle-orm';
import { CREDIT_CODE_MESSAGE, isCreditCode, normalizeCompanyName } from '@risk/shared/company';
import { MSG } from '@risk/shared/messages';
import type { ImportReport } from '@risk/shared/api/import';
import { MONITOR_CONFIG_MSG } from '@risk/shared/schemas/monitor-config';
import { RISK_INFO_IMPORT_HEADERS, riskInfoBody } from '@risk/shared/schemas/riskInfo';
import { type RiskInfoRow } from '@risk/shared/api/riskInfo';
import { RISK_DEGREE_LABEL } from '@risk/shared/pool';
import { beijingDay } from '@risk/shared/working-days';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { riskCompany, riskCompanyInfo } from '../../db/schema/pool.ts';
import { insertBatches } from '../../db/insert-batches.ts';
import { scopeToDistrict } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { ImportCheck } from '../../platform/excel/import-report.ts';
import { parseSheet, type SheetRow } from '../../platform/excel/sheet.ts';
import { buildWorkbook, type SheetColumn } from '../../platform/excel/workbook.ts';
import { reportChecked, reportWritten, type ImportWork } from '../../platform/jobs/imports.ts';
import { refreshRiskSummary } from '../pool/service.ts';
import { enabledDimensionNames } from '../riskDimension/service.ts';
import { dictBook, type DictBook } from '../dicts/service.ts';
import { RISK_DICT_MSG } from './dictionaries.ts';
import { beijingInstant } from './service.ts';

const KEYS = [
  'creditCode',
  'companyName',
  'riskPoint',
  'riskDegree',
  'category',
  'riskDimensionName',
  'content',
  'source',
  'includedTime',
] as const;
type Key = (typeof KEYS)[number];
const WIDTHS: Partial<Record<Key, number>> = { creditCode: 24, companyName: 32, content: 48, includedTime: 22 };
export const RISK_INFO_COLUMNS: SheetColumn<Key>[] = KEYS.map((key, i) => ({
  key,
  header: RISK_INFO_IMPORT_HEADERS[i],
  width: WIDTHS[key],
}));
const HEADER = Object.fromEntries(RISK_INFO_COLUMNS.map((c) => [c.key, c.header])) as Record<Key, string>;

const DEGREE_BY_TEXT = new Map<string, number>(
  Object.entries(RISK_DEGREE_LABEL).flatMap(([v, label]) => [
    [label, Number(v)],
    [v, Number(v)],
  ]),
);
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

export function riskInfoTemplate() {
  return buildWorkbook(RISK_INFO_COLUMNS, [], '风险信息导入');
}

interface Candidate {
  riskCompanyId: number;
  riskPoint: string;
  riskDegree: number;
  category: string;
  riskDimensionName: string | null;
  content: string;
  source: string | null;
  includedTime: Date;
}

interface Lookups {
  companies: Map<string, { id: number; nameNorm: string }>;
  riskDot: DictBook;
  category: DictBook;
  dimensions: Set<string>;
}

async function loadCompanies(db: DbOrTx, user: AuthUser, codes: string[]) {
  const companies = new Map<string, { id: number; nameNorm: string }>();
  for (let i = 0; i < codes.length; i += 5000) {
    const part = codes.slice(i, i + 5000);
    const rows = await db
      .select({ id: riskCompany.id, creditCode: riskCompany.creditCode, nameNorm: riskCompany.nameNorm })
      .from(riskCompany)
      .where(and(inArray(riskCompany.creditCode, part), scopeToDistrict(user, riskCompany.companyRegion)));
    for (const r of rows) companies.set(r.creditCode, r);
  }
  return companies;
}

/** The free-text cells, checked by the add form's schema. */
const IMPORT_TEXT = riskInfoBody.pick({ content: true, source: true });

/** One row as information to insert, every problem of it reported. */
function checkRow(row: SheetRow<Key>, look: Lookups, check: ImportCheck): Candidate | undefined {
  const v = row.values;
  const before = check.refused.length;
  const refuse = (key: Key, reason: string) => check.refuse(row.row, HEADER[key], reason);
  const code = v.creditCode.toUpperCase();
  const company = look.companies.get(code);
  if (!code) refuse('creditCode', `${HEADER.creditCode}${MSG.required}`);
  else if (!isCreditCode(code)) refuse('creditCode', CREDIT_CODE_MESSAGE);
  else if (!company) refuse('creditCode', '风险企业库中没有该信用代码的企业');
  else if (v.companyName && normalizeCompanyName(v.companyName) !== company.nameNorm)
    refuse('companyName', '企业名称与风险企业库中该信用代码的企业不一致');
  const riskPoint = look.riskDot.valueOf(v.riskPoint);
  if (!v.riskPoint) refuse('riskPoint', `${HEADER.riskPoint}${MSG.required}`);
  else if (!riskPoint) refuse('riskPoint', RISK_DICT_MSG.riskPoint);
  const degree = DEGREE_BY_TEXT.get(v.riskDegree);
  if (degree === undefined) refuse('riskDegree', '风险程度只能是 低、中、高（或 0、1、2）');
  const category = look.category.valueOf(v.category);
  if (!v.category) refuse('category', `${HEADER.category}${MSG.required}`);
  else if (!category) refuse('category', RISK_DICT_MSG.category);
  // the form's schema checks the free text; codes, names and dates are looked up or read here
  check.refuseBySchema(row.row, IMPORT_TEXT, v, HEADER);
  if (v.riskDimensionName && !look.dimensions.has(v.riskDimensionName))
    refuse('riskDimensionName', MONITOR_CONFIG_MSG.dimensionNotEnabled);
  const included = v.includedTime
    ? beijingInstant(v.includedTime.length === 16 ? `${v.includedTime}:00` : v.includedTime)
    : new Date();
  if (v.includedTime && (!DATE_TEXT.test(v.includedTime) || Number.isNaN(included.getTime())))
    refuse('includedTime', '纳入时间格式应为 yyyy-MM-dd 或 yyyy-MM-dd HH:mm:ss');
  if (check.refused.length > before) return undefined;
  return {
    riskCompanyId: company!.id,
    riskPoint: riskPoint!,
    riskDegree: degree!,
    category: category!,
    riskDimensionName: v.riskDimensionName || null,
    content: v.content,
    source: v.source || null,
    includedTime: included,
  };
}

const sameness = (c: Pick<Candidate, 'riskCompanyId' | 'riskPoint' | 'content'>) =>
  `${c.riskCompanyId}\u0001${c.riskPoint}\u0001${c.content}`;

/** Information already in the database for these companies, by company, risk point and content. */
async function existingKeys(db: DbOrTx, companyIds: number[]): Promise<Set<string>> {
  const keys = new Set<string>();
  for (let i = 0; i < companyIds.length; i += 5000) {
    const rows = await db
      .select({
        riskCompanyId: riskCompanyInfo.riskCompanyId,
        riskPoint: riskCompanyInfo.riskPoint,
        content: riskCompanyInfo.content,
      })
      .from(riskCompanyInfo)
      .where(sql`${riskCompanyInfo.riskCompanyId} = any(${`{${companyIds.slice(i, i + 5000).join(',')}}`}::int[])`);
    for (const r of rows) keys.add(sameness(r));
  }
  return keys;
}

/** Checks every row (fields, dictionaries, companies, duplicates in the file and in the database), then writes all or none. */
export async function importRiskInfos(
  ctx: AppContext,
  actor: Actor,
  buffer: Buffer,
  work: ImportWork,
): Promise<ImportReport> {
  const rows = await parseSheet(buffer, RISK_INFO_COLUMNS);
  const codes = [...new Set(rows.map((r) => r.values.creditCode.toUpperCase()).filter(isCreditCode))];
  const look: Lookups = {
    companies: await loadCompanies(ctx.db, actor.user, codes),
    riskDot: await dictBook(ctx.db, 'risk_dot'),
    category: await dictBook(ctx.db, 'risk_category'),
    dimensions: new Set(await enabledDimensionNames(ctx.db)),
  };
  const existing = await existingKeys(ctx.db, [...new Set([...look.companies.values()].map((c) => c.id))]);
  const check = new ImportCheck(RISK_INFO_IMPORT_HEADERS);
  const firstRowOf = new Map<string, number>();
  const accepted: Candidate[] = [];
  for (const row of rows) {
    const candidate = checkRow(row, look, check);
    if (!candidate) continue;
    const key = sameness(candidate);
    const first = firstRowOf.get(key);
    if (first !== undefined) check.refuse(row.row, HEADER.content, `与第 ${first} 行的风险信息重复`);
    else if (existing.has(key))
      check.refuse(row.row, HEADER.content, '数据库中已存在该企业相同风险点、相同内容的风险信息');
    else {
      firstRowOf.set(key, row.row);
      accepted.push(candidate);
    }
  }
  reportChecked(work, rows.length, check.refused.length);
  check.assertNoRefusals();

  await ctx.db.transaction(async (tx) => {
    let written = 0;
    for (const batch of insertBatches(riskCompanyInfo, accepted)) {
      await tx.insert(riskCompanyInfo).values(batch.map((c) => ({ ...c, createBy: actor.user.username })));
      reportWritten(work, (written += batch.length));
    }
    await refreshRiskSummary(tx, [...new Set(accepted.map((c) => c.riskCompanyId))]);
    await recordOperation(tx, actor, {
      module: '风险信息',
      action: '导入风险信息',
      target: `${accepted.length} 条风险信息`,
      newValue: { rows: accepted.length, companies: new Set(accepted.map((c) => c.riskCompanyId)).size },
    });
  });
  return { created: accepted.length, refused: [] };
}

const DOWNLOAD_COLUMNS: SheetColumn[] = [
  { header: '公司名称', key: 'companyName', width: 36 },
  { header: '统一社会信用代码', key: 'creditCode', width: 24 },
  { header: '注册地', key: 'registrationPlace' },
  { header: '派单区县', key: 'companyRegion' },
  { header: '风险点', key: 'riskPoint' },
  { header: '风险程度', key: 'riskDegree' },
  { header: '风险类别', key: 'category' },
  { header: '风险维度', key: 'riskDimensionName', width: 16 },
  { header: '风险内容', key: 'content', width: 60 },
  { header: '信息来源', key: 'source', width: 16 },
  { header: '纳入时间', key: 'includedTime' },
];

/** The export: the list's columns as the screen shows them (dictionary labels, the inclusion day in Beijing time). */
export async function riskInfoDownload(db: DbOrTx, rows: RiskInfoRow[]) {
  const [riskDot, category] = await Promise.all([dictBook(db, 'risk_dot'), dictBook(db, 'risk_category')]);
  return buildWorkbook(
    DOWNLOAD_COLUMNS,
    rows.map((r) => ({
      companyName: r.companyName,
      creditCode: r.creditCode,
      registrationPlace: r.registrationPlace,
      companyRegion: r.companyRegion,
      riskPoint: riskDot.labelOf(r.riskPoint) ?? r.riskPoint,
      riskDegree: RISK_DEGREE_LABEL[r.riskDegree] ?? String(r.riskDegree),
      category: category.labelOf(r.category) ?? r.category,
      riskDimensionName: r.riskDimensionName,
      content: r.content,
      source: r.source,
      includedTime: beijingDay(new Date(r.includedTime)),
    })),
    '风险信息',
  );
}
