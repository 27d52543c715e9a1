import { and, desc, eq, or, sql } from 'drizzle-orm';
import { normalizeCompanyName } from '@risk/shared/company';
import type { DbOrTx } from '../../db/client.ts';
import { registryCompany, registryRecord } from '../../db/schema/registry.ts';
import { nameContains } from '../../platform/http/query.ts';
import type { RegistryBasic, RegistryRecordRow } from '@risk/shared/api/registry';
import type { RegistryKind, RegistryProvider } from './provider.ts';

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
