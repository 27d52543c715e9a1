import type { EChartsOption } from 'echarts';
import { MIN_CANVAS_FONT, type TooltipCorner } from '@risk/shared/big-screen';

/**
 * The wall's legibility rules, applied by `<EChart>` to every option drawn on a big screen, so no
 * chart has to remember them: no text under `MIN_CANVAS_FONT` (12 px at 1366×768), tooltips kept
 * inside their chart, and district names on a crowded category axis stacked upright instead of
 * overlapping. Pure: tested without a browser.
 */

type Obj = Record<string, any>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every `fontSize` set anywhere in the option, raised to the minimum (copies; the input is not touched). */
function raiseFonts(value: unknown, min: number): unknown {
  if (Array.isArray(value)) return value.map((v) => raiseFonts(v, min));
  if (!isObj(value)) return value;
  const out: Obj = {};
  for (const [k, v] of Object.entries(value))
    out[k] = k === 'fontSize' && typeof v === 'number' ? Math.max(v, min) : raiseFonts(v, min);
  return out;
}

/** A text style at least `min` (ECharts' own defaults are 12, which is 8.5 px at 1366). */
const atLeast = (style: Obj | undefined, min: number): Obj => ({
  ...style,
  fontSize: Math.max(style?.fontSize ?? 0, min),
});

/** Approximate width of a label in pixels: CJK characters are one em, digits and Latin about half. */
export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const ch of text) em += ch.charCodeAt(0) < 0x100 ? 0.6 : 1;
  return em * fontSize;
}

/** Space an axis' value labels and the grid's padding take from a chart's width (canvas px). */
const AXIS_SIDES = 90;

/**
 * Names on a level category axis that must all show (interval 0: every district) but do not fit
 * side by side are stacked one character a line, the way Chinese walls print district names; a
 * level name is always easier to read than one turned 40°.
 */
function fitNames(axis: Obj, chartWidth: number, min: number): Obj {
  const names: string[] = Array.isArray(axis.data) ? axis.data.map(String) : [];
  const label = atLeast(axis.axisLabel, min);
  if (axis.type !== 'category' || label.interval !== 0 || names.length === 0 || chartWidth <= 0)
    return { ...axis, axisLabel: label };
  const slot = (chartWidth - AXIS_SIDES) / names.length;
  const widest = Math.max(
    ...names.map((n) => Math.max(...n.split('\n').map((line) => textWidth(line, label.fontSize)))),
  );
  const stack = widest + 6 > slot;
  return {
    ...axis,
    axisLabel: {
      ...label,
      rotate: 0,
      ...(stack ? { formatter: (name: string) => [...name].join('\n'), lineHeight: label.fontSize + 1 } : {}),
    },
  };
}

/** Value axes and horizontal category axes: readable labels and unit names. */
const readableAxis = (axis: Obj, min: number): Obj => ({
  ...axis,
  axisLabel: atLeast(axis.axisLabel, min),
  nameTextStyle: atLeast(axis.nameTextStyle, min),
});

/** Height the legend, the unit names and the category labels take from a chart's (canvas px). */
const PLOT_FURNITURE = 100;

/**
 * Ticks of an upright value axis at least two and a half lines apart: ECharts' five ticks in a short
 * panel (1 to 7 in 90 px) printed their numbers touching.
 */
const spacedTicks = (axis: Obj, chartHeight: number, min: number): Obj =>
  axis.type !== 'value' || chartHeight <= 0
    ? axis
    : { ...axis, splitNumber: Math.max(2, Math.min(5, Math.floor((chartHeight - PLOT_FURNITURE) / (2.5 * min)))) };

/**
 * An axis chart's cycling tooltip stands beside its item, halfway up the plot: at the item's own
 * point it sat on the category names (the districts) under the bars.
 */
export function besideItem(
  point: number[],
  _params: unknown,
  _dom: unknown,
  _rect: unknown,
  size: { contentSize: number[]; viewSize: number[] },
): [number, number] {
  const [w, h] = size.contentSize;
  const [width, height] = size.viewSize;
  const right = point[0] + CORNER_GAP * 3;
  const x = right + w <= width ? right : point[0] - w - CORNER_GAP * 3;
  return [Math.max(0, x), Math.max(0, (height - h) / 2)];
}

/** A legend item: its mark, its name and the gap after it (ECharts' 25 px mark, 5 px and 10 px gaps). */
const LEGEND_ITEM_EXTRA = 40;

