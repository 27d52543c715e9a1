import { Col, Row } from 'antd';
import { percent } from '@risk/shared/rates';
import { useCategoryNumber, useDayAddRiskNumber, useDisposalSpeed, useDisposalTotals } from '../api/dashboard-calls.ts';
import { Tiles } from './Tiles.tsx';
import { useMemo } from 'react';
import { toBarOption, toLineOption } from '../../../components/charts/options.ts';
import type { DayCount } from '@risk/shared/schemas/dashboard';
import { ChartCard } from './ChartCard.tsx';
import { SatisfactionLine, WriteOffList } from './ImportedLists.tsx';
import { ringOf } from './charts.ts';
import { countPair } from '../../../lib/count-pair.ts';

/** The daily line of new risk information (条). */
export const dailyLineOf = (rows: DayCount[] | undefined) =>
  rows?.length
    ? toLineOption(
        {
          categories: rows.map((r) => r.day.slice(5)),
          series: [{ name: '新增风险信息', data: rows.map((r) => r.num) }],
        },
        { unit: '条', area: true },
      )
    : undefined;

/** 就业服务: the disposal work (interviews, stability, docking services) and the districts' speeds. */
export function EmploymentTab({ year }: { year: number }) {
  const d = useDisposalTotals(year);
  const speeds = useDisposalSpeed(year);
  const v = d.data;
  const disposalBars = useMemo(
    () =>
      speeds.data?.length
        ? toBarOption(
            {
              categories: speeds.data.map((r) => r.region.replace('经济技术开发区', '开发区')),
              series: [
                { name: '已办结处置（家）', data: speeds.data.map((r) => r.disposalTotal) },
                { name: '平均处置用时（工作日）', data: speeds.data.map((r) => r.disposalAverageDays) },
              ],
            },
            { unit: '家 / 工作日' },
          )
        : undefined,
    [speeds.data],
  );
  return (
    <>
      <Tiles
        loading={d.isLoading}
        items={[
          { title: '联动处置企业', value: v?.disposeCompNum, suffix: '家' },
          { title: '待处置', value: v?.unPending, suffix: '家' },
          { title: '约谈企业 / 次数', value: v ? countPair(v.interviewNum, v.allInterviewNum) : undefined },
          { title: '裁员和维稳', value: v?.stabilityNum, suffix: '家' },
          { title: '对接服务企业 / 次数', value: v ? countPair(v.dockNum, v.allDockNum) : undefined },
          { title: '联动处置率', value: percent(v?.disposalRate ?? 0) },
          { title: '约谈率', value: percent(v?.interviewRate ?? 0) },
        ]}
      />
      <ChartCard title="各区已办结处置与平均处置用时" option={disposalBars} loading={speeds.isLoading} />
      <div style={{ height: 12 }} />
      <SatisfactionLine />
    </>
  );
}

/** 注销情况: company deregistrations from the write-off import (data sets). */
export function WriteOffTab() {
  return <WriteOffList />;
}

/** 日常监测: new risk information per day over 30 days and the categories of the year. */
export function DailyTab({ year }: { year: number }) {
  const daily = useDayAddRiskNumber(year);
  const categories = useCategoryNumber(year);
  return (
    <Row gutter={12}>
      <Col xs={24} xl={14}>
        <ChartCard
          title="近30天每日新增风险信息（条）"
          height={340}
          option={dailyLineOf(daily.data)}
          loading={daily.isLoading}
        />
      </Col>
      <Col xs={24} xl={10}>
        <ChartCard
          title="风险类别（条）"
          height={340}
          option={ringOf(categories.data, '条')}
          loading={categories.isLoading}
        />
      </Col>
    </Row>
  );
}
