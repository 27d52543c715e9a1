import type { RegistryBasic } from '@risk/shared/api/registry';
import { perMonth, type SocialLayoffField, type SocialMonth } from '@risk/shared/social-months';
import type { SocialMonths } from '../socialSecurity/service.ts';

/** Social-security block of the detail: headcount now and the reduction over each of the last 1–12 months. */
export type SocialSecurity = { currentSocial: number | null } & Record<SocialLayoffField, number | null>;

const reduction = (before: number | undefined, now: number | undefined) =>
  before === undefined || now === undefined ? null : Math.max(0, before - now);

/**
 * From the imported 社保数据 (the socialSecurity module) when the company has any: the latest month's
 * headcount and its imported reductions; a reduction the latest row lacks (imported before the
 * twelve months were, migration 0048) comes from the earlier imported months' headcounts. Else from
 * the yearly headcounts of the registry's basic information: the 12-month reduction only.
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
    return layoffs(now, (m) => monthly.reductions[m.field] ?? reduction(ago(m.months), now));
  }
  const years = Object.keys(basic?.yearSocial ?? {}).sort();
  const yearly = years.map((y) => basic!.yearSocial![y]);
  const now = yearly[yearly.length - 1];
  return layoffs(now ?? null, (m) => (m.months === 12 ? reduction(yearly[yearly.length - 2], now) : null));
}

const layoffs = (currentSocial: number | null, of: (m: SocialMonth) => number | null): SocialSecurity => ({
  currentSocial,
  ...perMonth('detail', of),
});
