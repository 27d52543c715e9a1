import { and, desc, eq, inArray } from 'drizzle-orm';
import { INFO_STATUS, POOL_RULES } from '@risk/shared/pool';
import { COMPANY_SEARCH_LIMIT, RISK_POINT_HELP } from '@risk/shared/schemas/registry';
import type {
  CompanyDetail,
  CompanySuggestion,
  RegistryMatchAnswer,
  RegistryRecordRow,
  YesNoCode,
} from '@risk/shared/api/registry';
import type { DbOrTx } from '../../db/client.ts';
import { disposalInfo, disposalOrder } from '../../db/schema/disposal.ts';
import { verificationOrder } from '../../db/schema/verification.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { findPoolCompany, findPoolCompanyByCreditCode } from '../../modules/pool/service.ts';
import {
  listedKind,
  registryProvider,
  type ListedBoard,
  type RegistryProvider,
} from '../../modules/registry/provider.ts';
import { withMaskedPhone } from '../../modules/registry/service.ts';
import { socialSecurityOf } from '../../modules/registry/social.ts';
import { riskPointCounts } from '../../modules/riskInfo/service.ts';
import { socialMonthsByCreditCode } from '../../modules/socialSecurity/service.ts';

const yesNo = (v: boolean): YesNoCode => (v ? '1' : '0');
/** Order statuses before the city sent the order to the district: new, not dispatched for now, withdrawn. */
const NOT_DISPATCHED = new Set([10, 11, 2]);
/** Pool statuses from linked disposal on (company_status). */
const DISPOSING_OR_LATER = new Set([3, 4, 6, 7]);
const DAY_MS = 86_400_000;

const textOf = (v: unknown) => (typeof v === 'string' ? v : null);
const numberOf = (v: unknown) => (typeof v === 'number' ? v : null);

/**
 * The disposal block: the company's interview (约谈) and layoff (裁员和维稳) records of its linked
 * disposal, newest first; an interview fills the talk columns, a layoff record the layoff ones.
 */
async function disposalRecordsOf(db: DbOrTx, riskCompanyId: number) {
  const rows = await db
    .select({ type: disposalInfo.type, data: disposalInfo.data })
    .from(disposalInfo)
    .innerJoin(disposalOrder, eq(disposalInfo.disposalId, disposalOrder.id))
    .where(and(eq(disposalOrder.riskCompanyId, riskCompanyId), inArray(disposalInfo.type, ['talk', 'downsizing'])))
    .orderBy(desc(disposalInfo.recordDate), desc(disposalInfo.id));
  return rows.map(({ type, data }) => {
    const talk = type === 'talk';
    return {
      appointmentTime: talk ? textOf(data.appointmentTime) : null,
      localDepartment: talk ? textOf(data.localDepartment) : null,
      cityDepartment: talk ? textOf(data.cityDepartment) : null,
      departmentHead: talk ? textOf(data.departmentHead) : null,
      phone: talk ? textOf(data.phone) : null,
      opinion: textOf(data.opinion),
      layoffsTime: talk ? null : textOf(data.layoffsTime),
      layoffsPerson: talk ? null : numberOf(data.layoffsPerson),
      allDepartment: talk ? null : textOf(data.allDepartment),
    };
  });
}

const recent = (rows: RegistryRecordRow[], days: number, now: number) =>
  rows.filter((r) => r.recordDate && now - Date.parse(r.recordDate) <= days * DAY_MS).length;

