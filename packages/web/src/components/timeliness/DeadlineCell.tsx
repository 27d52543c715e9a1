import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { DEADLINE_MARK_LABEL } from '@risk/shared/schemas/timeliness';
import { beijing } from '../../lib/beijing-time.ts';

/** What a row says of its clock: the current step's deadline, its marks and the city's reminders. */
export interface Timely {
  deadline: string | null;
  overdue: boolean;
  dueSoon: boolean;
  urgeCount: number;
}

/** 办理时限: the deadline's day, 已超期 in red or 即将到期 in orange, and how often the city urged. */
export function DeadlineCell({ row }: { row: Timely }) {
  if (!row.deadline)
    return row.urgeCount > 0 ? <Typography.Text type="secondary">{`催办${row.urgeCount}次`}</Typography.Text> : null;
  return (
    <Space size={4} wrap>
      <span>{beijing(row.deadline).format('YYYY-MM-DD')}</span>
      {row.overdue && <Tag color="red">{DEADLINE_MARK_LABEL.overdue}</Tag>}
      {row.dueSoon && <Tag color="orange">{DEADLINE_MARK_LABEL.dueSoon}</Tag>}
      {row.urgeCount > 0 && <Typography.Text type="secondary">{`催办${row.urgeCount}次`}</Typography.Text>}
    </Space>
  );
}

/** The lists' 办理时限 column, sortable by the deadline (most urgent first ascending). */
export function deadlineColumn<T extends Timely>(sorter: object = {}): TableColumnsType<T>[number] {
  return {
    title: '办理时限',
    key: 'deadline',
    width: 240,
    render: (_: unknown, row: T) => <DeadlineCell row={row} />,
    ...sorter,
  };
}
