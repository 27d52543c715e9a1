import type { BusinessSurvey, LabourMarket, MacroData, SocialData } from '@risk/shared/schemas/datasets';
import { WARNING_TOTAL_ROW } from '@risk/shared/schemas/reports';
import type { EarlyWarnRow } from '@risk/shared/api/reports';
import { shortDistrict } from '@risk/shared/big-screen';
import type { CategorySeries, MapRow } from '../../../components/charts/options.ts';

/**
 * Pure builders from the data-set reads to the kit's chart inputs (tested without a browser).
 * Every figure is one the server answered; nothing is invented for an empty read.
 */

type Present<T> = NonNullable<T>;

/** Short period labels on an axis: 2026-10 → 26-10, 2026Q3 → 26Q3. */
export const shortPeriod = (period: string) => period.slice(2);

/** 同比增速 of the indicators that have one, over the trend months. */
export function macroYoySeries(data: Present<MacroData>): CategorySeries {
  const periods = [...new Set(data.trend.map((t) => t.period))];
  const indicators = [...new Set(data.trend.filter((t) => t.yoy !== null).map((t) => t.indicator))];
  return {
    categories: periods.map(shortPeriod),
    series: indicators.map((name) => ({
      name,
      data: periods.map((p) => data.trend.find((t) => t.period === p && t.indicator === name)?.yoy ?? 0),
    })),
  };
}

/** An index on a base of 100 (居民消费价格指数（上年同月=100）) drawn as its rise over the base, on the scale of the other rates. */
const isBase100 = (indicator: string) => /=\s*100/.test(indicator);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The rate indicators' monthly values (unemployment as is, a base-100 index as its rise in %). */
export function macroValueSeries(data: Present<MacroData>, indicators: readonly string[]): CategorySeries {
  const periods = [...new Set(data.trend.map((t) => t.period))];
  return {
    categories: periods.map(shortPeriod),
    series: indicators
      .filter((name) => data.trend.some((t) => t.indicator === name))
      .map((name) => {
        const base100 = isBase100(name);
        return {
          name: base100 ? `${name.replace(/[（(].*[)）]/, '')}涨幅` : name,
          data: periods.map((p) => {
            const value = data.trend.find((t) => t.period === p && t.indicator === name)?.value ?? 0;
            return base100 ? round2(value - 100) : value;
          }),
        };
      }),
  };
}

/** The indicators measured in percent (drawn as their values, not as growth). */
export const rateIndicators = (data: Present<MacroData>) =>
  data.rows.filter((r) => r.unit === '%').map((r) => r.indicator);

export function surveyIndexBars(data: Present<BusinessSurvey>): CategorySeries {
  const rows = [...data.rows].sort((a, b) => b.prosperityIndex - a.prosperityIndex);
  return {
    categories: rows.map((r) => r.industry),
    series: [{ name: '景气指数', data: rows.map((r) => r.prosperityIndex) }],
  };
}

export function surveyRatioBars(data: Present<BusinessSurvey>): CategorySeries {
  return {
    categories: data.rows.map((r) => r.industry),
    series: [
      { name: '用工增加', data: data.rows.map((r) => r.hiringMoreRatio) },
      { name: '用工减少', data: data.rows.map((r) => r.hiringLessRatio) },
      { name: '计划裁员', data: data.rows.map((r) => r.layoffPlanRatio) },
    ],
  };
}

export function surveyTrend(data: Present<BusinessSurvey>): CategorySeries {
  return {
    categories: data.trend.map((t) => t.period),
    series: [
      { name: '景气指数', data: data.trend.map((t) => t.prosperityIndex) },
      { name: '计划裁员企业占比(%)', data: data.trend.map((t) => t.layoffPlanRatio) },
    ],
  };
}

export function labourBars(data: Present<LabourMarket>): CategorySeries {
  return {
    categories: data.rows.map((r) => r.occupation),
    series: [
      { name: '需求人数', data: data.rows.map((r) => r.demand) },
      { name: '求职人数', data: data.rows.map((r) => r.seekers) },
    ],
  };
}

export function labourTrend(data: Present<LabourMarket>): CategorySeries {
  return {
    categories: data.trend.map((t) => shortPeriod(t.period)),
    series: [
      { name: '需求人数', data: data.trend.map((t) => t.demand) },
      { name: '求职人数', data: data.trend.map((t) => t.seekers) },
    ],
  };
}

export function socialTrend(data: Present<SocialData>): CategorySeries {
  return {
    categories: data.trend.map((t) => shortPeriod(t.period)),
    series: [
      { name: '新增参保', data: data.trend.map((t) => t.added) },
      { name: '减少参保', data: data.trend.map((t) => t.reduced) },
    ],
  };
}

export function socialArrearsBars(data: Present<SocialData>): CategorySeries {
  const rows = [...data.rows].sort((a, b) => b.arrearsAmount - a.arrearsAmount);
  return {
    categories: rows.map((r) => shortDistrict(r.region)),
    series: [{ name: '欠费金额(万元)', data: rows.map((r) => r.arrearsAmount) }],
  };
}

/** "a/b" of the warning statement as its two numbers (0 for anything else). */
export function fractionOf(text: string): [number, number] {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  return m ? [Number(m[1]), Number(m[2])] : [0, 0];
}

/** The platform's warning orders per district (should accept = the denominator of 预警名单), without the total row. */
export function warnOrdersByDistrict(
  rows: readonly EarlyWarnRow[],
): { region: string; orders: number; layoffs: number }[] {
  return rows
    .filter((r) => r.companyRegion !== WARNING_TOTAL_ROW)
    .map((r) => ({
      region: r.companyRegion,
      orders: fractionOf(r.earlyWarningList)[1],
      layoffs: fractionOf(r.downsizingList)[0],
    }));
}

/** The map of the social screen: the platform's warning orders colour a district, the imported insurance figures go in its tooltip. */
export function socialMapRows(warn: readonly EarlyWarnRow[], social: SocialData): MapRow[] {
  const byRegion = new Map((social?.rows ?? []).map((r) => [r.region, r]));
  return warnOrdersByDistrict(warn).map((w) => {
    const s = byRegion.get(w.region);
    return {
      name: w.region,
      value: w.orders,
      details: [
        { label: '预警工单', value: w.orders },
        ...(s
          ? [
              { label: '参保人数', value: s.insuredPersons.toLocaleString('zh-CN') },
              { label: '欠费单位', value: s.arrearsUnits },
            ]
          : []),
      ],
    };
  });
}

/** A big number as the wall shows it: 万 above ten thousand. */
export function bigNumber(n: number): { value: string; unit: string } {
  if (Math.abs(n) >= 10_000) return { value: (n / 10_000).toFixed(n >= 1_000_000 ? 0 : 1), unit: '万' };
  return { value: n.toLocaleString('zh-CN', { maximumFractionDigits: 2 }), unit: '' };
}
