import { sql } from 'drizzle-orm';
import { CREDIT_CODE_MESSAGE, creditCodeCheckChar, isCreditCode } from '@risk/shared/company';
import { isDistrict } from '@risk/shared/districts';
import { MSG } from '@risk/shared/messages';
import type { ImportReport } from '@risk/shared/api/import';
import { SOCIAL_IMPORT_HEADERS, type SocialImportKey } from '@risk/shared/schemas/monitor-config';
import { perMonth, SOCIAL_MONTHS } from '@risk/shared/social-months';
import type { SocialSecurityRow } from '@risk/shared/api/socialSecurity';
import type { Db, Tx } from '../../db/client.ts';
import { socialSecurity } from '../../db/schema/monitor-config.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { ImportCheck } from '../../platform/excel/import-report.ts';
import { importStreamed } from '../../platform/excel/import-stream.ts';
import { SeenKeys } from '../../platform/excel/seen-keys.ts';
import { beijingTime, buildWorkbook, type SheetColumn } from '../../platform/excel/workbook.ts';
import type { ImportWork } from '../../platform/jobs/imports.ts';
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

/** Rows per INSERT: they travel as one JSON parameter, so the table's parameter count does not bound them. */
const BATCH_ROWS = 5000;
/** A repeat's key: the checked credit code (18) and month (yyyy-MM). */
const PERIOD_KEY_WIDTH = 25;

/** A row as the INSERT reads it from its JSON parameter: the table's column names. */
type SocialRecord = Record<string, string | number | null>;

/** The columns an import writes, in the order the INSERT (and the benchmark's bare COPY) lists them. */
export const COLUMN_NAMES = [
  'credit_code',
  'company_name',
  'region',
  'legal_person',
  'legal_person_phone',
  'relation_person',
  'relation_manner',
  'pay_person',
  'pay_person_phone',
  'month',
  'current_month',
  ...MONTH_FIELDS,
  'create_by',
];
const COLUMN_LIST = sql.raw(COLUMN_NAMES.join(', '));
/** What a re-imported month replaces: everything but the key. */
const REPLACED_LIST = sql.raw(
  [
    ...COLUMN_NAMES.filter((c) => c !== 'credit_code' && c !== 'month').map((c) => `${c} = excluded.${c}`),
    'create_time = now()',
  ].join(', '),
);
const OPTIONAL_COLUMNS: Record<(typeof OPTIONAL)[number], string> = {
  legalPerson: 'legal_person',
  legalPersonPhone: 'legal_person_phone',
  relationPerson: 'relation_person',
  relationManner: 'relation_manner',
  payPerson: 'pay_person',
  payPersonPhone: 'pay_person_phone',
};

/**
 * One batch as one multi-row upsert, its rows one JSON parameter: the statement's text is the same
 * for every batch (prepared once per connection on PostgreSQL), and PGlite is not handed thousands
 * of bound parameters.
 */
async function upsertBatch(tx: Tx, batch: SocialRecord[]) {
  await tx.execute(sql`
    insert into social_security (${COLUMN_LIST})
    select ${COLUMN_LIST} from json_populate_recordset(null::social_security, ${JSON.stringify(batch)}::json)
    on conflict (credit_code, month) do update set ${REPLACED_LIST}`);
}

/**
 * Imports the sheet all or nothing, as it streams (`importStreamed`): each row is checked as it
 * comes, accepted rows are written a batch at a time in the file's one transaction, and a refused
 * row answers the whole report and rolls every batch back. A company's month already imported is
 * replaced (the agency re-sends corrected months); the same company and month twice in one file is
 * refused. Memory is two batches and the file's keys (`SeenKeys`, about 40 bytes a row).
 */
export async function importSocial(db: Db, actor: Actor, buffer: Buffer, work: ImportWork): Promise<ImportReport> {
  const check = new ImportCheck(Object.values(SOCIAL_IMPORT_HEADERS));
  const seen = new SeenKeys(PERIOD_KEY_WIDTH);
  const months = new Set<string>();
  const createBy = actor.user.username;
  return importStreamed(db, {
    buffer,
    work,
    columns: SOCIAL_COLUMNS,
    check,
    table: socialSecurity,
    batchRows: BATCH_ROWS,
    accept: ({ row, values }): SocialRecord | undefined => {
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
      const record: SocialRecord = {
        credit_code: creditCode,
        company_name: values.companyName,
        region: values.region,
        month,
        create_by: createBy,
      };
      for (const key of COUNTS) {
        if (!values[key]) continue;
        if (!/^\d{1,7}$/.test(values[key])) refuse(key, COUNT_MESSAGE);
        else record[key === 'currentMonth' ? 'current_month' : key] = Number(values[key]);
      }
      for (const key of OPTIONAL) {
        if (values[key].length > 50) refuse(key, `${SOCIAL_IMPORT_HEADERS[key]}不能超过50个字符`);
        record[OPTIONAL_COLUMNS[key]] = values[key] || null;
      }
      for (const key of PHONES)
        if (values[key].includes('*')) refuse(key, `${SOCIAL_IMPORT_HEADERS[key]}${MASKED_PHONE_MESSAGE}`);
      if (values.companyName.length > 100) refuse('companyName', '企业名称不能超过100个字符');
      if (!ok) return undefined;
      // checked: the code is 18 ASCII characters and the month yyyy-MM, so the key fits its width
      const first = seen.firstRow(creditCode + month, row);
      if (first !== undefined) {
        refuse('month', `与第 ${first} 行是同一企业的同一月份`);
        return undefined;
      }
      months.add(month);
      return record;
    },
    write: upsertBatch,
    finish: async (tx, written) => {
      await recordOperation(tx, actor, {
        module: SOCIAL_MODULE,
        action: '导入社保数据',
        target: `${written} 条`,
        newValue: { rows: written, months: [...months].sort() },
      });
      return { created: written, refused: [] };
    },
  });
}
