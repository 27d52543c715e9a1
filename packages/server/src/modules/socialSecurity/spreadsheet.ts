import { sql } from 'drizzle-orm';
import { CREDIT_CODE_MESSAGE, creditCodeCheckChar, isCreditCode } from '@risk/shared/company';
import { isDistrict } from '@risk/shared/districts';
import { MSG } from '@risk/shared/messages';
import type { ImportReport } from '@risk/shared/api/import';
import { SOCIAL_IMPORT_HEADERS, type SocialImportKey } from '@risk/shared/schemas/monitor-config';
import { perMonth, SOCIAL_MONTHS } from '@risk/shared/social-months';
import type { SocialSecurityRow } from '@risk/shared/api/socialSecurity';
import type { DbOrTx } from '../../db/client.ts';
import { socialSecurity } from '../../db/schema/monitor-config.ts';
import { insertBatches } from '../../db/insert-batches.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { ImportCheck } from '../../platform/excel/import-report.ts';
import { parseSheet } from '../../platform/excel/sheet.ts';
import { beijingTime, buildWorkbook, type SheetColumn } from '../../platform/excel/workbook.ts';
import { reportChecked, reportWritten, type ImportWork } from '../../platform/jobs/imports.ts';
import { SOCIAL_MODULE } from './service.ts';

const WIDTHS: Partial<Record<SocialImportKey, number>> = { creditCode: 24, companyName: 32 };
export const SOCIAL_COLUMNS: SheetColumn<SocialImportKey>[] = (
  Object.entries(SOCIAL_IMPORT_HEADERS) as [SocialImportKey, string][]
).map(([key, header]) => ({ key, header, width: WIDTHS[key] }));

const MONTH_FIELDS = SOCIAL_MONTHS.map((m) => m.field);
/** The headcount and the twelve reductions: whole numbers of people. */
const COUNTS = ['currentMonth', ...MONTH_FIELDS] as const;
const REQUIRED: SocialImportKey[] = ['creditCode', 'companyName', 'region', 'month', ...COUNTS];
const OPTIONAL = [
  'legalPerson',
  'legalPersonPhone',
  'relationPerson',
  'relationManner',
  'payPerson',
  'payPersonPhone',
] as const;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** What a re-imported month replaces: everything but the key. */
const REPLACED = {
  companyName: sql`excluded.company_name`,
  region: sql`excluded.region`,
  legalPerson: sql`excluded.legal_person`,
  legalPersonPhone: sql`excluded.legal_person_phone`,
  relationPerson: sql`excluded.relation_person`,
  relationManner: sql`excluded.relation_manner`,
  payPerson: sql`excluded.pay_person`,
  payPersonPhone: sql`excluded.pay_person_phone`,
  currentMonth: sql`excluded.current_month`,
  // the months' columns are named as their fields
  ...perMonth('field', (m) => sql.raw(`excluded.${m.field}`)),
  createBy: sql`excluded.create_by`,
  createTime: sql`now()`,
};
export const COUNT_MESSAGE = '请输入正整数或0';
const PHONES = ['legalPersonPhone', 'relationManner', 'payPersonPhone'] as const;
export const MASKED_PHONE_MESSAGE = '是脱敏后的号码，请填写完整号码';

/**
 * The export of the list: the template's columns and the import time, phones masked as the list
 * shows them. The extra column keeps an export from being re-imported as is (its headers differ),
 * and a masked phone is refused by the import in any case.
 */
export function socialWorkbook(rows: readonly SocialSecurityRow[]) {
  return buildWorkbook(
    [...SOCIAL_COLUMNS, { key: 'createTime', header: '导入时间', width: 20 }],
    rows.map((r) => ({ ...r, createTime: beijingTime(r.createTime) })),
    '社保数据',
  );
}

/** The example's credit code: a real code's shape with its check character, so the template imports as downloaded. */
const EXAMPLE_CODE_17 = '91110108MA01ABCD1';

/** The example's reductions over the last 1 … 12 months: a company slowly shrinking. */
const EXAMPLE_REDUCTIONS = perMonth('field', (m) => [2, 4, 6, 5, 8, 9, 9, 11, 12, 12, 14, 15][m.months - 1]);

