import type { EChartsOption } from 'echarts';
import {
  ALERT_BANDS,
  alertBandOf,
  DEVELOPMENT_ZONE_POINT,
  TOOLTIP_CORNERS,
  type AlertBand,
} from '@risk/shared/big-screen';
import { warningLevelColor } from '@risk/shared/level-palette';
import { BEIJING_MAP_NAME } from './map-name.ts';
import { PALETTE, SCREEN_COLORS } from './theme.ts';
import { cornerTooltip } from './wall-option.ts';

/**
 * Chart options as pure functions of the API rows: no ECharts at run time, tested without a
 * browser. Panels only wire query → option → <EChart>.
 */

/** Tooltip text goes into HTML: anything from data is escaped first. */
export function escapeHtml(text: unknown): string {
  return String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export interface NamedValue {
  name: string;
  value: number;
}

export interface SeriesData {
  name: string;
  data: number[];
}

/** Categories and named series, the shape of bar and line charts. */
export interface CategorySeries {
  categories: string[];
  series: SeriesData[];
}

const AXIS_FONT = 14;

/** Value axes count in 万 from 10,000 up: five ticks of "50,000" overlap in a narrow wall panel. */
export const compactNumber = (v: number) => (Math.abs(v) >= 10_000 ? `${v / 10_000}万` : String(v));
const VALUE_LABEL = { fontSize: AXIS_FONT, formatter: compactNumber };

/** A crowded axis turns its names: more than 12 (the districts), or more than 8 long ones; 12 months stay level. */
const needsRotation = (categories: string[]) =>
  categories.length > 12 || (categories.length > 8 && Math.max(...categories.map((c) => c.split('\n')[0].length)) > 3);

/**
 * The legend of several series, centred over the plot: the value axes' unit names stand at the top
 * left and (a second axis) top right, where a right-aligned legend covered them.
 */
export const TOP_LEGEND = { top: 0, left: 'center', itemWidth: 14, itemHeight: 10, textStyle: { fontSize: AXIS_FONT } };
const legendFor = (series: SeriesData[]) => (series.length > 1 ? TOP_LEGEND : undefined);

/** Marker lines above the largest bar would stand outside the plot, their labels piled on its edge: only those reached. */
const reachedMarks = (marks: readonly number[] | undefined, series: SeriesData[]) => {
  const largest = Math.max(0, ...series.flatMap((s) => s.data));
  return (marks ?? []).filter((v) => v <= largest);
};

/** Grouped (or stacked) bars, vertical or horizontal, with optional alert marker lines. */
export function toBarOption(
  { categories, series }: CategorySeries,
  opts: {
    unit?: string;
    horizontal?: boolean;
    stack?: boolean;
    markLines?: readonly number[];
    /** Categories in sequence (months, weeks): a reader fills in a skipped one, so crowded names may be thinned. */
    sequence?: boolean;
  } = {},
): EChartsOption {
  const marks = reachedMarks(opts.markLines, series);
  const category = {
    type: 'category' as const,
    data: categories,
    axisLabel: {
      fontSize: AXIS_FONT,
      // names (districts, industries) all show; the wall stacks them when they do not fit level
      ...(opts.sequence ? {} : { interval: 0 }),
      ...(opts.horizontal ? {} : { rotate: needsRotation(categories) ? 40 : 0 }),
    },
  };
  const value = { type: 'value' as const, name: opts.unit, minInterval: 1, axisLabel: VALUE_LABEL };
  return {
    grid: { left: 8, right: 16, top: series.length > 1 || opts.unit ? 36 : 16, bottom: 8, containLabel: true },
    legend: legendFor(series),
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: opts.horizontal ? value : category,
    yAxis: opts.horizontal ? { ...category, inverse: true } : value,
    series: series.map((s, i) => ({
      type: 'bar',
      name: s.name,
      data: s.data,
      stack: opts.stack ? 'total' : undefined,
      barMaxWidth: 22,
      itemStyle: { borderRadius: opts.horizontal ? [0, 3, 3, 0] : [3, 3, 0, 0] },
      ...(i === 0 && marks.length
        ? {
            markLine: {
              symbol: 'none',
              silent: true,
              label: { fontSize: 12, position: 'insideEndTop' },
              lineStyle: { type: 'dashed' },
              data: marks.map((v) => ({
                [opts.horizontal ? 'xAxis' : 'yAxis']: v,
                lineStyle: { color: alertBandOf(v).color },
                // in the band's colour without the default outline, which blurred the number at 1366
                label: { color: alertBandOf(v).color, textBorderWidth: 0 },
              })),
            },
          }
        : {}),
    })),
  };
}

/** Lines over categories (months), optionally filled. */
export function toLineOption(
  { categories, series }: CategorySeries,
  opts: { unit?: string; area?: boolean } = {},
): EChartsOption {
  return {
    grid: { left: 8, right: 16, top: series.length > 1 || opts.unit ? 36 : 16, bottom: 8, containLabel: true },
    legend: legendFor(series),
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: categories, boundaryGap: false, axisLabel: { fontSize: AXIS_FONT } },
    yAxis: { type: 'value', name: opts.unit, minInterval: 1, axisLabel: VALUE_LABEL },
    series: series.map((s, i) => ({
      type: 'line',
      name: s.name,
      data: s.data,
      smooth: true,
      symbolSize: 6,
      ...(opts.area
        ? {
            areaStyle: {
              color: {
                type: 'linear',
                x: 0,
                y: 0,
                x2: 0,
                y2: 1,
                colorStops: [
                  { offset: 0, color: `${PALETTE[i % PALETTE.length]}99` },
                  { offset: 1, color: `${PALETTE[i % PALETTE.length]}00` },
                ],
              },
            },
          }
        : {}),
    })),
  };
}

