import { and, eq, inArray } from 'drizzle-orm';
import { CREDIT_CODE_MESSAGE, isCreditCode, normalizeCompanyName } from '@risk/shared/company';
import { isDistrict } from '@risk/shared/districts';
import { MSG } from '@risk/shared/messages';
import type { ImportReport } from '@risk/shared/api/import';
import { REGISTRY_IMPORT_HEADERS, REGISTRY_RECORD_SHEET } from '@risk/shared/schemas/registry';
import type { Db, DbOrTx } from '../../db/client.ts';
import { registryCompany, registryRecord } from '../../db/schema/registry.ts';
import { insertBatches } from '../../db/insert-batches.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { ImportCheck } from '../../platform/excel/import-report.ts';
import { buildWorkbook, type SheetColumn } from '../../platform/excel/workbook.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { isCalendarDay, readSheetRows, type SheetRow } from '../../platform/excel/sheet.ts';
import { reportChecked, reportWritten, type ImportWork } from '../../platform/jobs/imports.ts';
import { addRecordSheet, checkRecordRow, RECORD_COLUMNS, recordColumnOf, type RecordInsert } from './record-sheet.ts';
import { PHONE_MESSAGE, PHONE_PATTERN } from '@risk/shared/phone';

const KEYS = [
  'creditCode',
  'companyName',
  'registrationPlace',
  'legalPerson',
  'legalPersonPhone',
  'enterpriseType',
  'operatingStatus',
  'registeredCapital',
  'establishDate',
  'address',
  'businessScope',
  'industry',
  'incomeScale',
  'profitScale',
  'employees',
  'lastYearSocial',
  'thisYearSocial',
] as const;
type Key = (typeof KEYS)[number];
const COLUMNS: SheetColumn<Key>[] = KEYS.map((key, i) => ({
  key,
  header: REGISTRY_IMPORT_HEADERS[i],
  width: key === 'companyName' || key === 'address' || key === 'businessScope' ? 32 : undefined,
}));
const HEADER = Object.fromEntries(COLUMNS.map((c) => [c.key, c.header])) as Record<Key, string>;
const MONEY = /^-?\d+(\.\d{1,4})?$/;
/** codes per IN (…) list */
const LOOKUP_CHUNK = 5000;

/** Two sheets: the companies' basic information, then their many-row records (工商记录). */
export function registryTemplate() {
  const workbook = buildWorkbook(COLUMNS, [], '工商数据导入');
  addRecordSheet(workbook);
  return workbook;
}

type RegistryInsert = typeof registryCompany.$inferInsert;

function checkRow(row: SheetRow<Key>, check: ImportCheck): RegistryInsert | undefined {
  const v = row.values;
  const before = check.refused.length;
  const refuse = (key: Key, reason: string) => check.refuse(row.row, HEADER[key], reason);
  const code = v.creditCode.toUpperCase();
  if (!code) refuse('creditCode', `${HEADER.creditCode}${MSG.required}`);
  else if (!isCreditCode(code)) refuse('creditCode', CREDIT_CODE_MESSAGE);
  if (!v.companyName) refuse('companyName', `${HEADER.companyName}${MSG.required}`);
  else if (v.companyName.length > 100) refuse('companyName', '企业名称不能超过100个字符');
  if (v.registrationPlace && !isDistrict(v.registrationPlace))
    refuse('registrationPlace', '注册地应为北京市17个区县之一（如 朝阳区）');
  if (v.legalPersonPhone && !PHONE_PATTERN.test(v.legalPersonPhone)) refuse('legalPersonPhone', PHONE_MESSAGE);
  if (v.establishDate && !isCalendarDay(v.establishDate)) refuse('establishDate', '成立日期格式应为 yyyy-MM-dd');
  for (const key of ['incomeScale', 'profitScale'] as const)
    if (v[key] && !MONEY.test(v[key])) refuse(key, '请输入数字（单位：万元）');
  for (const key of ['employees', 'lastYearSocial', 'thisYearSocial'] as const)
    if (v[key] && !/^\d+$/.test(v[key])) refuse(key, MSG.positiveInteger);
  if (check.refused.length > before) return undefined;
  const year = new Date().getFullYear();
  const yearSocial: Record<string, number> = {};
  if (v.lastYearSocial) yearSocial[String(year - 1)] = Number(v.lastYearSocial);
  if (v.thisYearSocial) yearSocial[String(year)] = Number(v.thisYearSocial);
  const text = (s: string) => s || null;
  return {
    creditCode: code,
    companyName: v.companyName,
    nameNorm: normalizeCompanyName(v.companyName),
    registrationPlace: text(v.registrationPlace),
    legalPerson: text(v.legalPerson),
    legalPersonPhone: text(v.legalPersonPhone),
    enterpriseType: text(v.enterpriseType),
    operatingStatus: text(v.operatingStatus),
    registeredCapital: text(v.registeredCapital),
    establishDate: text(v.establishDate),
    address: text(v.address),
    businessScope: text(v.businessScope),
    industry: text(v.industry),
    incomeScale: text(v.incomeScale),
    profitScale: text(v.profitScale),
    employees: v.employees ? Number(v.employees) : null,
    yearSocial: Object.keys(yearSocial).length ? yearSocial : null,
  };
}

/** The stored credit codes among `codes`. */
async function storedCodes(db: DbOrTx, codes: string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (let i = 0; i < codes.length; i += LOOKUP_CHUNK) {
    const rows = await db
      .select({ creditCode: registryCompany.creditCode })
      .from(registryCompany)
      .where(inArray(registryCompany.creditCode, codes.slice(i, i + LOOKUP_CHUNK)));
    for (const r of rows) out.add(r.creditCode);
  }
  return out;
}

