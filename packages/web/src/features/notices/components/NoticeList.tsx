import { useEffect, useState } from 'react';
import {
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { noticeCalls, type NoticeRow } from '@risk/shared/api/notices';
import { isAdmin } from '@risk/shared/levels';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { useSessionUser } from '../../../lib/session.ts';
import {
  NOTICE_STATUS_LABEL,
  NOTICE_UNREAD,
  noticeQuery,
  useDeleteNotices,
  useNoticeReceivers,
} from '../api/notices.ts';

const STATUS_OPTIONS = Object.entries(NOTICE_STATUS_LABEL).map(([value, label]) => ({ value, label }));
const statusTag = (s: number) => (
  <Tag color={s === NOTICE_UNREAD ? 'orange' : 'default'}>{NOTICE_STATUS_LABEL[s] ?? s}</Tag>
);

/** The detail of one notice; opening it marks it read, so the list and the bell are refreshed. */
function NoticeDetail({ id, onClose }: { id?: number; onClose: () => void }) {
  const client = useQueryClient();
  const notice = useQuery({ ...noticeQuery(id ?? 0), enabled: id !== undefined });
  useEffect(() => {
    if (notice.isSuccess)
      void client.invalidateQueries({
        queryKey: [noticeCalls.detail.area],
        predicate: (q) => q.queryKey[1] !== noticeCalls.detail.path,
      });
  }, [notice.isSuccess, notice.dataUpdatedAt, client]);
  const n = notice.data;
  return (
    <Modal
      title="通知详情"
      open={id !== undefined}
      onCancel={onClose}
      footer={<Button onClick={onClose}>关闭</Button>}
      width={640}
      loading={notice.isFetching}
    >
      {n && (
        <Descriptions column={2} size="small" bordered styles={{ label: { width: 100 } }}>
          <Descriptions.Item label="发送人">{n.sendUser}</Descriptions.Item>
          <Descriptions.Item label="接收人">{n.acceptUser}</Descriptions.Item>
          <Descriptions.Item label="通知类型">{n.noticeType}</Descriptions.Item>
          <Descriptions.Item label="创建时间">{formatDateTime(n.createTime)}</Descriptions.Item>
          <Descriptions.Item label="通知内容" span={2}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{n.noticeBody}</Typography.Paragraph>
          </Descriptions.Item>
          {n.link && (
            <Descriptions.Item label="相关页面" span={2}>
              <Link to={n.link} onClick={onClose}>
                前往处理
              </Link>
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
    </Modal>
  );
}

/**
 * 通知公告: the user's own notices, filtered by read status and type, deleted several at a time;
 * the administrator sees everyone's and may name a receiver.
 */
export function NoticeList() {
  const table = useResourceTable(noticeCalls.list);
  const admin = isAdmin(useSessionUser());
  const receivers = useNoticeReceivers(admin);
  const remove = useDeleteNotices();
  const [openId, setOpenId] = useState<number>();
  const selected = table.selection.selectedRowKeys;

  const columns: TableColumnsType<NoticeRow> = [
    { title: '发送人', dataIndex: 'sendUser', width: 120 },
    { title: '接收人', dataIndex: 'acceptUser', width: 120 },
    { title: '通知类型', dataIndex: 'noticeType', width: 140, ...table.sorter('noticeType') },
    { title: '状态', dataIndex: 'status', width: 90, ...table.sorter('status'), render: statusTag },
    {
      title: '通知内容',
      dataIndex: 'noticeBody',
      ellipsis: true,
      render: (body: string, row) => <Typography.Link onClick={() => setOpenId(row.id)}>{body}</Typography.Link>,
    },
    { title: '创建时间', dataIndex: 'createTime', width: 180, ...table.sorter('createTime'), render: formatDateTime },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setOpenId(row.id)}>
          详情
        </Button>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <QueryForm table={table}>
        <Form.Item name="status" label="状态">
          <Select options={STATUS_OPTIONS} allowClear placeholder="请选择" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="noticeType" label="通知类型">
          <Input placeholder="请输入通知类型" allowClear style={{ width: 180 }} />
        </Form.Item>
        {admin && (
          <Form.Item name="acceptUserId" label="接收人">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="全部用户"
              loading={receivers.isLoading}
              options={(receivers.data ?? []).map((u) => ({
                value: String(u.id),
                label: `${u.nickName}（${u.username}）`,
              }))}
              style={{ width: 220 }}
            />
          </Form.Item>
        )}
      </QueryForm>
      <Space style={{ marginBottom: 16 }}>
        <Popconfirm
          title={`确定删除选中的 ${selected.length} 条通知吗？`}
          disabled={selected.length === 0}
          onConfirm={() => remove.mutateAsync(selected).then(table.selection.clear, () => undefined)}
        >
          <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} loading={remove.isPending}>
            删除
          </Button>
        </Popconfirm>
      </Space>
      <Table<NoticeRow>
        {...table.tableProps}
        columns={columns}
        rowSelection={table.selection.rowSelection}
        size="middle"
      />
      <NoticeDetail id={openId} onClose={() => setOpenId(undefined)} />
    </Card>
  );
}