/** The template: the headers and one example row a clerk overwrites. */
export function socialTemplate() {
  return buildWorkbook(
    SOCIAL_COLUMNS,
    [
      {
        creditCode: EXAMPLE_CODE_17 + creditCodeCheckChar(EXAMPLE_CODE_17),
        companyName: '北京示例科技有限公司',
        region: '海淀区',
        legalPerson: '张三',
        legalPersonPhone: '13800000000',
        relationPerson: '李四',
        relationManner: '13900000000',
        payPerson: '王五',
        payPersonPhone: '13700000000',
        month: '2026-10',
        currentMonth: 120,
        ...EXAMPLE_REDUCTIONS,
      },
    ],
    '社保数据导入',
  );
}

/** Excel stores a typed month as a date; the sheet reader answers yyyy-MM-dd then. */
const monthText = (text: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? text.slice(0, 7) : text.replace('/', '-'));

/**
 * Imports the sheet all or nothing: every row is checked first, a refused row writes nothing.
 * A company's month already imported is replaced (the agency re-sends corrected months).
 */
export async function importSocial(db: DbOrTx, actor: Actor, buffer: Buffer, work: ImportWork): Promise<ImportReport> {
  const rows = await parseSheet(buffer, SOCIAL_COLUMNS);
  const check = new ImportCheck(Object.values(SOCIAL_IMPORT_HEADERS));
  const seen = new Map<string, number>();
  const accepted: (typeof socialSecurity.$inferInsert)[] = [];
  for (const { row, values } of rows) {
    let ok = true;
    const refuse = (key: SocialImportKey, reason: string) => {
      check.refuse(row, SOCIAL_IMPORT_HEADERS[key], reason);
      ok = false;
    };
    for (const key of REQUIRED) if (!values[key]) refuse(key, `${SOCIAL_IMPORT_HEADERS[key]}${MSG.required}`);
    const creditCode = values.creditCode.toUpperCase();
    if (creditCode && !isCreditCode(creditCode)) refuse('creditCode', CREDIT_CODE_MESSAGE);
    if (values.region && !isDistrict(values.region)) refuse('region', '所属区县不是北京市的区县');
    const month = monthText(values.month);
    if (values.month && !MONTH.test(month)) refuse('month', '月份格式应为 yyyy-MM');
    const counts = {} as Record<(typeof COUNTS)[number], number>;
    for (const key of COUNTS) {
      if (!values[key]) continue;
      if (!/^\d{1,7}$/.test(values[key])) refuse(key, COUNT_MESSAGE);
      else counts[key] = Number(values[key]);
    }
    for (const key of OPTIONAL)
      if (values[key].length > 50) refuse(key, `${SOCIAL_IMPORT_HEADERS[key]}不能超过50个字符`);
    for (const key of PHONES)
      if (values[key].includes('*')) refuse(key, `${SOCIAL_IMPORT_HEADERS[key]}${MASKED_PHONE_MESSAGE}`);
    if (values.companyName.length > 100) refuse('companyName', '企业名称不能超过100个字符');
    const period = `${creditCode}/${month}`;
    if (ok && seen.has(period)) refuse('month', `与第 ${seen.get(period)} 行是同一企业的同一月份`);
    if (!ok) continue;
    seen.set(period, row);
    accepted.push({
      creditCode,
      companyName: values.companyName,
      region: values.region,
      month,
      ...counts,
      ...Object.fromEntries(OPTIONAL.map((k) => [k, values[k] || null])),
      createBy: actor.user.username,
    });
  }
  reportChecked(work, rows.length, check.refused.length);
  check.assertNoRefusals();
  await db.transaction(async (tx) => {
    let written = 0;
    for (const batch of insertBatches(socialSecurity, accepted)) {
      await tx
        .insert(socialSecurity)
        .values(batch)
        .onConflictDoUpdate({
          target: [socialSecurity.creditCode, socialSecurity.month],
          set: REPLACED,
        });
      reportWritten(work, (written += batch.length));
    }
    await recordOperation(tx, actor, {
      module: SOCIAL_MODULE,
      action: '导入社保数据',
      target: `${accepted.length} 条`,
      newValue: { rows: accepted.length, months: [...new Set(accepted.map((a) => a.month))].sort() },
    });
  });
  return { created: accepted.length, refused: [] };
}
