import { Link, useNavigate } from 'react-router';
import { Alert, Button, Card, Space, Table, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { useAccess } from '../../../lib/access.tsx';
import { verificationCalls, type OrderRow } from '@risk/shared/api/verification';
import { ORDER_STATUS_LABEL, type OrderStatus } from '@risk/shared/verification';
import { actionAllowed } from '@risk/shared/order-machine';
import { permissionOf } from '../model/order-checks.ts';
import { BatchDispatchButton, DispatchRowButton } from './DispatchButtons.tsx';
import { statusColumn, timeColumn, type OrderLinks } from './order-columns.tsx';

/**
 * 待调查派单 (the hidden route verification/{status}): the city's orders of one status, by
 * company name, organisation (the district the order goes to) and creation time, with 派单 where the
 * order machine allows it and 返回 to the page the clerk came from.
 */
export function PendingOrderList({ status, detailPath }: { status: OrderStatus } & Pick<OrderLinks, 'detailPath'>) {
  const { can } = useAccess();
  const navigate = useNavigate();
  const table = useResourceTable(verificationCalls.list, {
    defaultSort: 'createTime,DESC',
    params: { status },
  });
  const mayDispatch = can(permissionOf('dispatch')) && actionAllowed('dispatch', status);

  const columns: TableColumnsType<OrderRow> = [
    {
      title: '企业名称',
      dataIndex: 'companyName',
      render: (name: string, row) => <Link to={detailPath(row)}>{name}</Link>,
    },
    { title: '机构', dataIndex: 'region', width: 120 },
    timeColumn('创建时间', 'createTime', table.sorter('createTime')),
    statusColumn,
    ...(mayDispatch
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 90,
            render: (_: unknown, row: OrderRow) => <DispatchRowButton row={row} />,
          },
        ]
      : []),
  ];

  const selected = table.items.filter((r) => table.selection.selectedRowKeys.includes(r.id));

  return (
    <Card variant="borderless" title={`待调查派单 · ${ORDER_STATUS_LABEL[status]}`}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
          返回
        </Button>
        {mayDispatch && <BatchDispatchButton selected={selected} onDone={table.selection.clear} label="派单" />}
      </Space>
      {!actionAllowed('dispatch', status) && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`${ORDER_STATUS_LABEL[status]}的工单不能派单：只有新建、已撤回或已退单的工单才能派单`}
        />
      )}
      <Table<OrderRow>
        {...table.tableProps}
        columns={columns}
        rowSelection={mayDispatch ? table.selection.rowSelection : undefined}
        scroll={{ x: 'max-content' }}
        tableLayout="auto"
        size="middle"
      />
    </Card>
  );
}
