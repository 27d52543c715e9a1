import { describe, expect, it } from 'vitest';
import { ALERT_BANDS, DEVELOPMENT_ZONE_POINT } from '@risk/shared/big-screen';
import {
  compactNumber,
  escapeHtml,
  mapLabel,
  toBarOption,
  toGaugeOption,
  toLineOption,
  toMapOption,
  toRingOption,
  mapBandsFor,
} from './options.ts';
import { WARNING_LEVEL_COLORS } from '@risk/shared/level-palette';

const seriesOf = (o: any) => (Array.isArray(o.series) ? o.series : [o.series]);

describe('chart option builders', () => {
  it('bars: one series per input, categories on the axis, alert marker lines on the first series', () => {
    const o: any = toBarOption(
      {
        categories: ['1月', '2月'],
        series: [
          { name: '风险', data: [3, 120] },
          { name: '工单', data: [1, 2] },
        ],
      },
      { markLines: [50, 100, 150] },
    );
    expect(o.xAxis.data).toEqual(['1月', '2月']);
    expect(seriesOf(o).map((s: any) => s.data)).toEqual([
      [3, 120],
      [1, 2],
    ]);
    expect(o.series[0].markLine.data.map((d: any) => d.yAxis)).toEqual([50, 100]); // 150 is not reached
    expect(o.series[1].markLine).toBeUndefined();
    expect(o.legend).toBeDefined();
  });

  it('horizontal bars put the categories on the y axis', () => {
    const o: any = toBarOption({ categories: ['a'], series: [{ name: 's', data: [1] }] }, { horizontal: true });
    expect(o.yAxis.data).toEqual(['a']);
    expect(o.xAxis.type).toBe('value');
    expect(o.legend).toBeUndefined();
  });

  it('lines keep the data as given', () => {
    const o: any = toLineOption({ categories: ['2026-01'], series: [{ name: 'x', data: [7] }] }, { area: true });
    expect(o.series[0]).toMatchObject({ type: 'line', data: [7] });
    expect(o.series[0].areaStyle).toBeDefined();
  });

  it('ring: the rows as slices, warning levels in the one level palette, and their total as the title', () => {
    const o: any = toRingOption(
      [
        { name: '一级', value: 2 },
        { name: '未定级', value: 5 },
        { name: '本月', value: 0 },
      ],
      { unit: '家' },
    );
    expect(o.series[0].data).toEqual([
      { name: '一级', value: 2, itemStyle: { color: WARNING_LEVEL_COLORS.一级 } },
      { name: '未定级', value: 5, itemStyle: { color: WARNING_LEVEL_COLORS.未定级 } },
      { name: '本月', value: 0 },
    ]);
    expect(o.title.text).toBe('7');
    expect(o.tooltip.formatter({ name: '<b>x</b>', value: 1, percent: 50 })).toBe('&lt;b&gt;x&lt;/b&gt;：1家（50%）');
  });

  it('gauge shows the value against its maximum', () => {
    const o: any = toGaugeOption(3.5, { max: 14, name: '平均反馈', unit: '天' });
    expect(o.series[0]).toMatchObject({ max: 14, data: [{ name: '平均反馈', value: 3.5 }] });
  });

  it('map: districts coloured by the alert bands, the development zone as a point in its band', () => {
    const o: any = toMapOption([
      { name: '朝阳区', value: 120, details: [{ label: '预警企业', value: 3 }] },
      { name: '经济技术开发区', value: 55 },
    ]);
    expect(o.visualMap.pieces.map((p: any) => p.gte)).toEqual(ALERT_BANDS.map((b) => b.min));
    expect(o.visualMap.pieces[0]).toMatchObject({ gte: 0, lt: 50 });
    expect(o.visualMap.pieces[5].lt).toBeUndefined();
    expect(o.series[0].data.map((d: any) => d.name)).toEqual(['朝阳区']);
    const point = o.series[1].data[0];
    expect(point.value).toEqual([...DEVELOPMENT_ZONE_POINT, 55]);
    expect(point.itemStyle.color).toBe(ALERT_BANDS[1].color);
    expect(o.tooltip.formatter({ name: '朝阳区' })).toBe('<b>朝阳区</b><br/>预警企业：3');
  });

  it('map: counts all under the first alert band get even round bands of their own, so districts differ in colour', () => {
    const o: any = toMapOption([
      { name: '朝阳区', value: 9 },
      { name: '海淀区', value: 2 },
      { name: '东城区', value: 0 },
    ]);
    expect(o.visualMap.pieces.map((p: any) => p.label)).toEqual(['0-2', '2-4', '4-6', '6-8', '8以上']);
    const colourOf = (v: number) =>
      o.visualMap.pieces.find((p: any) => v >= p.gte && (p.lt === undefined || v < p.lt)).color;
    expect(new Set([colourOf(9), colourOf(2), colourOf(0)]).size).toBe(3);
    expect(mapBandsFor([0, 0])).toBe(ALERT_BANDS);
    expect(mapBandsFor([10, 120])).toBe(ALERT_BANDS);
  });

  it('map without the development zone draws no point', () => {
    const o: any = toMapOption([{ name: '东城区', value: 1 }]);
    expect(o.series[1].data).toEqual([]);
  });

  it('escapes HTML in tooltip text', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;',
    );
  });
});

describe('wall legibility', () => {
  it('counts value axes in 万 from 10,000, names districts without 区, turns only crowded axes', () => {
    expect([0, 9_999, 10_000, 125_000].map(compactNumber)).toEqual(['0', '9999', '1万', '12.5万']);
    expect([mapLabel('朝阳区'), mapLabel('门头沟区'), mapLabel('东城区')]).toEqual(['朝阳', '门头沟', '东城']);
    const months = Array.from({ length: 12 }, (_, i) => `${i + 1}月`);
    const axis = (o: ReturnType<typeof toBarOption>) =>
      (o.xAxis as { axisLabel: { rotate?: number } }).axisLabel.rotate;
    expect(axis(toBarOption({ categories: months, series: [{ name: 'a', data: months.map(() => 1) }] }))).toBe(0);
    const districts = Array.from({ length: 17 }, (_, i) => `区${i}`);
    expect(axis(toBarOption({ categories: districts, series: [{ name: 'a', data: districts.map(() => 1) }] }))).toBe(
      40,
    );
  });
});
