import type { EChartsOption } from 'echarts';
import { ALERT_MARK_LINES } from '@risk/shared/big-screen';
import type { NamedCount } from '@risk/shared/schemas/dashboard';
import { toBarOption, toRingOption } from '../../../components/charts/options.ts';

/** Ring of counts with its unit; undefined when every count is 0 (the card then says 暂无数据). */
export const ringOf = (rows: NamedCount[] | undefined, unit: string, totalLabel?: string): EChartsOption | undefined =>
  rows && rows.some((r) => r.value > 0) ? toRingOption(rows, { unit, totalLabel }) : undefined;

/** Horizontal bars of the largest counts (fields, districts). */
export const topBarsOf = (rows: NamedCount[] | undefined, unit: string, name: string, top = 10) =>
  rows && rows.some((r) => r.value > 0)
    ? toBarOption(
        {
          categories: rows.slice(0, top).map((r) => r.name),
          series: [{ name, data: rows.slice(0, top).map((r) => r.value) }],
        },
        { unit, horizontal: true },
      )
    : undefined;

/** Two series per district with the alert marker lines 50-100-150-200-300. */
export const districtBarsOf = (
  rows: { area: string; a: number; b: number }[] | undefined,
  names: [string, string],
  unit: string,
) =>
  rows && rows.length
    ? toBarOption(
        {
          categories: rows.map((r) => r.area.replace('经济技术开发区', '开发区')),
          series: [
            { name: names[0], data: rows.map((r) => r.a) },
            { name: names[1], data: rows.map((r) => r.b) },
          ],
        },
        { unit, markLines: ALERT_MARK_LINES },
      )
    : undefined;