/** Every block of the company detail in one answer; refused while the registry data is not matched. */
export async function companyDetail(db: DbOrTx, user: AuthUser, creditCode: string): Promise<CompanyDetail> {
  const company = await findPoolCompanyByCreditCode(db, user, creditCode);
  const provider = registryProvider(db);
  const basic = company.isMatch ? await provider.basic(company.creditCode) : undefined;
  if (!basic) throw badRequest(POOL_RULES.unmatchedDetail);

  const [points, monthly, judicial, news, stock, [order], disposal] = await Promise.all([
    riskPointCounts(db, company.id),
    socialMonthsByCreditCode(db, [company.creditCode]),
    provider.records(company.creditCode, 'judicialCase'),
    provider.records(company.creditCode, 'news'),
    listedPanels(provider, company.creditCode),
    db
      .select({ status: verificationOrder.status, level: verificationOrder.level })
      .from(verificationOrder)
      .where(eq(verificationOrder.riskCompanyId, company.id))
      .orderBy(desc(verificationOrder.id))
      .limit(1),
    disposalRecordsOf(db, company.id),
  ]);
  const social = socialSecurityOf(basic, monthly.get(company.creditCode));
  const has = (label: string) => (points.get(label) ?? 0) > 0;
  const layoffs = social.yearLayoffsNum ?? 0;

  return {
    companyId: company.id,
    business: {
      companyName: company.companyName,
      creditCode: company.creditCode,
      incomeScale: basic.incomeScale,
      profitScale: basic.profitScale,
      employees: basic.employees,
      yearSocial: basic.yearSocial,
    },
    riskWarning: {
      riskInfoNum: company.riskInfoCount,
      isDispatch: yesNo(
        company.infoStatus === INFO_STATUS.DISPATCHED || (order !== undefined && !NOT_DISPATCHED.has(order.status)),
      ),
      isLayoffs: yesNo(has('规模裁员') || layoffs > 0),
      layoffsNum: social.yearLayoffsNum,
      isDispose: yesNo(DISPOSING_OR_LATER.has(company.status)),
      warnLevel: order?.level ?? company.level,
      /** the layoff report is filed by the layoff workflow */
      layoffsReport: null,
      isMoney: yesNo(has('拖欠工资')),
      isSocial: yesNo(has('社保减员') || (social.threeLayoffsNum ?? 0) > 0),
    },
    socialSecurity: social,
    relationRisk: {
      complaints: points.get('劳动投诉') ?? 0,
      adjustNum: points.get('劳动仲裁') ?? 0,
      casesComplaints: judicial.length,
      isLogout: yesNo(/注销|吊销/.test(basic.operatingStatus ?? '')),
      equityTotal: (points.get('股权冻结') ?? 0) + (points.get('股权出质') ?? 0),
      daySearchIndex: recent(news, 30, Date.now()),
    },
    disposal,
    help: helpFor([...points.keys()]),
    basic: withMaskedPhone(basic),
    stock,
  };
}

/** The listed-company panels of every board and the fund panel, from the same provider. */
async function listedPanels(provider: RegistryProvider, creditCode: string) {
  const board = async (b: ListedBoard) => {
    const [company, individual, shareholder, post] = await Promise.all(
      (['company', 'individual', 'shareholder', 'post'] as const).map((s) =>
        provider.records(creditCode, listedKind(b, s)),
      ),
    );
    return { company, individual, shareholder, post };
  };
  const [main, neeq, hk, fund] = await Promise.all([
    board('main'),
    board('neeq'),
    board('hk'),
    provider.records(creditCode, 'listedFund'),
  ]);
  return { main, neeq, hk, fund };
}

function helpFor(labels: string[]) {
  const hints = labels.map((l) => RISK_POINT_HELP[l]).filter(Boolean);
  return {
    law: [...new Set(hints.flatMap((h) => h.law))],
    employment: [...new Set(hints.flatMap((h) => h.employment))],
  };
}

/** What the registry matches for a pool company now (by credit code, then normalised name), without writing. */
export async function registryMatchOf(db: DbOrTx, user: AuthUser, id: number): Promise<RegistryMatchAnswer> {
  const company = await findPoolCompany(db, id, user);
  const match = await registryProvider(db).match(company.creditCode, company.companyName);
  return {
    riskCompanyId: company.id,
    companyName: company.companyName,
    creditCode: company.creditCode,
    isMatch: company.isMatch,
    match: match ? withMaskedPhone(match) : null,
  };
}

/** The registry entries a pool company could be: by its credit code, then by its name, at most COMPANY_SEARCH_LIMIT. */
export async function registryCandidatesOf(db: DbOrTx, user: AuthUser, id: number): Promise<CompanySuggestion[]> {
  const company = await findPoolCompany(db, id, user);
  const provider = registryProvider(db);
  const [byCode, byName] = await Promise.all([
    provider.search(company.creditCode, COMPANY_SEARCH_LIMIT),
    provider.search(company.companyName, COMPANY_SEARCH_LIMIT),
  ]);
  const seen = new Set<string>();
  const candidates = [...byCode, ...byName].filter((c) => !seen.has(c.creditCode) && seen.add(c.creditCode));
  return candidates.slice(0, COMPANY_SEARCH_LIMIT).map((c) => ({
    ...c,
    riskCompanyId: c.creditCode === company.creditCode ? company.id : null,
    isMatch: true,
  }));
}