/** A ring (doughnut) of shares with the total in the middle. */
export function toRingOption(rows: NamedValue[], opts: { unit?: string; totalLabel?: string } = {}): EChartsOption {
  const total = rows.reduce((s, r) => s + r.value, 0);
  const unit = opts.unit ?? '';
  return {
    // the cycling tooltip stands in the top right corner, the legend under it: the total stays in sight
    tooltip: {
      trigger: 'item',
      position: cornerTooltip(TOOLTIP_CORNERS.ring),
      formatter: (p: any) => `${escapeHtml(p.name)}：${p.value}${escapeHtml(unit)}（${p.percent}%）`,
    },
    legend: {
      orient: 'vertical',
      right: 8,
      bottom: 8,
      itemWidth: 12,
      itemHeight: 12,
      textStyle: { fontSize: AXIS_FONT },
    },
    title: {
      text: String(total),
      subtext: `${opts.totalLabel ?? '合计'}${unit ? `（${unit}）` : ''}`,
      left: '34%',
      top: '38%',
      textAlign: 'center',
      textStyle: { fontSize: 28, color: SCREEN_COLORS.highlight },
      subtextStyle: { fontSize: 14, color: SCREEN_COLORS.text },
    },
    series: [
      {
        type: 'pie',
        radius: ['48%', '72%'],
        center: ['35%', '50%'],
        avoidLabelOverlap: true,
        label: { show: false },
        // a warning level is drawn in its colour of the one level palette; other names take the theme's
        data: rows.map((r) => {
          const color = warningLevelColor(r.name);
          return { name: r.name, value: r.value, ...(color ? { itemStyle: { color } } : {}) };
        }),
      },
    ],
  };
}

/** A gauge for one rate or average against its scale (e.g. days of feedback against the 7-day target). */
export function toGaugeOption(
  value: number,
  opts: { max: number; name: string; unit?: string; target?: number },
): EChartsOption {
  const ratio = opts.max > 0 ? Math.min(1, value / opts.max) : 0;
  return {
    series: [
      {
        type: 'gauge',
        min: 0,
        max: opts.max,
        radius: '92%',
        center: ['50%', '58%'],
        progress: { show: true, width: 14 },
        axisLine: { lineStyle: { width: 14, color: [[1, 'rgba(58, 95, 147, 0.5)']] } },
        axisTick: { show: false },
        splitLine: { length: 8, lineStyle: { color: SCREEN_COLORS.axis } },
        axisLabel: { distance: 18, fontSize: 12, color: SCREEN_COLORS.muted },
        pointer: { width: 4 },
        itemStyle: { color: ratio > 0.8 ? PALETTE[4] : PALETTE[0] },
        title: { offsetCenter: [0, '70%'], fontSize: 16, color: SCREEN_COLORS.text },
        detail: {
          offsetCenter: [0, '38%'],
          fontSize: 28,
          color: SCREEN_COLORS.highlight,
          formatter: (v: number) => `${v}${opts.unit ?? ''}`,
        },
        data: [{ name: opts.name, value }],
      },
    ],
  };
}

/** A radar over named indicators with their maxima (dashboards' company radar). */
export function toRadarOption(indicators: { name: string; max: number }[], series: SeriesData[]): EChartsOption {
  return {
    tooltip: { trigger: 'item' },
    legend: legendFor(series),
    radar: { indicator: indicators, radius: '65%', axisName: { fontSize: AXIS_FONT } },
    series: [{ type: 'radar', data: series.map((s) => ({ name: s.name, value: s.data })) }],
  };
}

/** One district's figures on the map: `value` picks the band, `details` go into the tooltip. */
export interface MapRow {
  name: string;
  value: number;
  details?: { label: string; value: number | string }[];
}

export const DEVELOPMENT_ZONE = '经济技术开发区';

function mapTooltip(rows: MapRow[]) {
  const byName = new Map(rows.map((r) => [r.name, r]));
  return (p: any): string => {
    const row = byName.get(p.name);
    if (!row) return escapeHtml(p.name);
    const lines = (row.details ?? []).map((d) => `${escapeHtml(d.label)}：${escapeHtml(d.value)}`);
    return [`<b>${escapeHtml(row.name)}</b>`, ...lines].join('<br/>');
  };
}

