import type { RegistryBasic, RegistryRecordRow } from '@risk/shared/api/registry';

/** Social-security block of the detail (spec doc 1 §3): headcount now and the reduction over 1, 3, 5 and 12 months. */
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
 * From the monthly headcounts (registry kind socialMonth: { months: { "2025-01": 120, … } }) when
 * the registry has them, else from the yearly headcounts of the basic information.
 */
export function socialSecurityOf(
  basic: Pick<RegistryBasic, 'yearSocial'> | undefined,
  monthly: RegistryRecordRow[],
): SocialSecurity {
  const months = (monthly[0]?.months ?? {}) as Record<string, number>;
  const series = Object.keys(months)
    .sort()
    .map((m) => months[m]);
  const years = Object.keys(basic?.yearSocial ?? {}).sort();
  const yearly = years.map((y) => basic!.yearSocial![y]);
  if (series.length > 0) {
    const now = series[series.length - 1];
    const ago = (n: number) => series[series.length - 1 - n];
    return {
      currentSocial: now,
      oneLayoffsNum: reduction(ago(1), now),
      threeLayoffsNum: reduction(ago(3), now),
      fiveLayoffsNum: reduction(ago(5), now),
      yearLayoffsNum: reduction(ago(12), now),
    };
  }
  const now = yearly[yearly.length - 1];
  return {
    currentSocial: now ?? null,
    oneLayoffsNum: null,
    threeLayoffsNum: null,
    fiveLayoffsNum: null,
    yearLayoffsNum: reduction(yearly[yearly.length - 2], now),
  };
}
