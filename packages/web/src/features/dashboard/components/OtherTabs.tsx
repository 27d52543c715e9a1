import { Card, Col, Empty, Row, Table } from 'antd';
import { percent } from '@risk/shared/rates';
import { useCategoryNumber, useDayAddRiskNumber, useDisposalSpeed, useDisposalTotals } from '../api/dashboard-calls.ts';
import { Tiles } from './Tiles.tsx';
import { CountBars } from './WarningOverview.tsx';

/** 就业服务: the disposal work (interviews, stability, docking services) and the districts' speeds. */
export function EmploymentTab({ year }: { year: number }) {
  const d = useDisposalTotals(year);
  const speeds = useDisposalSpeed(year);
  const v = d.data;
  return (
    <>
      <Tiles
        loading={d.isLoading}
        items={[
          { title: '联动处置企业', value: v?.disposeCompNum, suffix: '家' },
          { title: '待处置', value: v?.unPending, suffix: '家' },
          { title: '约谈企业 / 次数', value: v ? `${v.interviewNum} / ${v.allInterviewNum}` : undefined },
          { title: '裁员和维稳', value: v?.stabilityNum, suffix: '家' },
          { title: '对接服务企业 / 次数', value: v ? `${v.dockNum} / ${v.allDockNum}` : undefined },
          { title: '联动处置率', value: percent(v?.disposalRate ?? 0) },
        ]}
      />
      <Card size="small" title="各区处置用时（工作日）">
        <Table
          size="small"
          rowKey="region"
          pagination={false}
          loading={speeds.isLoading}
          locale={{ emptyText: '暂无数据' }}
          dataSource={speeds.data}
          columns={[
            { title: '区县', dataIndex: 'region' },
            { title: '已办结处置', dataIndex: 'disposalTotal', align: 'right' },
            { title: '处置用时合计', dataIndex: 'disposalDays', align: 'right' },
            {
              title: '平均处置用时',
              dataIndex: 'disposalAverageDays',
              align: 'right',
              render: (x: number) => x.toFixed(2),
            },
          ]}
        />
      </Card>
    </>
  );
}

/** 注销情况: company deregistrations come from the write-off import (data sets); shown once imported. */
export function WriteOffTab() {
  return (
    <Card size="small" title="企业注销情况">
      <Empty description="暂无数据" />
    </Card>
  );
}

/** 日常监测: new risk information per day over 30 days and the categories of the year. */
export function DailyTab({ year }: { year: number }) {
  const daily = useDayAddRiskNumber(year);
  const categories = useCategoryNumber(year);
  return (
    <Row gutter={12}>
      <Col xs={24} xl={14}>
        <Card size="small" title="近30天每日新增风险信息（条）">
          <Table
            size="small"
            rowKey="day"
            pagination={false}
            scroll={{ y: 360 }}
            loading={daily.isLoading}
            locale={{ emptyText: '暂无数据' }}
            dataSource={[...(daily.data ?? [])].reverse()}
            columns={[
              { title: '日期', dataIndex: 'day' },
              { title: '新增风险信息（条）', dataIndex: 'num', align: 'right' },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card size="small" title="风险类别（条）">
          <CountBars rows={categories.data} unit="条" loading={categories.isLoading} />
        </Card>
      </Col>
    </Row>
  );
}
