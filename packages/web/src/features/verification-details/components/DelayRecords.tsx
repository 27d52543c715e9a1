import { Table, Tag } from 'antd';
import type { OrderDelayRow } from '@risk/shared/api/verification';
import { DELAY_STATE_LABEL } from '@risk/shared/schemas/timeliness';
import { STEP_CLOCKS, type StepClock } from '@risk/shared/timeliness';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { useOrderDelays } from '../api/get-order-delays.ts';

const STATE_COLOR = { pending: 'orange', approved: 'green', refused: 'red' } as const;

/** 延期申请: who asked, when, for how many working days and why, and the city's decision. */
export function DelayRecords({ orderId }: { orderId: number }) {
  const delays = useOrderDelays(orderId);
  return (
    <Table<OrderDelayRow>
      rowKey="id"
      loading={delays.isLoading}
      dataSource={delays.data ?? []}
      pagination={false}
      size="middle"
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: '暂无数据' }}
      columns={[
        { title: '环节', dataIndex: 'step', width: 90, render: (s: string) => STEP_CLOCKS[s as StepClock]?.label ?? s },
        { title: '申请人', dataIndex: 'requesterName', width: 110 },
        { title: '申请时间', dataIndex: 'requestTime', width: 170, render: formatDateTime },
        { title: '延期（工作日）', dataIndex: 'days', width: 110 },
        { title: '延期理由', dataIndex: 'reason' },
        {
          title: '状态',
          dataIndex: 'state',
          width: 90,
          render: (s: OrderDelayRow['state']) => <Tag color={STATE_COLOR[s]}>{DELAY_STATE_LABEL[s]}</Tag>,
        },
        { title: '原办理时限', dataIndex: 'deadlineBefore', width: 170, render: formatDateTime },
        { title: '新办理时限', dataIndex: 'deadlineAfter', width: 170, render: formatDateTime },
        { title: '审批人', dataIndex: 'deciderName', width: 110 },
        { title: '审批时间', dataIndex: 'decideTime', width: 170, render: formatDateTime },
        { title: '审批意见', dataIndex: 'opinion' },
      ]}
    />
  );
}
