import { Table } from 'antd';
import type { OrderUrgeRow } from '@risk/shared/api/verification';
import { STEP_CLOCKS, type StepClock } from '@risk/shared/timeliness';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { useOrderUrges } from '../api/get-order-urges.ts';

/** 催办记录: who urged, when, on which step and its deadline then, and the text the district read. */
export function UrgeRecords({ orderId }: { orderId: number }) {
  const urges = useOrderUrges(orderId);
  return (
    <Table<OrderUrgeRow>
      rowKey="id"
      loading={urges.isLoading}
      dataSource={urges.data ?? []}
      pagination={false}
      size="middle"
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: '暂无数据' }}
      columns={[
        { title: '催办时间', dataIndex: 'createTime', width: 170, render: formatDateTime },
        { title: '催办人', dataIndex: 'actorName', width: 120 },
        { title: '环节', dataIndex: 'step', width: 90, render: (s: string) => STEP_CLOCKS[s as StepClock]?.label ?? s },
        { title: '当时办理时限', dataIndex: 'deadline', width: 170, render: formatDateTime },
        { title: '催办内容', dataIndex: 'content' },
      ]}
    />
  );
}
