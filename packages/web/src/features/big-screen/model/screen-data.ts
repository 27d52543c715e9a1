import { FIGURES } from '@risk/shared/figures';
import type { EChartsOption } from 'echarts';
import type {
  DisposalSpeed,
  DistrictRiskRow,
  Guidance,
  MonthCountRow,
  NamedCount,
  OrderMonthRow,
  PublicOpinion,
  RiskIndexRow,
} from '@risk/shared/schemas/big-screen';
import type { WeekFigures } from '@risk/shared/schemas/datasets';
import type { CategorySeries, MapRow } from '../../../components/charts/options.ts';
import { TOP_LEGEND, toBarOption } from '../../../components/charts/options.ts';

import { shortDistrict } from '@risk/shared/big-screen';

export { shortDistrict };

/** No figure at all: the panel says 暂无数据 rather than drawing zeros that look real. */
export const allZero = (values: readonly number[]) => values.every((v) => !v);
export const namedEmpty = (rows: readonly NamedCount[]) => allZero(rows.map((r) => r.value));

const MONITORED = FIGURES.monitoredCompanies.label;
const WARNING = FIGURES.warningCompanies.label;

/** The map: coloured by monitored companies, warning companies in the tooltip. */
export const toMapRows = (rows: readonly DistrictRiskRow[]): MapRow[] =>
  rows.map((r) => ({
    name: r.area,
    value: r.riskTotal,
    details: [
      { label: MONITORED, value: `${r.riskTotal} 家` },
      { label: WARNING, value: `${r.warningTotal} 家` },
    ],
  }));
export const mapEmpty = (rows: readonly DistrictRiskRow[]) =>
  allZero(rows.flatMap((r) => [r.riskTotal, r.warningTotal]));

/** Districts ranked by risk companies, with their warning companies beside. */
export function districtRanking(rows: readonly DistrictRiskRow[]): CategorySeries {
  const sorted = [...rows].sort((a, b) => b.riskTotal - a.riskTotal || a.area.localeCompare(b.area));
  return {
    categories: sorted.map((r) => shortDistrict(r.area)),
    series: [
      { name: MONITORED, data: sorted.map((r) => r.riskTotal) },
      { name: WARNING, data: sorted.map((r) => r.warningTotal) },
    ],
  };
}

/** Risk information by risk point, stacked by degree 低/中/高. */
export const riskIndexSeries = (rows: readonly RiskIndexRow[]): CategorySeries => ({
  categories: rows.map((r) => r.riskPoint),
  series: [
    { name: '高', data: rows.map((r) => r.high) },
    { name: '中', data: rows.map((r) => r.medium) },
    { name: '低', data: rows.map((r) => r.low) },
  ],
});

/** Disposal per district: disposal orders and how many are finished (districts without any left out). */
export function disposalSeries(speed: DisposalSpeed): CategorySeries {
  const rows = speed.rows.filter((r) => r.disposeNum > 0);
  return {
    categories: rows.map((r) => shortDistrict(r.region)),
    series: [
      { name: '联动处置', data: rows.map((r) => r.disposeNum) },
      { name: '已办结', data: rows.map((r) => r.finishedNum) },
    ],
  };
}
export const disposalEmpty = (speed: DisposalSpeed) => speed.total.disposeNum === 0;

/**
 * The month label on the axis: 2026-03 → 3月, January shows its year on a second line
 * (2026-01 → 1月 / 2026), so twelve labels fit a wall panel level, without turning.
 */
export const monthLabel = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `1月\n${y}` : `${m}月`;
};

