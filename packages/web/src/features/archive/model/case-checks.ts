import { CASE_PERMISSIONS, POOL_RULES, poolActionAllowed } from '@risk/shared/pool';
import { UNRATED } from '@risk/shared/verification';

/** What archive and evaluation need of a company, whichever list it comes from. */
export interface CaseCompany {
  /** the pool company id */
  riskCompanyId: number;
  companyName: string;
  /** pool status (4 待存档, 6 待评价, 7 已评价) */
  poolStatus: number;
  level: string | null;
}

/** Archive only at 待存档 and once the city has rated the company. */
export function archiveRefusal(c: CaseCompany): string | undefined {
  if (!poolActionAllowed(POOL_RULES.archive, c.poolStatus)) return POOL_RULES.archive.message;
  if (!c.level || c.level === UNRATED) return POOL_RULES.archiveNeedsLevel;
  return undefined;
}

/** Evaluate only at 待评价. */
export const evaluateRefusal = (c: CaseCompany) =>
  poolActionAllowed(POOL_RULES.evaluate, c.poolStatus) ? undefined : POOL_RULES.evaluate.message;

export const ARCHIVE_CODES = CASE_PERMISSIONS.archive;
export const EVALUATE_CODES = CASE_PERMISSIONS.evaluate;

/** 存档 is offered only where the pool rule allows it (待存档); a missing level is still said on click. */
export const archiveOffered = (c: CaseCompany) => poolActionAllowed(POOL_RULES.archive, c.poolStatus);
/** 评价 is offered only at 待评价. */
export const evaluateOffered = (c: CaseCompany) => poolActionAllowed(POOL_RULES.evaluate, c.poolStatus);
export const LAYOFF_ADD_CODES = ['riskDisposalCounty:downsizingStatistics', 'save:downsizingStatistics'];
