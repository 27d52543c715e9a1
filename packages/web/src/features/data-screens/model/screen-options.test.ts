import { describe, expect, it } from 'vitest';
import type { LabourMarket, MacroData, SocialData } from '@risk/shared/schemas/datasets';
import {
  bigNumber,
  fractionOf,
  labourBars,
  macroValueSeries,
  macroYoySeries,
  rateIndicators,
  socialMapRows,
  warnOrdersByDistrict,
} from './screen-options.ts';

const macro: NonNullable<MacroData> = {
  period: '2026-10',
  periods: ['2026-10', '2026-09'],
  rows: [
    { indicator: '社会消费品零售总额', unit: '亿元', value: 1200, yoy: 3.1, cumulative: null, source: null },
    { indicator: '城镇调查失业率', unit: '%', value: 4.2, yoy: null, cumulative: null, source: null },
  ],
  trend: [
    { period: '2026-09', indicator: '社会消费品零售总额', value: 1150, yoy: 2.5 },
    { period: '2026-09', indicator: '城镇调查失业率', value: 4.3, yoy: null },
    { period: '2026-10', indicator: '社会消费品零售总额', value: 1200, yoy: 3.1 },
    { period: '2026-10', indicator: '城镇调查失业率', value: 4.2, yoy: null },
  ],
};

describe('data-set screen options', () => {
  it('when indicators have growth rates then each is a series over the months; rate indicators are drawn as values', () => {
    expect(macroYoySeries(macro)).toEqual({
      categories: ['26-09', '26-10'],
      series: [{ name: '社会消费品零售总额', data: [2.5, 3.1] }],
    });
    expect(rateIndicators(macro)).toEqual(['城镇调查失业率']);
    const cpi = {
      ...macro,
      trend: [{ period: '2026-10', indicator: '居民消费价格指数（上年同月=100）', value: 100.4, yoy: null }],
    };
    expect(macroValueSeries(cpi, ['居民消费价格指数（上年同月=100）']).series).toEqual([
      { name: '居民消费价格指数涨幅', data: [0.4] },
    ]);
  });

  it('when the warning statement is read then each district gives its orders and layoff companies, the total row left out', () => {
    const rows = [
      { companyRegion: '朝阳区', earlyWarningList: '3/5', downsizingList: '2/4', verifyRate: '', disposalRate: '' },
      { companyRegion: '全部', earlyWarningList: '3/5', downsizingList: '2/4', verifyRate: '', disposalRate: '' },
    ];
    expect(warnOrdersByDistrict(rows)).toEqual([{ region: '朝阳区', orders: 5, layoffs: 2 }]);
    expect(fractionOf('x')).toEqual([0, 0]);
    const social = {
      rows: [{ region: '朝阳区', insuredPersons: 3920000, arrearsUnits: 12 }],
    } as unknown as SocialData;
    expect(socialMapRows(rows, social)[0]).toEqual({
      name: '朝阳区',
      value: 5,
      details: [
        { label: '预警工单', value: 5 },
        { label: '参保人数', value: '3,920,000' },
        { label: '欠费单位', value: 12 },
      ],
    });
  });

  it('when labour rows come then demand and seekers are two series; big numbers read in 万', () => {
    const labour = {
      rows: [{ occupation: '专业技术人员', demand: 26500, seekers: 21800, ratio: 1.22, avgSalary: 13200 }],
    } as unknown as NonNullable<LabourMarket>;
    expect(labourBars(labour).series.map((s) => s.data)).toEqual([[26500], [21800]]);
    expect(bigNumber(3_920_000)).toEqual({ value: '392', unit: '万' });
    expect(bigNumber(26_600)).toEqual({ value: '2.7', unit: '万' });
    expect(bigNumber(812)).toEqual({ value: '812', unit: '' });
  });
});