/** Orders pushed and dispatched as bars, risk information as a line on its own axis, by month. */
export function monthlyOption(risk: readonly MonthCountRow[], orders: readonly OrderMonthRow[]): EChartsOption {
  const base = toBarOption(
    {
      categories: orders.map((o) => monthLabel(o.month)),
      series: [
        { name: '推送工单', data: orders.map((o) => o.riskCompanyCount) },
        { name: '派发工单', data: orders.map((o) => o.warningDispatchCount) },
      ],
    },
    { unit: '单', sequence: true },
  );
  const byMonth = new Map(risk.map((r) => [r.month, r.value]));
  const value = base.yAxis as object;
  return {
    ...base,
    legend: TOP_LEGEND,
    yAxis: [value, { ...value, name: '条', position: 'right', splitLine: { show: false } }],
    series: [
      ...(base.series as object[]),
      {
        type: 'line',
        name: '风险信息',
        yAxisIndex: 1,
        smooth: true,
        symbolSize: 6,
        data: orders.map((o) => byMonth.get(o.month) ?? 0),
      },
    ],
  } as EChartsOption;
}
export const monthlyEmpty = (risk: readonly MonthCountRow[], orders: readonly OrderMonthRow[]) =>
  allZero([...risk.map((r) => r.value), ...orders.flatMap((o) => [o.riskCompanyCount, o.warningDispatchCount])]);

/** Interviews and services per district (districts without disposal left out). */
export function guidanceSeries(g: Guidance): CategorySeries {
  const rows = g.rows.filter((r) => r.disposeNum > 0);
  return {
    categories: rows.map((r) => shortDistrict(r.region)),
    series: [
      { name: '约谈次数', data: rows.map((r) => r.interviewTimes) },
      { name: '对接服务次数', data: rows.map((r) => r.serviceTimes) },
    ],
  };
}
export const guidanceMonths = (g: Guidance): CategorySeries => ({
  categories: g.months.map((m) => monthLabel(m.month)),
  series: [
    { name: '约谈', data: g.months.map((m) => m.interviews) },
    { name: '对接服务', data: g.months.map((m) => m.services) },
  ],
});
export const guidanceEmpty = (g: Guidance) => g.total.disposeNum === 0;

/** The weekly oneBi figures over the imported weeks: warned companies (bars) and the mean risk index (line). */
export function weeklyOption(weeks: readonly WeekFigures[]): EChartsOption {
  const base = toBarOption(
    {
      // a week named by its date (yyyy-MM-dd) shows as MM-dd on the crowded axis
      categories: weeks.map((w) => (/^\d{4}-\d{2}-\d{2}$/.test(w.week) ? w.week.slice(5) : w.week)),
      // the imported weekly data set's count, not the platform's 预警企业: its own label
      series: [{ name: FIGURES.weeklyImportedWarnings.label, data: weeks.map((w) => w.warnTotal) }],
    },
    { unit: '家', sequence: true },
  );
  const value = base.yAxis as object;
  return {
    ...base,
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    legend: TOP_LEGEND,
    yAxis: [value, { ...value, name: '指数', position: 'right', minInterval: 0, splitLine: { show: false } }],
    series: [
      ...(base.series as object[]),
      {
        type: 'line',
        name: '风险指数',
        yAxisIndex: 1,
        smooth: true,
        symbolSize: 6,
        data: weeks.map((w) => w.riskIndex),
      },
    ],
  } as EChartsOption;
}

/** The keywords with the most hits, most first (at most `top`). */
export function keywordHits(p: PublicOpinion, top = 12): CategorySeries {
  const rows = p.keywords.filter((k) => k.hits > 0).slice(0, top);
  // a word watched in several regions shows its region, so the bars can be told apart
  const label = (k: PublicOpinion['keywords'][number]) =>
    k.region === '北京市' ? k.keyWord : `${k.keyWord}（${shortDistrict(k.region)}）`;
  return { categories: rows.map(label), series: [{ name: '命中新闻', data: rows.map((k) => k.hits) }] };
}
export const newsMonths = (p: PublicOpinion): CategorySeries => ({
  categories: p.months.map((m) => monthLabel(m.month)),
  series: [
    { name: '新闻', data: p.months.map((m) => m.news) },
    { name: '命中关键词的新闻', data: p.months.map((m) => m.hitNews) },
  ],
});
