import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge, Button, Card, Space, Table, Tabs, type TableColumnsType } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { useAccess } from '../../../lib/access.tsx';
import { CITY_DEFAULT_SORT, verificationCalls } from '@risk/shared/api/verification';
import { PENDING_DISPATCH_TABS } from '@risk/shared/schemas/verification';
import { CITY_TABS } from '@risk/shared/order-machine';
import { type OrderRow, type OrderSocialChange } from '@risk/shared/api/verification';
import { useCityStatics } from '../api/get-city-statics.ts';
import { useNoDelivery, useReCallNoDelivery } from '../api/order-actions.ts';
import { batchRefusal, orderRefusal, permissionOf } from '../model/order-checks.ts';
import { tabOf, tabOffers, type CityTab } from '../model/order-tabs.ts';
import { useGuardedAction } from '../../../lib/use-guarded-action.ts';
import { companyColumns, statusColumn, timeColumn, type OrderLinks } from './order-columns.tsx';
import { OrderQueryForm } from './OrderQueryForm.tsx';
import { OrderRegionModal } from './OrderRegionModal.tsx';
import { ReasonLink } from './ReasonLink.tsx';
import { BatchDispatchButton, DispatchRowButton } from './DispatchButtons.tsx';

const TAB_LABEL: Record<(typeof PENDING_DISPATCH_TABS)[number], string> = {
  New: '新建',
  NotDispatched: '暂不派单',
  SentBack: '已退单',
  Revoked: '已撤回',
};

/** 社保变化: "参保 120 人，近3月减少 8 人"; the 3-month part is left out when the registry has only yearly headcounts. */
function socialChangeText(s: OrderSocialChange | null | undefined): string {
  if (!s) return '暂无数据';
  const headcount = `参保 ${s.currentSocial} 人`;
  return s.threeLayoffsNum === null ? headcount : `${headcount}，近3月减少 ${s.threeLayoffsNum} 人`;
}

/** 待派单: orders the city has not sent to a district. */
export function DispatchList({
  statusListPath,
  ...links
}: OrderLinks & { statusListPath?: (status: number) => string }) {
  const { can } = useAccess();
  const guarded = useGuardedAction();
  const [search] = useSearchParams();
  // the tab lives in the URL like a filter; sent as a fixed parameter so the default tab needs none
  const tab = tabOf(search.get('tab'), PENDING_DISPATCH_TABS);
  const table = useResourceTable(verificationCalls.list, {
    defaultSort: CITY_DEFAULT_SORT,
    params: { tab },
  });
  const statics = useCityStatics();
  const noDelivery = useNoDelivery();
  const reCall = useReCallNoDelivery();
  const [regionOf, setRegionOf] = useState<OrderRow>();

  const offer = (action: Parameters<typeof tabOffers>[1]) => tabOffers(tab, action) && can(permissionOf(action));
  const counts: Partial<Record<CityTab, number>> = {
    New: statics.data?.unprocessedNum,
    SentBack: statics.data?.returnedNum,
  };

  const columns: TableColumnsType<OrderRow> = [
    ...companyColumns(links),
    {
      title: '工商/社保信息',
      key: 'info',
      width: 120,
      render: (_, row) => <Link to={links.detailPath(row)}>查看</Link>,
    },
    {
      title: '风险信息数',
      dataIndex: 'riskCompanyInfoCount',
      width: 100,
      align: 'center',
      render: (n: number, row) => (links.riskInfoPath ? <Link to={links.riskInfoPath(row)}>{n}</Link> : n),
    },
    { title: '社保变化', dataIndex: 'socialChange', width: 200, render: socialChangeText },
    statusColumn,
    {
      title: '退单详情',
      dataIndex: 'refusedReason',
      width: 100,
      render: (v: string | null) => <ReasonLink title="退单详情" text={v} label="查看" />,
    },
    timeColumn('推送时间', 'pushTime', table.sorter('pushTime')),
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          {offer('dispatch') && <DispatchRowButton row={row} />}
          {offer('editRegion') && (
            <Button
              type="link"
              size="small"
              onClick={() => guarded(orderRefusal('editRegion', row), async () => setRegionOf(row))}
            >
              修改派单区县
            </Button>
          )}
          {offer('noDelivery') && can('riskVerificationCity:noDispatch') && (
            <Button
              type="link"
              size="small"
              onClick={() =>
                guarded(
                  orderRefusal('noDelivery', row),
                  () => noDelivery.mutateAsync([row.id]),
                  `确定对「${row.companyName}」暂不派单吗？`,
                )
              }
            >
              暂不派单
            </Button>
          )}
          {offer('reCallNoDelivery') && (
            <Button
              type="link"
              size="small"
              onClick={() =>
                guarded(
                  orderRefusal('reCallNoDelivery', row),
                  () => reCall.mutateAsync([row.id]),
                  `确定撤销「${row.companyName}」的暂不派单吗？`,
                )
              }
            >
              撤销暂不派单
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const selected = table.items.filter((r) => table.selection.selectedRowKeys.includes(r.id));
  const ids = selected.map((r) => r.id);
  const batch = (refusal: string | undefined, run: () => Promise<unknown>, question: string) =>
    guarded(refusal, () => run().then(table.selection.clear), question);

  return (
    <Card variant="borderless">
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          table.selection.clear();
          table.setFilters({ ...table.filters, tab: key });
        }}
        items={PENDING_DISPATCH_TABS.map((key) => ({
          key,
          label: (
            <Badge count={counts[key] ?? 0} size="small" offset={[10, -2]}>
              {TAB_LABEL[key]}
            </Badge>
          ),
        }))}
      />
      <OrderQueryForm table={table} />
      <Space wrap style={{ marginBottom: 16 }}>
        {offer('dispatch') && (
          <BatchDispatchButton selected={selected} onDone={table.selection.clear} label="批量派单" />
        )}
        {offer('noDelivery') && can('riskVerificationCity:batchNoDispatch') && (
          <Button
            icon={<StopOutlined />}
            disabled={!ids.length}
            loading={noDelivery.isPending}
            onClick={() =>
              batch(
                batchRefusal('noDelivery', selected),
                () => noDelivery.mutateAsync(ids),
                `确定对选中的 ${ids.length} 家企业暂不派单吗？`,
              )
            }
          >
            批量暂不派单
          </Button>
        )}
        {offer('reCallNoDelivery') && (
          <Button
            disabled={!ids.length}
            loading={reCall.isPending}
            onClick={() =>
              batch(
                batchRefusal('reCallNoDelivery', selected),
                () => reCall.mutateAsync(ids),
                `确定撤销选中的 ${ids.length} 家企业的暂不派单吗？`,
              )
            }
          >
            批量撤销暂不派单
          </Button>
        )}
        {statusListPath && <Link to={statusListPath(CITY_TABS[tab][0])}>待调查派单列表</Link>}
      </Space>
      <Table<OrderRow>
        {...table.tableProps}
        columns={columns}
        rowSelection={table.selection.rowSelection}
        scroll={{ x: 'max-content' }}
        tableLayout="auto"
        size="middle"
      />
      <OrderRegionModal order={regionOf} onClose={() => setRegionOf(undefined)} />
    </Card>
  );
}
