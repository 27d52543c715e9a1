import { Link, useNavigate } from 'react-router';
import { Alert, Button, Card, Space, Table, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, SendOutlined } from '@ant-design/icons';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { useAccess } from '../../../lib/access.tsx';
import { ORDER_SORT_FIELDS, ORDERS_PATH, type OrderRow } from '@risk/shared/api/verification';
import { ORDER_STATUS_LABEL, type OrderStatus } from '@risk/shared/verification';
import { actionAllowed } from '@risk/shared/order-machine';
import { useDispatchOrders } from '../api/order-actions.ts';
import { batchRefusal, orderRefusal, permissionOf } from '../model/order-checks.ts';
import { useGuardedAction } from '../../../lib/use-guarded-action.ts';
import { statusColumn, timeColumn, type OrderLinks } from './order-columns.tsx';

/**
 * 待调查派单 (the hidden route verification/{status}): the city's orders of one status, by
 * company name, organisation (the district the order goes to) and creation time, with 派单 where the
 * order machine allows it and 返回 to the page the clerk came from.
 */
export function PendingOrderList({ status, detailPath }: { status: OrderStatus } & Pick<OrderLinks, 'detailPath'>) {
  const { can } = useAccess();
  const guarded = useGuardedAction();
  const navigate = useNavigate();
  const table = useResourceTable<OrderRow>(ORDERS_PATH, {
    sortable: ORDER_SORT_FIELDS,
    defaultSort: 'createTime,DESC',
    params: { status },
  });
  const dispatch = useDispatchOrders();
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
            render: (_: unknown, row: OrderRow) => (
              <Button
                type="link"
                size="small"
                onClick={() =>
                  guarded(
                    orderRefusal('dispatch', row),
                    () => dispatch.mutateAsync([row.id]),
                    `确定将「${row.companyName}」派单至${row.region}吗？`,
                  )
                }
              >
                派单
              </Button>
            ),
          },
        ]
      : []),
  ];

  const selected = table.items.filter((r) => table.selection.selectedRowKeys.includes(r.id));
  const ids = selected.map((r) => r.id);

  return (
    <Card variant="borderless" title={`待调查派单 · ${ORDER_STATUS_LABEL[status]}`}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
          返回
        </Button>
        {mayDispatch && (
          <Button
            type="primary"
            icon={<SendOutlined />}
            disabled={!ids.length}
            loading={dispatch.isPending}
            onClick={() =>
              guarded(
                batchRefusal('dispatch', selected),
                () => dispatch.mutateAsync(ids).then(table.selection.clear),
                `确定派单选中的 ${ids.length} 家企业吗？`,
              )
            }
          >
            派单
          </Button>
        )}
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
