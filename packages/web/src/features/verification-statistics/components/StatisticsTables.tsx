import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, Table, Typography, type TableColumnsType } from 'antd';
import type { CityStatRow, CountyStatRow } from '@risk/shared/api/verification';
import { fraction, percent } from '@risk/shared/rates';
import { FEEDBACK_TARGET_WORKING_DAYS } from '@risk/shared/order-machine';
import { labelOf } from '@risk/shared/figures';
import { useOrderStatistics } from '../api/get-order-statistics.ts';
import { shownRows, WHOLE_CITY } from '../model/totals.ts';
import { RateText } from '../../../components/figures/RateText.tsx';

interface Props {
  /** the city work list filtered to a district (and more); none when the user has no such page */
  listPath?: (filters: Record<string, string>) => string;
}

/** the 全市 row stands out in bold */
const onRow = (r: { region: string }) => (r.region === WHOLE_CITY ? { style: { fontWeight: 600 } } : {});

/** 核实统计: the county and city tables with the 全市 row; counts link to the city work list. */
export function StatisticsTables({ listPath }: Props) {
  const stats = useOrderStatistics();
  const countyRows = shownRows(stats.data?.county ?? []);
  const cityRows = shownRows(stats.data?.city ?? []);

  /** a count linked to the work list of its district (the whole city for 全市) */
  const linked = (n: ReactNode, region: string, extra: Record<string, string> = {}) =>
    listPath ? <Link to={listPath({ ...(region === WHOLE_CITY ? {} : { region }), ...extra })}>{n}</Link> : n;

  const countyColumns: TableColumnsType<CountyStatRow> = [
    { title: '区县', dataIndex: 'region', width: 130, fixed: 'left' },
    { title: '已接收', dataIndex: 'receivedNum', align: 'right', render: (n: number, r) => linked(n, r.region) },
    {
      title: '已派单（应接收）',
      dataIndex: 'shouldNum',
      align: 'right',
      render: (n: number, r) => linked(n, r.region, { tab: 'AwaitOrder' }),
    },
    {
      title: '核实指导率',
      dataIndex: 'guidanceRate',
      align: 'right',
      render: (_: number, r) => <RateText part={r.submittedNum} whole={r.shouldNum} />,
    },
    {
      title: '裁员名单',
      dataIndex: 'layoffsNum',
      align: 'right',
      render: (n: number, r) => linked(n, r.region, { isDownsizing: '1' }),
    },
    {
      title: '联动处置率',
      dataIndex: 'disposalRate',
      align: 'right',
      render: (_: number, r) => <RateText part={r.guidedNum} whole={r.aboveLevel3Num} />,
    },
    {
      title: `平均反馈时长（工作日，目标${FEEDBACK_TARGET_WORKING_DAYS}）`,
      dataIndex: 'averageFeedbackDays',
      align: 'right',
      render: (v: number) =>
        v > FEEDBACK_TARGET_WORKING_DAYS ? (
          <Typography.Text type="danger">{v.toFixed(2)}</Typography.Text>
        ) : (
          v.toFixed(2)
        ),
    },
    {
      title: labelOf('overdueOrders'),
      dataIndex: 'overdueNum',
      align: 'right',
      render: (n: number) => (n > 0 ? <Typography.Text type="danger">{n}</Typography.Text> : n),
    },
    { title: labelOf('urges'), dataIndex: 'urgeNum', align: 'right' },
  ];

  const cityColumns: TableColumnsType<CityStatRow> = [
    { title: '区县', dataIndex: 'region', width: 130, fixed: 'left' },
    { title: '未推送企业', dataIndex: 'notPushedNum', align: 'right' },
    { title: '未派单', dataIndex: 'notDispatchedNum', align: 'right' },
    { title: '已派单', dataIndex: 'dispatchedNum', align: 'right', render: (n: number, r) => linked(n, r.region) },
    {
      title: '预警名单（已接收/应接收）',
      key: 'warning',
      align: 'right',
      render: (_, r) => linked(fraction(r.acceptedNum, r.shouldNum), r.region),
    },
    {
      title: '核实率（反馈/应核实）',
      dataIndex: 'verifyRate',
      align: 'right',
      render: (_: number, r) => <RateText part={r.feedbackNum} whole={r.shouldNum} />,
    },
    {
      title: '裁员名单',
      dataIndex: 'layoffsNum',
      align: 'right',
      render: (n: number, r) => linked(n, r.region, { isDownsizing: '1' }),
    },
    {
      title: '处置率',
      dataIndex: 'disposalRate',
      align: 'right',
      render: (_: number, r) => <RateText part={r.guidedNum} whole={r.aboveLevel3Num} />,
    },
    { title: '参保人数', dataIndex: 'socialNum', align: 'right' },
    { title: '参保减少', dataIndex: 'socialReductionRate', align: 'right', render: (v: number) => percent(v) },
  ];

  const common = {
    rowKey: 'region',
    loading: stats.isLoading,
    pagination: false as const,
    size: 'middle' as const,
    bordered: true,
    onRow,
    locale: { emptyText: '暂无数据' },
  };
  return (
    <>
      <Card variant="borderless" title="区县核实统计" style={{ marginBottom: 16 }}>
        <Table<CountyStatRow>
          {...common}
          columns={countyColumns}
          dataSource={countyRows}
          scroll={{ x: 'max-content' }}
        />
      </Card>
      <Card variant="borderless" title="市级核实统计">
        <Table<CityStatRow> {...common} columns={cityColumns} dataSource={cityRows} scroll={{ x: 'max-content' }} />
      </Card>
    </>
  );
}
