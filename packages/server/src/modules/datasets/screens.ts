import { bubbleLevel } from '@risk/shared/rates';
import { dataset, DISTRICT_ORDER } from '@risk/shared/datasets';
import type {
  Bubbles,
  BusinessSurvey,
  LabourMarket,
  MacroData,
  RiskIndexWeek,
  SocialData,
  TopCompanies,
  TopField,
  WarnWeek,
  WeekFigures,
} from '@risk/shared/schemas/datasets';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { periodOrLatest, periodsOf, rowsOf } from './service.ts';

/**
 * The reads the screens draw from the imported data sets. Each answers exactly what was imported
 * in the user's scope (sums, means, ratios of the rows); with nothing imported a series answers
 * [] and a period read null, so a screen shows 暂无数据 rather than zeros.
 */

const round2 = (n: number) => Math.round(n * 100) / 100;
const sum = <T>(rows: readonly T[], f: (r: T) => number | null) => rows.reduce((s, r) => s + (f(r) ?? 0), 0);
const byDistrict = (a: { region: string | null }, b: { region: string | null }) =>
  DISTRICT_ORDER(a.region) - DISTRICT_ORDER(b.region);
/** Trends read at most this many periods back. */
const TREND_PERIODS = 12;

const ONE_BI = dataset(0);

/** `oneBi/week`: the last `weeks` weeks imported, oldest first, summed over the districts in scope. */
export async function weekSeries(db: DbOrTx, user: AuthUser, weeks: number): Promise<WeekFigures[]> {
  const periods = (await periodsOf(db, user, ONE_BI)).slice(0, weeks);
  const rows = await rowsOf(db, user, ONE_BI, periods);
  return [...periods].reverse().map((week) => {
    const of = rows.filter((r) => r.period === week).map((r) => r.data);
    const l1 = sum(of, (r) => r.warnLevel1);
    const l2 = sum(of, (r) => r.warnLevel2);
    const l3 = sum(of, (r) => r.warnLevel3);
    return {
      week,
      districts: of.length,
      monitoredCompanies: sum(of, (r) => r.monitoredCompanies),
      newRiskCompanies: sum(of, (r) => r.newRiskCompanies),
      newRiskInfos: sum(of, (r) => r.newRiskInfos),
      warnLevel1: l1,
      warnLevel2: l2,
      warnLevel3: l3,
      warnTotal: l1 + l2 + l3,
      involvedStaff: sum(of, (r) => r.involvedStaff),
      riskIndex: of.length ? round2(sum(of, (r) => r.riskIndex) / of.length) : 0,
    };
  });
}

/** `oneBi/riskIndex`: a week's index per district (highest first) and its change from the week before. */
export async function riskIndexWeek(db: DbOrTx, user: AuthUser, week?: string): Promise<RiskIndexWeek> {
  const periods = await periodsOf(db, user, ONE_BI);
  const at = week ? periods.indexOf(week) : 0;
  if (at < 0 || periods.length === 0) return null;
  const [current, previous] = [periods[at], periods[at + 1] ?? null];
  const rows = await rowsOf(db, user, ONE_BI, previous ? [current, previous] : [current]);
  const now = rows.filter((r) => r.period === current);
  const before = new Map(rows.filter((r) => r.period === previous).map((r) => [r.region, r.data.riskIndex]));
  return {
    week: current,
    previousWeek: previous,
    riskIndex: round2(sum(now, (r) => r.data.riskIndex) / now.length),
    districts: now
      .map((r) => {
        const last = before.get(r.region);
        return {
          region: r.region!,
          riskIndex: r.data.riskIndex,
          change: last === undefined ? null : round2(r.data.riskIndex - last),
        };
      })
      .sort((a, b) => b.riskIndex - a.riskIndex || DISTRICT_ORDER(a.region) - DISTRICT_ORDER(b.region)),
  };
}

