import { describe, expect, it } from 'vitest';
import {
  disposalSeries,
  districtRanking,
  mapEmpty,
  monthLabel,
  monthlyOption,
  shortDistrict,
  toMapRows,
} from './screen-data.ts';

describe('big-screen data to charts', () => {
  it('shortens district names for axes', () => {
    expect(shortDistrict('朝阳区')).toBe('朝阳');
    expect(shortDistrict('经济技术开发区')).toBe('开发区');
  });

  it('map rows: risk companies colour the district, both counts in the tooltip', () => {
    const rows = toMapRows([{ area: '海淀区', riskTotal: 120, warningTotal: 4 }]);
    expect(rows).toEqual([
      {
        name: '海淀区',
        value: 120,
        details: [
          { label: '监测企业', value: '120 家' },
          { label: '预警企业', value: '4 家' },
        ],
      },
    ]);
    expect(mapEmpty([{ area: '海淀区', riskTotal: 0, warningTotal: 0 }])).toBe(true);
    expect(mapEmpty([{ area: '海淀区', riskTotal: 0, warningTotal: 1 }])).toBe(false);
  });

  it('ranks districts by risk companies', () => {
    const s = districtRanking([
      { area: '东城区', riskTotal: 3, warningTotal: 1 },
      { area: '朝阳区', riskTotal: 9, warningTotal: 2 },
    ]);
    expect(s.categories).toEqual(['朝阳', '东城']);
    expect(s.series[1].data).toEqual([2, 1]);
  });

  it('disposal per district leaves out districts without disposal', () => {
    const s = disposalSeries({
      rows: [
        { region: '朝阳区', disposeNum: 4, finishedNum: 1, avgDays: 3 },
        { region: '东城区', disposeNum: 0, finishedNum: 0, avgDays: 0 },
      ],
      total: { region: '全市', disposeNum: 4, finishedNum: 1, avgDays: 3 },
    });
    expect(s.categories).toEqual(['朝阳']);
    expect(s.series.map((x) => x.data)).toEqual([[4], [1]]);
  });

  it('monthly: orders as bars, risk information as a line on the right axis, matched by month', () => {
    expect(monthLabel('2026-01')).toBe('1月\n2026');
    expect(monthLabel('2026-11')).toBe('11月');
    const o: any = monthlyOption(
      [
        { month: '2026-10', value: 7 },
        { month: '2026-11', value: 9 },
      ],
      [
        { month: '2026-10', riskCompanyCount: 2, warningDispatchCount: 1 },
        { month: '2026-11', riskCompanyCount: 3, warningDispatchCount: 3 },
      ],
    );
    expect(o.xAxis.data).toEqual(['10月', '11月']);
    expect(o.series.map((s: any) => [s.type, s.data])).toEqual([
      ['bar', [2, 3]],
      ['bar', [1, 3]],
      ['line', [7, 9]],
    ]);
    expect(o.series[2].yAxisIndex).toBe(1);
  });
});

describe('weekly oneBi panel', () => {
  it('warned companies as bars, the mean risk index on the right axis, week by week', async () => {
    const { weeklyOption } = await import('./screen-data.ts');
    const week = (w: string, warnTotal: number, riskIndex: number) => ({
      week: w,
      districts: 17,
      monitoredCompanies: 100,
      newRiskCompanies: 3,
      newRiskInfos: 9,
      warnLevel1: 0,
      warnLevel2: 0,
      warnLevel3: warnTotal,
      warnTotal,
      involvedStaff: 5,
      riskIndex,
    });
    const o: any = weeklyOption([week('2026-11-09', 4, 61.5), week('2026-11-16', 6, 63.25)]);
    expect(o.xAxis.data).toEqual(['11-09', '11-16']);
    expect(o.series.map((s: any) => s.data)).toEqual([
      [4, 6],
      [61.5, 63.25],
    ]);
  });
});
