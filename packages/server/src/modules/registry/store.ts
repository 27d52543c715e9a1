import { and, desc, eq, or, sql } from 'drizzle-orm';
import { normalizeCompanyName } from '@risk/shared/company';
import type { DbOrTx } from '../../db/client.ts';
import { registryCompany, registryRecord } from '../../db/schema/registry.ts';
import { nameContains } from '../../platform/http/query.ts';
import type { RegistryBasic, RegistryRecordRow } from '@risk/shared/api/registry';
import type { RegistryKind, RegistryMatchFields, RegistryProvider } from './provider.ts';

const basicColumns = {
  creditCode: registryCompany.creditCode,
  companyName: registryCompany.companyName,
  registrationPlace: registryCompany.registrationPlace,
  legalPerson: registryCompany.legalPerson,
  legalPersonPhone: registryCompany.legalPersonPhone,
  enterpriseType: registryCompany.enterpriseType,
  operatingStatus: registryCompany.operatingStatus,
  registeredCapital: registryCompany.registeredCapital,
  establishDate: registryCompany.establishDate,
  address: registryCompany.address,
  businessScope: registryCompany.businessScope,
  industry: registryCompany.industry,
  incomeScale: registryCompany.incomeScale,
  profitScale: registryCompany.profitScale,
  employees: registryCompany.employees,
  yearSocial: registryCompany.yearSocial,
};

interface MatchRow {
  idx: number;
  credit_code: string | null;
  company_name: string | null;
  registration_place: string | null;
  legal_person: string | null;
  legal_person_phone: string | null;
}

/** The built-in registry store over registry_company and registry_record. */
export function storeRegistry(db: DbOrTx): RegistryProvider {
  const byCode = async (creditCode: string): Promise<RegistryBasic | undefined> => {
    const [row] = await db.select(basicColumns).from(registryCompany).where(eq(registryCompany.creditCode, creditCode));
    return row;
  };
  return {
    async search(keyword, limit) {
      const norm = normalizeCompanyName(keyword);
      return db
        .select({
          creditCode: registryCompany.creditCode,
          companyName: registryCompany.companyName,
          registrationPlace: registryCompany.registrationPlace,
        })
        .from(registryCompany)
        .where(or(eq(registryCompany.creditCode, keyword.toUpperCase()), nameContains(registryCompany.nameNorm, norm)))
        .orderBy(registryCompany.nameNorm)
        .limit(limit);
    },
    basic: byCode,
    async match(creditCode, companyName) {
      const found = await byCode(creditCode);
      if (found) return found;
      const [row] = await db
        .select(basicColumns)
        .from(registryCompany)
        .where(eq(registryCompany.nameNorm, normalizeCompanyName(companyName)))
        .orderBy(registryCompany.creditCode)
        .limit(1);
      return row;
    },
    async matchMany(companies) {
      const input = companies.map((c, idx) => ({
        idx,
        credit_code: c.creditCode,
        name_norm: normalizeCompanyName(c.companyName),
      }));
      // one query per call: an import of 10,000 rows cannot afford two queries per row on PGlite
      const res = (await db.execute(sql`
        select i.idx, coalesce(c.credit_code, n.credit_code) as credit_code, coalesce(c.company_name, n.company_name) as company_name,
               coalesce(c.registration_place, n.registration_place) as registration_place, coalesce(c.legal_person, n.legal_person) as legal_person,
               coalesce(c.legal_person_phone, n.legal_person_phone) as legal_person_phone
        from json_to_recordset(${JSON.stringify(input)}::json) as i(idx int, credit_code text, name_norm text)
        left join registry_company c on c.credit_code = i.credit_code
        left join lateral (
          select r.* from registry_company r where c.credit_code is null and r.name_norm = i.name_norm order by r.credit_code limit 1
        ) n on true`)) as unknown as { rows: MatchRow[] };
      const out: (RegistryMatchFields | undefined)[] = companies.map(() => undefined);
      for (const r of res.rows) {
        if (!r.credit_code) continue;
        out[r.idx] = {
          creditCode: r.credit_code,
          companyName: r.company_name!,
          registrationPlace: r.registration_place,
          legalPerson: r.legal_person,
          legalPersonPhone: r.legal_person_phone,
        };
      }
      return out;
    },
    async records(creditCode: string, kind: RegistryKind): Promise<RegistryRecordRow[]> {
      const rows = await db
        .select({
          id: registryRecord.id,
          recordDate: registryRecord.recordDate,
          title: registryRecord.title,
          data: registryRecord.data,
        })
        .from(registryRecord)
        .where(and(eq(registryRecord.creditCode, creditCode), eq(registryRecord.kind, kind)))
        // newest first; an imported record without a date goes last
        .orderBy(sql`${registryRecord.recordDate} desc nulls last`, desc(registryRecord.id));
      return rows.map(({ data, ...r }) => ({ ...data, ...r }));
    },
  };
}