/**
 * The Beijing map: the 16 district polygons coloured by the alert bands, the
 * development zone as a point coloured by its own band. Rows for districts the map does not have
 * are ignored. The map must be registered (`ensureBeijingMap`) before the option is set.
 */
/** A district's name on the map: 朝阳区 → 朝阳 (the suffix crowds the small central districts). */
const SMALL_DISTRICTS = ['东城区', '西城区'];
/** The development zone's point is named by its common short name (the tooltip gives the full one). */
const ZONE_LABEL = '经开区';
export const mapLabel = (name: string) => (name.length > 2 && name.endsWith('区') ? name.slice(0, -1) : name);

/** 1, 2 or 5 times a power of ten, at least `raw`: a band width a reader takes in at a glance. */
function roundStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((k) => k * power).find((s) => s >= raw) ?? 10 * power;
}

/**
 * The colour bands of a map: the alert bands (50, 100, 150 …) when the counts spread over two or more
 * of them, else five even bands up to a round maximum, so districts of different counts never share
 * one colour because every count is under 50. The legend states the bands used.
 */
export function mapBandsFor(values: number[]): readonly AlertBand[] {
  const used = new Set(values.map((v) => alertBandOf(v).label));
  const max = Math.max(0, ...values);
  if (used.size >= 2 || max === 0) return ALERT_BANDS;
  const step = roundStep(Math.max(1, max / 5));
  return ALERT_BANDS.slice(0, 5).map((b, i) => {
    const min = i * step;
    return i === 4
      ? { min, label: `${min}以上`, color: b.color }
      : { min, max: min + step, label: `${min}-${min + step}`, color: b.color };
  });
}

const bandOf = (bands: readonly AlertBand[], value: number) =>
  bands.find((b) => value >= b.min && (b.max === undefined || value < b.max)) ?? bands[0];

export function toMapOption(rows: MapRow[], opts: { seriesName?: string; showLabels?: boolean } = {}): EChartsOption {
  const zone = rows.find((r) => r.name === DEVELOPMENT_ZONE);
  const areas = rows.filter((r) => r.name !== DEVELOPMENT_ZONE);
  const bands = mapBandsFor(rows.map((r) => r.value));
  return {
    // in the empty south-east corner: a tooltip beside the district covered its neighbours' names
    tooltip: { trigger: 'item', position: cornerTooltip(TOOLTIP_CORNERS.map), formatter: mapTooltip(rows) },
    visualMap: {
      type: 'piecewise',
      seriesIndex: 0,
      left: 8,
      bottom: 8,
      itemWidth: 18,
      itemHeight: 12,
      textStyle: { fontSize: 13 },
      pieces: bands.map((b) => ({
        ...(b.max === undefined ? { gte: b.min } : { gte: b.min, lt: b.max }),
        label: b.label,
        color: b.color,
      })),
    },
    geo: {
      map: BEIJING_MAP_NAME,
      roam: false,
      layoutCenter: ['55%', '50%'],
      layoutSize: '96%',
      // district names without 区 and outlined, so the small central districts stay legible on the wall
      label: {
        show: opts.showLabels ?? true,
        fontSize: 14,
        fontWeight: 'bold',
        color: '#fff',
        textBorderColor: 'rgba(0, 20, 50, 0.85)',
        textBorderWidth: 3,
        formatter: (p: { name: string }) => mapLabel(p.name),
      },
      itemStyle: { borderWidth: 1 },
      // 东城 and 西城 are too small for a name at wall scale: it would sit on 朝阳, 丰台 and 海淀 (hover names them)
      regions: [
        ...SMALL_DISTRICTS.map((name) => ({ name, label: { show: false } })),
        // 门头沟's label point sits on its eastern edge, on 石景山: moved into the district
        { name: '门头沟区', label: { offset: [-36, -6] } },
      ],
    },
    series: [
      {
        type: 'map',
        name: opts.seriesName ?? '风险企业',
        geoIndex: 0,
        data: areas.map((r) => ({ name: r.name, value: r.value })),
      },
      {
        type: 'effectScatter',
        name: DEVELOPMENT_ZONE,
        coordinateSystem: 'geo',
        symbolSize: 16,
        rippleEffect: { scale: 3, brushType: 'stroke' },
        label: {
          show: true,
          position: 'right',
          formatter: ZONE_LABEL,
          fontSize: 13,
          color: SCREEN_COLORS.text,
          textBorderColor: 'rgba(0, 20, 50, 0.85)',
          textBorderWidth: 2,
        },
        data: zone
          ? [
              {
                name: zone.name,
                value: [...DEVELOPMENT_ZONE_POINT, zone.value],
                itemStyle: { color: bandOf(bands, zone.value).color },
              },
            ]
          : [],
      },
    ],
  };
}
