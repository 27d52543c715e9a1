import { inArray, sql } from 'drizzle-orm';
import { isCreditCode, maskPhone, normalizeCompanyName } from '@risk/shared/company';
import { COMPANY_STATUS } from '@risk/shared/pool';
import type { ImportReport } from '@risk/shared/api/import';
import { POOL_IMPORT_HEADERS, POOL_MSG, poolImportRow } from '@risk/shared/schemas/pool';
import type { Db, DbOrTx } from '../../db/client.ts';
import { riskCompany } from '../../db/schema/pool.ts';
import { districtOf } from '../../platform/auth/district-scope.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { badRequest, isUniqueViolation } from '../../platform/http/errors.ts';
import { ImportCheck } from '../../platform/excel/import-report.ts';
import { parseSheet, type SheetRow } from '../../platform/excel/sheet.ts';
import { beijingTime, buildWorkbook, type SheetColumn } from '../../platform/excel/workbook.ts';
import { dictBook, dictValues } from '../dicts/service.ts';
import { findRegistryMatches, type RegistryMatch } from '../registry/service.ts';
import type { PoolCompany } from './queries.ts';
import { POOL_MODULE } from './service.ts';

const IMPORT_KEYS = [
  'companyName',
  'creditCode',
  'registrationPlace',
  'companyRegion',
  'legalPerson',
  'legalPersonPhone',
  'contacts',
  'contactsPhone',
  'remark',
] as const;
type ImportKey = (typeof IMPORT_KEYS)[number];

export const POOL_IMPORT_COLUMNS: SheetColumn<ImportKey>[] = IMPORT_KEYS.map((key, i) => ({
  key,
  header: POOL_IMPORT_HEADERS[i],
  width: key === 'companyName' || key === 'remark' ? 36 : key === 'creditCode' ? 24 : 16,
}));

const HEADER_OF = Object.fromEntries(POOL_IMPORT_COLUMNS.map((c) => [c.key, c.header])) as Record<ImportKey, string>;

/** Rows matched and inserted per statement (and credit codes looked up per query). */
const IMPORT_CHUNK = 2000;

export function poolTemplate() {
  return buildWorkbook(POOL_IMPORT_COLUMNS, [], '企业导入');
}

type ImportedCompany = Record<ImportKey, string>;

interface Lookups {
  districts: Set<string>;
  inPool: Set<string>;
  own: string | null;
}

/** The form's schema first (lengths, credit code, phones), then what needs the database and the file. */
function checkRow(row: SheetRow<ImportKey>, look: Lookups, firstRowOf: Map<string, number>, check: ImportCheck): void {
  const v = row.values;
  check.refuseBySchema(row.row, poolImportRow, v, HEADER_OF);
  const code = v.creditCode.toUpperCase();
  if (isCreditCode(code)) {
    if (look.inPool.has(code)) check.refuse(row.row, HEADER_OF.creditCode, POOL_MSG.alreadyInPool);
    else if (firstRowOf.has(code))
      check.refuse(row.row, HEADER_OF.creditCode, POOL_MSG.duplicateInFile(firstRowOf.get(code)!));
    else firstRowOf.set(code, row.row);
  }
  for (const key of ['registrationPlace', 'companyRegion'] as const) {
    if (v[key] && !look.districts.has(v[key])) check.refuse(row.row, HEADER_OF[key], POOL_MSG.regionUnknown);
  }
  if (look.own !== null && v.companyRegion !== look.own)
    check.refuse(row.row, HEADER_OF.companyRegion, POOL_MSG.outsideDistrict);
}

async function creditCodesInPool(db: Db, codes: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < codes.length; i += IMPORT_CHUNK) {
    const rows = await db
      .select({ code: riskCompany.creditCode })
      .from(riskCompany)
      .where(inArray(riskCompany.creditCode, codes.slice(i, i + IMPORT_CHUNK)));
    for (const r of rows) found.add(r.code);
  }
  return found;
}

/**
 * Checks every row (required cells, credit-code format, district dictionary, duplicates in the
 * file and against the pool), then writes all rows in one transaction or none; each company is
 * matched against the registry in the same pass.
 */
