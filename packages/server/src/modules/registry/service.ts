import { and, eq, inArray, or } from 'drizzle-orm';
import { maskPhone, normalizeCompanyName } from '@risk/shared/company';
import type { RegistryBasic } from '@risk/shared/api/registry';
import type { DbOrTx } from '../../db/client.ts';
import { riskCompany } from '../../db/schema/pool.ts';
import { registryCompany } from '../../db/schema/registry.ts';
import { assertInDistrict, districtOf, scopeToDistrict } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { nameContains } from '../../platform/http/query.ts';
import { registryProvider } from './provider.ts';
import { socialMonthsByCreditCode } from '../socialSecurity/service.ts';
import { socialSecurityOf, type SocialSecurity } from './social.ts';

/** The registry's basic facts as every screen shows them: the legal person's phone masked (the full number is the pool's reveal call). */
export const withMaskedPhone = (basic: RegistryBasic): RegistryBasic => ({
  ...basic,
  legalPersonPhone: maskPhone(basic.legalPersonPhone),
});

/**
 * For data shown by credit code (registry blocks): a pool company of another district answers 404
 * for a district user, as if absent. Codes outside the pool pass: operations look companies up
 * in the registry to choose them.
 */
export async function assertCreditCodeInDistrict(db: DbOrTx, user: AuthUser, creditCode: string): Promise<void> {
  if (districtOf(user) === null) return;
  const [company] = await db
    .select({ companyRegion: riskCompany.companyRegion })
    .from(riskCompany)
    .where(eq(riskCompany.creditCode, creditCode.toUpperCase()));
  if (company) assertInDistrict(user, company.companyRegion);
}

export interface RegistryMatch {
  creditCode: string;
  companyName: string;
  registrationPlace: string | null;
  legalPerson: string | null;
  legalPersonPhone: string | null;
}

/** The registry entry of a pool company: by credit code, then by normalised name (sync registry data). */
export async function findRegistryMatch(
  db: DbOrTx,
  creditCode: string,
  companyName: string,
): Promise<RegistryMatch | undefined> {
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

/**
 * The registry entries of many companies at once, with the rule of findRegistryMatch (credit
 * code, then normalised name), in one round trip per call: what an import of thousands of rows
 * asks of the registry.
 */
export async function findRegistryMatches(
  db: DbOrTx,
  companies: { creditCode: string; companyName: string }[],
): Promise<(RegistryMatch | undefined)[]> {
  return registryProvider(db).matchMany(companies);
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
export async function searchCompanies(
  db: DbOrTx,
  user: AuthUser,
  keyword: string,
  limit: number,
): Promise<CompanySuggestion[]> {
  const norm = normalizeCompanyName(keyword);
  const code = keyword.toUpperCase();
  const [pool, registry] = await Promise.all([
    db
      .select({
        id: riskCompany.id,
        creditCode: riskCompany.creditCode,
        companyName: riskCompany.companyName,
        registrationPlace: riskCompany.registrationPlace,
        isMatch: riskCompany.isMatch,
      })
      .from(riskCompany)
      .where(
        and(
          or(eq(riskCompany.creditCode, code), nameContains(riskCompany.nameNorm, norm)),
          scopeToDistrict(user, riskCompany.companyRegion),
        ),
      )
      .orderBy(riskCompany.nameNorm)
      .limit(limit),
    registryProvider(db).search(keyword, limit),
  ]);
  const out = new Map<string, CompanySuggestion>();
  for (const p of pool)
    out.set(p.creditCode, {
      creditCode: p.creditCode,
      companyName: p.companyName,
      registrationPlace: p.registrationPlace,
      riskCompanyId: p.id,
      isMatch: p.isMatch,
    });
  for (const r of registry)
    if (!out.has(r.creditCode)) out.set(r.creditCode, { ...r, riskCompanyId: null, isMatch: true });
  return [...out.values()].slice(0, limit);
}

/**
 * The social-security figures of many companies (a list page): the imported 社保数据 months
 * (socialSecurity module) and, for companies without any, the registry's yearly headcounts.
 * Every asked code is a key; null when neither knows a headcount.
 */
export async function socialSecurityByCreditCode(
  db: DbOrTx,
  creditCodes: readonly string[],
): Promise<Map<string, SocialSecurity | null>> {
  const out = new Map<string, SocialSecurity | null>(creditCodes.map((c) => [c, null]));
  if (creditCodes.length === 0) return out;
  const codes = [...new Set(creditCodes)];
  const [months, yearly] = await Promise.all([
    socialMonthsByCreditCode(db, codes),
    db
      .select({ creditCode: registryCompany.creditCode, yearSocial: registryCompany.yearSocial })
      .from(registryCompany)
      .where(inArray(registryCompany.creditCode, codes)),
  ]);
  const years = new Map(yearly.map((r) => [r.creditCode, r.yearSocial]));
  for (const code of codes) {
    const social = socialSecurityOf({ yearSocial: years.get(code) ?? null }, months.get(code));
    out.set(code, social.currentSocial === null ? null : social);
  }
  return out;
}