/** `oneBi/warn`: a week's warned companies by level, per district (in the bureau's order) and in total. */
export async function warnWeek(db: DbOrTx, user: AuthUser, week?: string): Promise<WarnWeek> {
  const { period } = await periodOrLatest(db, user, ONE_BI, week);
  if (!period) return null;
  const rows = (await rowsOf(db, user, ONE_BI, [period])).sort(byDistrict);
  const districts = rows.map((r) => ({
    region: r.region!,
    warnLevel1: r.data.warnLevel1,
    warnLevel2: r.data.warnLevel2,
    warnLevel3: r.data.warnLevel3,
    warnTotal: r.data.warnLevel1 + r.data.warnLevel2 + r.data.warnLevel3,
    involvedStaff: r.data.involvedStaff,
  }));
  return {
    week: period,
    total: {
      warnLevel1: sum(districts, (d) => d.warnLevel1),
      warnLevel2: sum(districts, (d) => d.warnLevel2),
      warnLevel3: sum(districts, (d) => d.warnLevel3),
      warnTotal: sum(districts, (d) => d.warnTotal),
      involvedStaff: sum(districts, (d) => d.involvedStaff),
    },
    districts,
  };
}

/** The requested (else latest) period and the trend periods up to it, oldest first. */
async function window(db: DbOrTx, user: AuthUser, def: Parameters<typeof periodsOf>[2], requested?: string) {
  const { period, periods } = await periodOrLatest(db, user, def, requested);
  if (!period) return undefined;
  const trend = periods.slice(periods.indexOf(period), periods.indexOf(period) + TREND_PERIODS).reverse();
  return { period, periods, trend };
}

/** `twoBi/macroData` (biType 1): a month's indicators in file order and each indicator's monthly trend. */
export async function macroData(db: DbOrTx, user: AuthUser, requested?: string): Promise<MacroData> {
  const def = dataset(1);
  const w = await window(db, user, def, requested);
  if (!w) return null;
  const rows = await rowsOf(db, user, def, w.trend);
  return {
    period: w.period,
    periods: w.periods,
    rows: rows
      .filter((r) => r.period === w.period)
      .map(({ data: d }) => ({
        indicator: d.indicator,
        unit: d.unit,
        value: d.value,
        yoy: d.yoy,
        cumulative: d.cumulative,
        source: d.source,
      })),
    trend: rows.map(({ period, data: d }) => ({ period, indicator: d.indicator, value: d.value, yoy: d.yoy })),
  };
}

/** Sample-weighted mean (the survey's industries have different sample sizes). */
const weighted = <T extends { sampleCompanies: number }>(rows: readonly T[], f: (r: T) => number) => {
  const n = sum(rows, (r) => r.sampleCompanies);
  return n === 0 ? 0 : round2(sum(rows, (r) => f(r) * r.sampleCompanies) / n);
};

/** `twoBi/businessSurvey` (biType 2): a quarter's industries, their sample-weighted totals and the quarterly trend. */
export async function businessSurvey(db: DbOrTx, user: AuthUser, requested?: string): Promise<BusinessSurvey> {
  const def = dataset(2);
  const w = await window(db, user, def, requested);
  if (!w) return null;
  const rows = await rowsOf(db, user, def, w.trend);
  const of = (p: string) => rows.filter((r) => r.period === p).map((r) => r.data);
  const current = of(w.period);
  return {
    period: w.period,
    periods: w.periods,
    rows: current.map((d) => ({
      industry: d.industry,
      sampleCompanies: d.sampleCompanies,
      hiringMoreRatio: d.hiringMoreRatio,
      hiringLessRatio: d.hiringLessRatio,
      layoffPlanRatio: d.layoffPlanRatio,
      prosperityIndex: d.prosperityIndex,
    })),
    totals: {
      sampleCompanies: sum(current, (r) => r.sampleCompanies),
      hiringMoreRatio: weighted(current, (r) => r.hiringMoreRatio),
      hiringLessRatio: weighted(current, (r) => r.hiringLessRatio),
      layoffPlanRatio: weighted(current, (r) => r.layoffPlanRatio),
      prosperityIndex: weighted(current, (r) => r.prosperityIndex),
    },
    trend: w.trend.map((period) => {
      const p = of(period);
      return {
        period,
        sampleCompanies: sum(p, (r) => r.sampleCompanies),
        prosperityIndex: weighted(p, (r) => r.prosperityIndex),
        layoffPlanRatio: weighted(p, (r) => r.layoffPlanRatio),
      };
    }),
  };
}

/** 求人倍率: openings per job seeker, 2 decimals; null without seekers. */
export const jobRatio = (demand: number, seekers: number) => (seekers === 0 ? null : round2(demand / seekers));