export async function importCompanies(db: Db, actor: Actor, buffer: Buffer): Promise<ImportReport> {
  const rows = await parseSheet(buffer, POOL_IMPORT_COLUMNS);
  const codes = [...new Set(rows.map((r) => r.values.creditCode.toUpperCase()).filter(isCreditCode))];
  const look: Lookups = {
    districts: new Set(await dictValues(db, 'global_regoin')),
    inPool: await creditCodesInPool(db, codes),
    own: districtOf(actor.user),
  };
  const check = new ImportCheck(POOL_IMPORT_HEADERS);
  const firstRowOf = new Map<string, number>();
  for (const row of rows) checkRow(row, look, firstRowOf, check);
  check.assertNoRefusals();

  const companies: ImportedCompany[] = rows.map((r) => ({
    ...r.values,
    creditCode: r.values.creditCode.toUpperCase(),
  }));
  return db
    .transaction(async (tx) => {
      let matched = 0;
      for (let i = 0; i < companies.length; i += IMPORT_CHUNK) {
        const chunk = companies.slice(i, i + IMPORT_CHUNK);
        const matches = await findRegistryMatches(tx, chunk);
        matched += matches.filter(Boolean).length;
        await insertChunk(
          tx,
          chunk.map((c, j) => toRecord(c, matches[j], look.own, actor.user.username)),
        );
      }
      await recordOperation(tx, actor, {
        module: POOL_MODULE,
        action: '导入企业',
        newValue: { created: companies.length, matched },
      });
      return { created: companies.length, refused: [] };
    })
    .catch((err) => {
      if (isUniqueViolation(err)) throw badRequest(POOL_MSG.alreadyInPool);
      throw err;
    });
}

/** A row as the risk_company columns it fills; the registry fills what the file leaves empty. */
function toRecord(c: ImportedCompany, match: RegistryMatch | undefined, own: string | null, createBy: string) {
  return {
    company_name: c.companyName,
    name_norm: normalizeCompanyName(c.companyName),
    credit_code: c.creditCode,
    registration_place: c.registrationPlace || match?.registrationPlace || null,
    company_region: c.companyRegion || null,
    user_add_region: own,
    legal_person: c.legalPerson || match?.legalPerson || null,
    legal_person_phone: c.legalPersonPhone || match?.legalPersonPhone || null,
    // written by hand below, so sealed here as the column's type seals what Drizzle writes (CRYPTO_SUITE=gm)
    contacts: c.contacts ? riskCompany.contacts.mapToDriverValue(c.contacts) : null,
    contacts_phone: c.contactsPhone ? riskCompany.contactsPhone.mapToDriverValue(c.contactsPhone) : null,
    remark: c.remark || null,
    is_match: !!match,
    status: COMPANY_STATUS.NOT_PUSHED,
    create_by: createBy,
  };
}

/**
 * One multi-row insert per chunk, the rows travelling as one JSON parameter: thousands of bound
 * parameters per statement are what makes large inserts slow on PGlite.
 */
async function insertChunk(tx: DbOrTx, records: ReturnType<typeof toRecord>[]) {
  await tx.execute(sql`
    insert into risk_company (company_name, name_norm, credit_code, registration_place, company_region, user_add_region, legal_person,
                              legal_person_phone, contacts, contacts_phone, remark, is_match, status, create_by)
    select company_name, name_norm, credit_code, registration_place, company_region, user_add_region, legal_person,
           legal_person_phone, contacts, contacts_phone, remark, is_match, status, create_by
    from json_populate_recordset(null::risk_company, ${JSON.stringify(records)}::json)`);
}

const DOWNLOAD_COLUMNS: SheetColumn[] = [
  { header: '企业名称', key: 'companyName', width: 36 },
  { header: '统一社会信用代码', key: 'creditCode', width: 24 },
  { header: '注册地', key: 'registrationPlace' },
  { header: '派单区县', key: 'companyRegion' },
  { header: '风险信息数', key: 'riskInfoCount' },
  { header: '风险类别', key: 'type', width: 24 },
  { header: '状态', key: 'status' },
  { header: '工商匹配', key: 'isMatch' },
  { header: '法定代表人', key: 'legalPerson' },
  { header: '法人电话', key: 'legalPersonPhone', width: 16 },
  { header: '联系人', key: 'contacts' },
  { header: '联系电话', key: 'contactsPhone', width: 16 },
  { header: '纳入时间', key: 'includedTime', width: 22 },
  { header: '推送时间', key: 'pushTime', width: 22 },
  { header: '备注', key: 'remark', width: 36 },
];

/** The export: the list's rows with phones masked, codes in the words the screen shows (the dictionary tables). */
export async function poolDownload(db: DbOrTx, rows: PoolCompany[]) {
  const [category, status] = await Promise.all([dictBook(db, 'risk_category'), dictBook(db, 'company_status')]);
  return buildWorkbook(
    DOWNLOAD_COLUMNS,
    rows.map((r) => ({
      companyName: r.companyName,
      creditCode: r.creditCode,
      registrationPlace: r.registrationPlace,
      companyRegion: r.companyRegion,
      riskInfoCount: r.riskInfoCount,
      type: category.labelsOf(r.type),
      status: status.labelOf(r.status) ?? String(r.status),
      isMatch: r.isMatch ? '是' : '否',
      legalPerson: r.legalPerson,
      legalPersonPhone: maskPhone(r.legalPersonPhone),
      contacts: r.contacts,
      contactsPhone: maskPhone(r.contactsPhone),
      includedTime: beijingTime(r.includedTime),
      pushTime: beijingTime(r.pushTime),
      remark: r.remark,
    })),
    '风险企业库',
  );
}