/** First sheet: new companies only, each once (a stored company is refused, as every import refuses duplicates against the database). */
async function checkBasicRows(db: Db, rows: SheetRow<Key>[], check: ImportCheck): Promise<RegistryInsert[]> {
  const firstRowOf = new Map<string, number>();
  const accepted: RegistryInsert[] = [];
  for (const row of rows) {
    const entry = checkRow(row, check);
    if (!entry) continue;
    const first = firstRowOf.get(entry.creditCode);
    if (first !== undefined) check.refuse(row.row, HEADER.creditCode, `与第 ${first} 行的统一社会信用代码重复`);
    else {
      firstRowOf.set(entry.creditCode, row.row);
      accepted.push(entry);
    }
  }
  for (const code of await storedCodes(db, [...firstRowOf.keys()]))
    check.refuse(firstRowOf.get(code)!, HEADER.creditCode, '工商数据中已存在该统一社会信用代码');
  return accepted;
}

/**
 * Second sheet: records of companies of the first sheet or of the registry; a row repeated exactly is
 * refused (a clerk pasting twice), several records of one kind are not.
 */
async function checkRecordRows(
  db: Db,
  rows: SheetRow<(typeof RECORD_COLUMNS)[number]['key']>[],
  fileCodes: Set<string>,
  check: ImportCheck,
): Promise<RecordInsert[]> {
  const firstRowOf = new Map<string, number>();
  const accepted: { row: number; record: RecordInsert }[] = [];
  for (const row of rows) {
    const record = checkRecordRow(row, check);
    if (!record) continue;
    const key = JSON.stringify([record.creditCode, record.kind, record.recordDate, record.title, record.data]);
    const first = firstRowOf.get(key);
    if (first !== undefined) check.refuse(row.row, recordColumnOf('title'), `与第 ${first} 行的工商记录重复`);
    else {
      firstRowOf.set(key, row.row);
      accepted.push({ row: row.row, record });
    }
  }
  const stored = await storedCodes(db, [
    ...new Set(accepted.map((a) => a.record.creditCode).filter((c) => !fileCodes.has(c))),
  ]);
  for (const { row, record } of accepted) {
    if (!fileCodes.has(record.creditCode) && !stored.has(record.creditCode))
      check.refuse(
        row,
        recordColumnOf('creditCode'),
        '该企业不在本文件第一页中，也不在工商数据中，请先导入其工商基本信息',
      );
  }
  return accepted.map((a) => a.record);
}

/** Re-importing records of a company replaces its records of the kinds the file carries; its other kinds stay. */
async function replaceRecords(tx: DbOrTx, records: RecordInsert[]): Promise<void> {
  const codesByKind = new Map<string, Set<string>>();
  for (const r of records) {
    const codes = codesByKind.get(r.kind) ?? new Set<string>();
    codesByKind.set(r.kind, codes.add(r.creditCode));
  }
  for (const [kind, codeSet] of codesByKind) {
    const codes = [...codeSet];
    for (let i = 0; i < codes.length; i += LOOKUP_CHUNK)
      await tx
        .delete(registryRecord)
        .where(
          and(eq(registryRecord.kind, kind), inArray(registryRecord.creditCode, codes.slice(i, i + LOOKUP_CHUNK))),
        );
  }
  for (const batch of insertBatches(registryRecord, records)) await tx.insert(registryRecord).values(batch);
}

/**
 * The registry import: companies (first sheet) and their records (工商记录, optional so one-sheet
 * templates keep working); every row of both sheets checked first, then all written in one
 * transaction or nothing. Either sheet may be empty, not both.
 */
export async function importRegistry(db: Db, actor: Actor, buffer: Buffer, work: ImportWork): Promise<ImportReport> {
  // the file is read once per sheet: a stream yields its sheets once, in the zip's order
  const basicRows = await readSheetRows(buffer, COLUMNS);
  const recordRows = await readSheetRows(buffer, RECORD_COLUMNS, { name: REGISTRY_RECORD_SHEET });
  if (basicRows.length + recordRows.length === 0) throw badRequest(MSG.emptyFile);

  const check = new ImportCheck();
  const companies = await checkBasicRows(db, basicRows, check);
  check.refused.sort((a, b) => a.row - b.row);
  const basicRefusals = check.refused.length;
  const fileCodes = new Set(basicRows.map((r) => r.values.creditCode.toUpperCase()).filter(Boolean));
  const records = await checkRecordRows(db, recordRows, fileCodes, check);
  // the report lists the first sheet's rows, then the second's, each in row order
  check.refused.push(...check.refused.splice(basicRefusals).sort((a, b) => a.row - b.row));
  reportChecked(work, basicRows.length + recordRows.length, check.refused.length);
  check.assertNoRefusals();

  await db.transaction(async (tx) => {
    let written = 0;
    for (const batch of insertBatches(registryCompany, companies)) {
      await tx.insert(registryCompany).values(batch);
      reportWritten(work, (written += batch.length));
    }
    await replaceRecords(tx, records);
    reportWritten(work, written + records.length);
    await recordOperation(tx, actor, {
      module: '工商数据',
      action: '导入工商数据',
      target: `${companies.length} 家企业，${records.length} 条工商记录`,
      newValue: { rows: companies.length, records: records.length },
    });
  });
  return { created: companies.length + records.length, refused: [] };
}
