import { inArray } from 'drizzle-orm';
import { CREDIT_CODE_MESSAGE, isCreditCode, normalizeCompanyName } from '@risk/shared/company';
import { isDistrict } from '@risk/shared/districts';
import { MSG } from '@risk/shared/messages';
import type { ImportReport } from '@risk/shared/schemas/import';
import { REGISTRY_IMPORT_HEADERS } from '@risk/shared/schemas/registry';
import type { Db } from '../../db/client.ts';
import { registryCompany } from '../../db/schema/registry.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { ImportCheck } from '../../platform/excel/import-report.ts';
import { parseSheet, type SheetRow } from '../../platform/excel/sheet.ts';
import { buildWorkbook, type SheetColumn } from '../../platform/excel/workbook.ts';

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
const COLUMNS: SheetColumn<Key>[] = KEYS.map((key, i) => ({ key, header: REGISTRY_IMPORT_HEADERS[i], width: key === 'companyName' || key === 'address' || key === 'businessScope' ? 32 : undefined }));
const HEADER = Object.fromEntries(COLUMNS.map((c) => [c.key, c.header])) as Record<Key, string>;
const INSERT_CHUNK = 1000;
const MONEY = /^-?\d+(\.\d{1,4})?$/;

export function registryTemplate() {
  return buildWorkbook(COLUMNS, [], '工商数据导入');
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
  if (v.registrationPlace && !isDistrict(v.registrationPlace)) refuse('registrationPlace', '注册地应为北京市17个区县之一（如 朝阳区）');
  if (v.legalPersonPhone && !/^1[3-9]\d{9}$|^0\d{2,3}-?\d{7,8}$/.test(v.legalPersonPhone)) refuse('legalPersonPhone', '请输入正确的手机号码或固定电话');
  if (v.establishDate && (!/^\d{4}-\d{2}-\d{2}$/.test(v.establishDate) || Number.isNaN(Date.parse(v.establishDate)))) refuse('establishDate', '成立日期格式应为 yyyy-MM-dd');
  for (const key of ['incomeScale', 'profitScale'] as const) if (v[key] && !MONEY.test(v[key])) refuse(key, '请输入数字（单位：万元）');
  for (const key of ['employees', 'lastYearSocial', 'thisYearSocial'] as const) if (v[key] && !/^\d+$/.test(v[key])) refuse(key, MSG.positiveInteger);
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

/** Business-registration rows into the built-in registry store: every row checked first, then all or none. */
export async function importRegistry(db: Db, actor: Actor, buffer: Buffer): Promise<ImportReport> {
  const rows = await parseSheet(buffer, COLUMNS);
  const check = new ImportCheck();
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
  const codes = accepted.map((a) => a.creditCode);
  for (let i = 0; i < codes.length; i += 5000) {
    const taken = await db.select({ creditCode: registryCompany.creditCode }).from(registryCompany).where(inArray(registryCompany.creditCode, codes.slice(i, i + 5000)));
    for (const t of taken) check.refuse(firstRowOf.get(t.creditCode)!, HEADER.creditCode, '工商数据中已存在该统一社会信用代码');
  }
  check.refused.sort((a, b) => a.row - b.row);
  check.assertNoRefusals();

  await db.transaction(async (tx) => {
    for (let i = 0; i < accepted.length; i += INSERT_CHUNK) await tx.insert(registryCompany).values(accepted.slice(i, i + INSERT_CHUNK));
    await recordOperation(tx, actor, { module: '工商数据', action: '导入工商数据', target: `${accepted.length} 家企业`, newValue: { rows: accepted.length } });
  });
  return { created: accepted.length, refused: [] };
}
