import { and, eq, or } from 'drizzle-orm';
import { normalizeCompanyName } from '@risk/shared/company';
import type { DbOrTx } from '../../db/client.ts';
import { riskCompany } from '../../db/schema/pool.ts';
import { scopeToDistrict } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { nameContains } from '../../platform/http/query.ts';
import { registryProvider } from './provider.ts';

export interface RegistryMatch {
  creditCode: string;
  companyName: string;
  registrationPlace: string | null;
  legalPerson: string | null;
  legalPersonPhone: string | null;
}

/** The registry entry of a pool company: by credit code, then by normalised name (sync registry data). */
export async function findRegistryMatch(db: DbOrTx, creditCode: string, companyName: string): Promise<RegistryMatch | undefined> {
  const found = await registryProvider(db).match(creditCode, companyName);
  if (!found) return undefined;
  return {
    creditCode: found.creditCode,
    companyName: found.companyName,
    registrationPlace: found.registrationPlace,
    legalPerson: found.legalPerson,
    legalPersonPhone: found.legalPersonPhone,
  };
}

export interface CompanySuggestion {
  creditCode: string;
  companyName: string;
  registrationPlace: string | null;
  /** set when the company is in the risk company pool: forms needing a pool company take only these */
  riskCompanyId: number | null;
  isMatch: boolean;
}

/**
 * The company search of the add forms: registry entries and pool companies whose normalised name
 * contains the text or whose credit code is the text, pool companies first, at most `limit`.
 */
export async function searchCompanies(db: DbOrTx, user: AuthUser, keyword: string, limit: number): Promise<CompanySuggestion[]> {
  const norm = normalizeCompanyName(keyword);
  const code = keyword.toUpperCase();
  const [pool, registry] = await Promise.all([
    db
      .select({ id: riskCompany.id, creditCode: riskCompany.creditCode, companyName: riskCompany.companyName, registrationPlace: riskCompany.registrationPlace, isMatch: riskCompany.isMatch })
      .from(riskCompany)
      .where(and(or(eq(riskCompany.creditCode, code), nameContains(riskCompany.nameNorm, norm)), scopeToDistrict(user, riskCompany.companyRegion)))
      .orderBy(riskCompany.nameNorm)
      .limit(limit),
    registryProvider(db).search(keyword, limit),
  ]);
  const out = new Map<string, CompanySuggestion>();
  for (const p of pool) out.set(p.creditCode, { creditCode: p.creditCode, companyName: p.companyName, registrationPlace: p.registrationPlace, riskCompanyId: p.id, isMatch: p.isMatch });
  for (const r of registry) if (!out.has(r.creditCode)) out.set(r.creditCode, { ...r, riskCompanyId: null, isMatch: true });
  return [...out.values()].slice(0, limit);
}
