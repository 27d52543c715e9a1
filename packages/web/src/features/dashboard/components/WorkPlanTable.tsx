import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RateText } from '../../../components/figures/RateText.tsx';
import { Card, Table, Typography } from 'antd';
import { fraction } from '@risk/shared/rates';
import { FEEDBACK_TARGET_WORKING_DAYS } from '@risk/shared/order-machine';
import { labelOf } from '@risk/shared/figures';
import { WHOLE_CITY, type WorkPlanRow } from '@risk/shared/schemas/dashboard';
import { useWorkPlan } from '../api/dashboard-calls.ts';

const enc = encodeURIComponent;
/** A cell linked to its hidden detail page (the year travels along). */
const to = (path: string, year: number) => `/workPlanDetails/${path}${year ? `?year=${year}` : ''}`;

/** 工作计划表: a row per district and 全市; cells open the detail pages. */
export function WorkPlanTable({ year, linked = true }: { year: number; linked?: boolean }) {
  const plan = useWorkPlan(year);
  const link = (text: ReactNode, path: string) => (linked ? <Link to={to(path, year)}>{text}</Link> : text);
  return (
    <Card size="small" title="工作计划表" style={{ marginBottom: 12 }}>
      <Table<WorkPlanRow>
        size="small"
        bordered
        rowKey="region"
        pagination={false}
        loading={plan.isLoading}
        locale={{ emptyText: '暂无数据' }}
        dataSource={plan.data}
        onRow={(r) => (r.region === WHOLE_CITY ? { style: { fontWeight: 600 } } : {})}
        columns={[
          { title: '区县', dataIndex: 'region', width: 130 },
          {
            title: '预警名单（已接收/应接收）',
            key: 'warning',
            align: 'right',
            render: (_, r) => link(fraction(r.receivedNum, r.shouldNum), `earlyWarningList/${enc(r.region)}`),
          },
          {
            title: '核实率（反馈/应核实）',
            key: 'verify',
            align: 'right',
            render: (_, r) =>
              link(<RateText part={r.feedbackNum} whole={r.shouldNum} />, `verifyRate/${enc(r.region)}`),
          },
          {
            title: '裁员名单',
            dataIndex: 'layoffsNum',
            align: 'right',
            render: (n: number, r) => link(n, `downsizingList/${enc(r.region)}/${enc('全部')}`),
          },
          {
            title: '联动处置率（已处置/三级及以上）',
            key: 'disposal',
            align: 'right',
            render: (_, r) =>
              link(<RateText part={r.guideNum} whole={r.aboveLevel3Total} />, `disposalRate/${enc(r.region)}`),
          },
          {
            title: `平均反馈（工作日，目标${FEEDBACK_TARGET_WORKING_DAYS}）`,
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
        ]}
      />
    </Card>
  );
}