/**
 * Lines a top legend wraps into at this width: its names do not fit one line when a chart has many
 * series in a narrow panel (主要指标同比增速's five), and the second line then sat on the plot's top tick.
 */
export function legendLines(legend: Obj, series: unknown, chartWidth: number, min: number): number {
  if (chartWidth <= 0 || legend.orient === 'vertical' || legend.bottom !== undefined || legend.type === 'scroll')
    return 1;
  const names: string[] = Array.isArray(series) ? series.map((x: Obj) => String(x?.name ?? '')) : [];
  const fontSize = Math.max(legend.textStyle?.fontSize ?? 0, min);
  let lines = 1;
  let used = 0;
  for (const name of names) {
    const w = textWidth(name, fontSize) + LEGEND_ITEM_EXTRA;
    if (used > 0 && used + w > chartWidth - 20) {
      lines++;
      used = 0;
    }
    used += w;
  }
  return lines;
}

/** A grid whose top leaves room for every line of its legend (and the unit name under it). */
function roomForLegend(grid: unknown, lines: number, min: number): unknown {
  if (lines <= 1 || !isObj(grid) || typeof grid.top !== 'number') return grid;
  return { ...grid, top: grid.top + (lines - 1) * (min + 8) };
}

const mapAxes = (axes: unknown, f: (axis: Obj) => Obj) =>
  axes === undefined ? undefined : Array.isArray(axes) ? axes.map(f) : f(axes as Obj);

/** The option as the wall draws it, for a chart of the given size in canvas pixels (0: unknown). */
export function wallOption(
  option: EChartsOption,
  { width: chartWidth, height: chartHeight }: { width: number; height: number },
  min = MIN_CANVAS_FONT,
): EChartsOption {
  const o = raiseFonts(option, min) as Obj;
  const axisTooltip = o.tooltip?.trigger === 'axis' && !o.tooltip.position ? { position: besideItem } : {};
  const out: Obj = {
    ...o,
    // the global default: legends, marker-line and series labels that set no size of their own
    textStyle: atLeast(o.textStyle, min),
    tooltip: { confine: true, ...axisTooltip, ...o.tooltip, textStyle: atLeast(o.tooltip?.textStyle, min) },
    xAxis: mapAxes(o.xAxis, (a) => readableAxis(fitNames(a, chartWidth, min), min)),
    yAxis: mapAxes(o.yAxis, (a) => readableAxis(spacedTicks(a, chartHeight, min), min)),
  };
  if (o.legend) {
    out.legend = mapAxes(o.legend, (l) => ({ ...l, textStyle: atLeast(l.textStyle, min) }));
    if (isObj(o.legend)) out.grid = roomForLegend(o.grid, legendLines(o.legend, o.series, chartWidth, min), min);
  }
  if (o.visualMap) out.visualMap = mapAxes(o.visualMap, (v) => ({ ...v, textStyle: atLeast(v.textStyle, min) }));
  if (o.title) out.title = mapAxes(o.title, (t) => ({ ...t, subtextStyle: atLeast(t.subtextStyle, min) }));
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out as EChartsOption;
}

/** Every font size an option sets, with where (for the tests and for a look in the console). */
export function fontSizes(value: unknown, path = ''): { path: string; size: number }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => fontSizes(v, `${path}[${i}]`));
  if (!isObj(value)) return [];
  return Object.entries(value).flatMap(([k, v]) =>
    k === 'fontSize' && typeof v === 'number' ? [{ path, size: v }] : fontSizes(v, path ? `${path}.${k}` : k),
  );
}

/** The gap between a corner tooltip and the chart's edge. */
const CORNER_GAP = 6;

/**
 * A tooltip that stands in a fixed corner of its chart instead of beside the item: the cycling
 * tooltip then never covers a ring's total or a district's name. ECharts calls it with the
 * content's and the chart's sizes.
 */
export function cornerTooltip(corner: TooltipCorner) {
  return (
    _point: number[],
    _params: unknown,
    _dom: unknown,
    _rect: unknown,
    size: { contentSize: number[]; viewSize: number[] },
  ): [number, number] => {
    const [w, h] = size.contentSize;
    const [width, height] = size.viewSize;
    const x = corner.endsWith('left') ? CORNER_GAP : width - w - CORNER_GAP;
    const y = corner.startsWith('top') ? CORNER_GAP : height - h - CORNER_GAP;
    return [Math.max(0, x), Math.max(0, y)];
  };
}
