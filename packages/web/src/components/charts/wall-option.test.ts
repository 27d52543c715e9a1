import { describe, expect, it } from 'vitest';
import { MIN_CANVAS_FONT, MIN_TEXT_PX, SCREEN_WIDTH, SMALLEST_WALL_WIDTH } from '@risk/shared/big-screen';
import { toBarOption, toGaugeOption, toLineOption, toMapOption, toRingOption } from './options.ts';
import { besideItem, cornerTooltip, fontSizes, legendLines, wallOption } from './wall-option.ts';

const DISTRICTS = ['东城', '西城', '朝阳', '海淀', '丰台', '石景山', '门头沟', '房山', '通州', '顺义', '昌平', '大兴'];
const twoSeries = {
  categories: DISTRICTS,
  series: [
    { name: '监测企业', data: DISTRICTS.map((_, i) => 60 - i) },
    { name: '预警企业', data: DISTRICTS.map(() => 2) },
  ],
};

/** What the wall draws, per chart kind, in a narrow panel (the monitoring wall's right column) and a wide one. */
const built = {
  bars: toBarOption(twoSeries, { unit: '家', markLines: [50, 100] }),
  horizontalBars: toBarOption(twoSeries, { unit: '条', horizontal: true }),
  lines: toLineOption({ categories: ['1月', '2月'], series: twoSeries.series }, { unit: '人', area: true }),
  ring: toRingOption([{ name: '一级', value: 3 }], { unit: '单', totalLabel: '核实工单' }),
  gauge: toGaugeOption(40, { max: 100, name: '约谈率', unit: '%' }),
  map: toMapOption([{ name: '朝阳区', value: 60 }]),
};

describe('the wall option', () => {
  it('the floor is 12 px at 1366×768: 17 canvas pixels', () => {
    expect(MIN_CANVAS_FONT).toBe(17);
    expect((MIN_CANVAS_FONT * SMALLEST_WALL_WIDTH) / SCREEN_WIDTH).toBeGreaterThanOrEqual(MIN_TEXT_PX);
  });

  for (const [kind, option] of Object.entries(built))
    for (const width of [440, 1300])
      it(`${kind} at ${width} canvas px: no text under 12 px at 1366, axis labels, tooltips and legends sized`, () => {
        const o: any = wallOption(option, { width, height: 240 });
        const scaled = fontSizes(o).map(({ path, size }) => ({
          path,
          px: (size * SMALLEST_WALL_WIDTH) / SCREEN_WIDTH,
        }));
        expect(scaled.filter((s) => s.px < MIN_TEXT_PX)).toEqual([]);
        // ECharts' own default (12 canvas px) must never be left to apply
        for (const axis of [o.xAxis, o.yAxis].flat().filter(Boolean))
          expect(axis.axisLabel.fontSize).toBeGreaterThanOrEqual(17);
        expect(o.tooltip.textStyle.fontSize).toBeGreaterThanOrEqual(17);
        expect(o.tooltip.confine).toBe(true);
        expect(o.textStyle.fontSize).toBeGreaterThanOrEqual(17);
      });

  it('does not change the option it is given (the dashboards draw the same builders at their sizes)', () => {
    const before = JSON.stringify(built.bars);
    wallOption(built.bars, { width: 440, height: 240 });
    expect(JSON.stringify(built.bars)).toBe(before);
  });

  it('district names level where they fit, stacked upright where they do not, never turned', () => {
    const wide: any = wallOption(built.bars, { width: 1300, height: 240 });
    expect(wide.xAxis.axisLabel.rotate).toBe(0);
    expect(wide.xAxis.axisLabel.formatter).toBeUndefined();
    const narrow: any = wallOption(built.bars, { width: 440, height: 240 });
    expect(narrow.xAxis.axisLabel.rotate).toBe(0);
    expect(narrow.xAxis.axisLabel.formatter('石景山')).toBe('石\n景\n山');
  });

  it('months may be thinned rather than stacked: a sequence axis keeps ECharts automatic interval', () => {
    const months: any = wallOption(
      toBarOption({ categories: ['1月', '2月'], series: twoSeries.series }, { sequence: true }),
      { width: 440, height: 240 },
    );
    expect(months.xAxis.axisLabel.interval).toBeUndefined();
    expect(months.xAxis.axisLabel.formatter).toBeUndefined();
  });

  it('a marker line is drawn once, on the first series, and only where bars reach it', () => {
    const series: any[] = (built.bars as any).series;
    expect(series[0].markLine.data.map((d: any) => d.yAxis)).toEqual([50]);
    expect(series[1].markLine).toBeUndefined();
  });

  it('an upright value axis in a short panel gets fewer ticks, an axis tooltip stands beside its item', () => {
    const o: any = wallOption(built.bars, { width: 440, height: 200 });
    expect(o.yAxis.splitNumber).toBe(2);
    expect(o.tooltip.position).toBe(besideItem);
    const size = { contentSize: [100, 60], viewSize: [400, 240] };
    expect(besideItem([50, 220], null, null, null, size)).toEqual([68, 90]);
    expect(besideItem([350, 220], null, null, null, size)).toEqual([232, 90]);
  });

  it('the legend is centred, clear of the unit names at the axes ends', () => {
    expect((built.bars as any).legend.left).toBe('center');
  });

  it('a legend that wraps in a narrow chart pushes the plot down by its extra lines; one line changes nothing', () => {
    const names = [
      '规模以上工业增加值',
      '社会消费品零售总额',
      '固定资产投资（不含农户）',
      '一般公共预算收入',
      '进出口总额',
    ];
    const option = toLineOption(
      { categories: ['25-11', '25-12'], series: names.map((name) => ({ name, data: [1, 2] })) },
      { unit: '%' },
    );
    const top = (width: number) => (wallOption(option, { width, height: 400 }).grid as { top: number }).top;
    expect(legendLines(option.legend as object, option.series, 700, MIN_CANVAS_FONT)).toBe(2);
    expect(top(700)).toBe(36 + MIN_CANVAS_FONT + 8);
    expect(legendLines(option.legend as object, option.series, 2000, MIN_CANVAS_FONT)).toBe(1);
    expect(top(2000)).toBe(36);
  });

  it('a corner tooltip stands in its corner whatever the item, inside the chart', () => {
    const size = { contentSize: [120, 60], viewSize: [400, 240] };
    expect(cornerTooltip('top-right')([10, 200], null, null, null, size)).toEqual([274, 6]);
    expect(cornerTooltip('bottom-right')([300, 10], null, null, null, size)).toEqual([274, 174]);
    expect(
      cornerTooltip('top-left')([300, 10], null, null, null, { contentSize: [500, 60], viewSize: [400, 240] }),
    ).toEqual([6, 6]);
  });

  it('the ring and the map place their cycling tooltips in a corner, away from the total and the names', () => {
    expect(typeof (built.ring as any).tooltip.position).toBe('function');
    expect(typeof (built.map as any).tooltip.position).toBe('function');
  });
});
