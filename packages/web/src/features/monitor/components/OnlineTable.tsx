import { Button, Form, Input, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useAccess } from '../../../lib/access.tsx';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { onlineCalls, type OnlineSession } from '@risk/shared/api/system';
import { useKickSessions } from '../api/online.ts';

/** 在线用户: live sessions; an administrator may end them (the user is signed out on the next call). */
export function OnlineTable() {
  const { can } = useAccess();
  const table = useResourceTable(onlineCalls.list, { rowKey: 'key' });
  const kick = useKickSessions();
  const selected = table.selection.selectedRowKeys.map(String);
  const kickNow = (keys: string[]) => kick.mutateAsync(keys).then(table.selection.clear, () => undefined);

  const columns: TableColumnsType<OnlineSession> = [
    { title: '用户名', dataIndex: 'userName' },
    { title: '姓名', dataIndex: 'nickName' },
    { title: '部门', dataIndex: 'dept' },
    { title: 'IP 地址', dataIndex: 'ip' },
    { title: '浏览器', dataIndex: 'browser', ellipsis: true },
    { title: '登录时间', dataIndex: 'loginTime', width: 170, render: formatDateTime, ...table.sorter('loginTime') },
    { title: '最近活动', dataIndex: 'lastActive', width: 170, render: formatDateTime, ...table.sorter('lastActive') },
    {
      title: '操作',
      key: 'actions',
      width: 100,
      render: (_, s) =>
        can('online:kick') && (
          <Popconfirm title={`确定强制退出 ${s.nickName}（${s.userName}）吗？`} onConfirm={() => kickNow([s.key])}>
            <Button type="link" size="small" danger>
              强制退出
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <>
      <QueryForm table={table}>
        <Form.Item name="filter">
          <Input placeholder="用户名、姓名或 IP" allowClear style={{ width: 220 }} />
        </Form.Item>
      </QueryForm>
      {can('online:kick') && (
        <Space style={{ marginBottom: 16 }}>
          <Popconfirm
            title={`确定强制退出选中的 ${selected.length} 个会话吗？`}
            onConfirm={() => kickNow(selected)}
            disabled={selected.length === 0}
          >
            <Button danger disabled={selected.length === 0} loading={kick.isPending}>
              强制退出
            </Button>
          </Popconfirm>
        </Space>
      )}
      <Table<OnlineSession>
        {...table.tableProps}
        columns={columns}
        rowSelection={can('online:kick') ? table.selection.rowSelection : undefined}
      />
    </>
  );
}