/** `twoBi/labourMarket` (biType 3): a month's occupations with their job ratio, the totals and the monthly trend. */
export async function labourMarket(db: DbOrTx, user: AuthUser, requested?: string): Promise<LabourMarket> {
  const def = dataset(3);
  const w = await window(db, user, def, requested);
  if (!w) return null;
  const rows = await rowsOf(db, user, def, w.trend);
  const of = (p: string) => rows.filter((r) => r.period === p).map((r) => r.data);
  const current = of(w.period);
  const demand = sum(current, (r) => r.demand);
  const seekers = sum(current, (r) => r.seekers);
  return {
    period: w.period,
    periods: w.periods,
    rows: current.map((d) => ({
      occupation: d.occupation,
      demand: d.demand,
      seekers: d.seekers,
      ratio: jobRatio(d.demand, d.seekers),
      avgSalary: d.avgSalary,
    })),
    totals: { demand, seekers, ratio: jobRatio(demand, seekers) },
    trend: w.trend.map((period) => {
      const p = of(period);
      const [dm, sk] = [sum(p, (r) => r.demand), sum(p, (r) => r.seekers)];
      return { period, demand: dm, seekers: sk, ratio: jobRatio(dm, sk) };
    }),
  };
}

/** `twoBi/social` (biType 5): a month's districts in scope, their totals and the monthly trend. */
export async function social(db: DbOrTx, user: AuthUser, requested?: string): Promise<SocialData> {
  const def = dataset(5);
  const w = await window(db, user, def, requested);
  if (!w) return null;
  const rows = await rowsOf(db, user, def, w.trend);
  const of = (p: string) => rows.filter((r) => r.period === p).map((r) => r.data);
  const current = of(w.period).sort(byDistrict);
  return {
    period: w.period,
    periods: w.periods,
    rows: current.map((d) => ({
      region: d.region,
      insuredUnits: d.insuredUnits,
      insuredPersons: d.insuredPersons,
      added: d.added,
      reduced: d.reduced,
      arrearsUnits: d.arrearsUnits,
      arrearsAmount: d.arrearsAmount,
    })),
    totals: {
      insuredUnits: sum(current, (r) => r.insuredUnits),
      insuredPersons: sum(current, (r) => r.insuredPersons),
      added: sum(current, (r) => r.added),
      reduced: sum(current, (r) => r.reduced),
      arrearsUnits: sum(current, (r) => r.arrearsUnits),
      arrearsAmount: round2(sum(current, (r) => r.arrearsAmount)),
    },
    trend: w.trend.map((period) => {
      const p = of(period);
      return {
        period,
        insuredPersons: sum(p, (r) => r.insuredPersons),
        added: sum(p, (r) => r.added),
        reduced: sum(p, (r) => r.reduced),
      };
    }),
  };
}

/** `earmarkController/top` (biType 13): a month's key companies ranked by one figure. */
export async function topCompanies(
  db: DbOrTx,
  user: AuthUser,
  q: { period?: string; by: TopField; limit: number },
): Promise<TopCompanies> {
  const def = dataset(13);
  const { period } = await periodOrLatest(db, user, def, q.period);
  if (!period) return null;
  const rows = await rowsOf(db, user, def, [period]);
  return {
    period,
    by: q.by,
    rows: rows
      .sort((a, b) => b.data[q.by] - a.data[q.by] || a.id - b.id)
      .slice(0, q.limit)
      .map((r) => ({ ...r.data, id: r.id, period: r.period, region: r.region })),
  };
}

/** `earmarkController/bubbles` (biType 14): a month's bubbles, sized by the bubble level mapping. */
export async function bubbles(db: DbOrTx, user: AuthUser, q: { period?: string; region?: string }): Promise<Bubbles> {
  const def = dataset(14);
  const { period } = await periodOrLatest(db, user, def, q.period);
  if (!period) return null;
  const rows = await rowsOf(db, user, def, [period], q.region);
  return {
    period,
    bubbles: rows.map(({ id, data: d }) => ({
      id,
      companyName: d.companyName,
      creditCode: d.creditCode,
      region: d.region,
      level: d.level,
      bubbleLevel: bubbleLevel(d.level),
      involvedStaff: d.involvedStaff,
      matter: d.matter,
    })),
  };
}
