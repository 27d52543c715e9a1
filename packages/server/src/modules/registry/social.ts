import type { RegistryBasic } from '@risk/shared/api/registry';
import type { SocialMonths } from '../socialSecurity/service.ts';

/** Social-security block of the detail: headcount now and the reduction over 1, 3, 5 and 12 months. */
export interface SocialSecurity {
  currentSocial: number | null;
  oneLayoffsNum: number | null;
  threeLayoffsNum: number | null;
  fiveLayoffsNum: number | null;
  yearLayoffsNum: number | null;
}

const reduction = (before: number | undefined, now: number | undefined) =>
  before === undefined || now === undefined ? null : Math.max(0, before - now);

/**
 * From the imported 社保数据 (the socialSecurity module: the latest month's headcount and its
 * 3-month reduction as imported, the other reductions from the earlier imported months) when the
 * company has any, else from the yearly headcounts of the registry's basic information.
 */
export function socialSecurityOf(
  basic: Pick<RegistryBasic, 'yearSocial'> | undefined,
  monthly: SocialMonths | null | undefined,
): SocialSecurity {
  if (monthly) {
    const months = Object.keys(monthly.headcounts).sort();
    const series = months.map((m) => monthly.headcounts[m]);
    const now = series[series.length - 1];
    const ago = (n: number) => series[series.length - 1 - n];
    return {
      currentSocial: now,
      oneLayoffsNum: reduction(ago(1), now),
      threeLayoffsNum: monthly.march,
      fiveLayoffsNum: reduction(ago(5), now),
      yearLayoffsNum: reduction(ago(12), now),
    };
  }
  const years = Object.keys(basic?.yearSocial ?? {}).sort();
  const yearly = years.map((y) => basic!.yearSocial![y]);
  const now = yearly[yearly.length - 1];
  return {
    currentSocial: now ?? null,
    oneLayoffsNum: null,
    threeLayoffsNum: null,
    fiveLayoffsNum: null,
    yearLayoffsNum: reduction(yearly[yearly.length - 2], now),
  };
}
