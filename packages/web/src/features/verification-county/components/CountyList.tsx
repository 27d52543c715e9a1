import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge, Card, Segmented, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { DETAILS_VISIBLE_FROM, FILL_APP_STATUS_LABEL } from '@risk/shared/order-machine';
import { DictTag } from '../../../components/dict/DictTag.tsx';
import { ORDER_STATUS_LABEL, type OrderStatus } from '@risk/shared/verification';
import { YES_NO_LABEL } from '@risk/shared/rates';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { StatCards } from '../../../components/list-kit/StatCards.tsx';
import { COUNTY_DEFAULT_SORT, verificationCalls } from '@risk/shared/api/verification';
import type { OrderRow } from '@risk/shared/api/verification';
import { useCountyBadges } from '../api/get-county-statics.ts';
import { useBackOrder } from '../api/order-commands.ts';
import {
  COUNTY_SUB_TAB_LABEL,
  COUNTY_TAB_LABEL,
  tabsOf,
  type CountySubTab,
  type CountyTab,
} from '../model/county-tabs.ts';
import { AuditAppModal } from './AuditAppModal.tsx';
import { CountyQueryForm } from './CountyQueryForm.tsx';
import { CountyRowActions, type CountyDialog } from './CountyRowActions.tsx';
import { DelayRequestModal } from '../../../components/timeliness/DelayRequestModal.tsx';
import { deadlineColumn } from '../../../components/timeliness/DeadlineCell.tsx';
import { clockOf } from '@risk/shared/timeliness';
import { OrderNoticeModal } from './OrderNoticeModal.tsx';
import { PushAppModal } from './PushAppModal.tsx';
import { ReasonModal } from './ReasonModal.tsx';
import { RelatedCompaniesModal } from './RelatedCompaniesModal.tsx';
import { VerificationFormModal } from './VerificationFormModal.tsx';

interface Props {
  /** the company detail page (registry, social security, risk information) */
  companyPath: (row: OrderRow) => string;
  /** the verification details page of an order */
  detailsPath: (row: OrderRow) => string;
}

/** The delay dialog's order: a row whose status runs a clock (the only rows offering it). */
const delayOf = (row: OrderRow | undefined) => {
  const step = row ? clockOf(row.status) : null;
  return row && step ? { id: row.id, companyName: row.companyName, step } : undefined;
};
const yesNo = (v: string | null) => (v === '1' ? <Tag color="red">是</Tag> : v === '0' ? <Tag>否</Tag> : '');
const badge = (label: string, count: number | undefined) => (
  <span>
    {label}
    <Badge count={count ?? 0} overflowCount={9999} size="small" style={{ marginLeft: 6 }} showZero={false} />
  </span>
);

/** 区县核实: the district's verification orders by tab, with the dialogs of its row buttons. */
export function CountyList({ companyPath, detailsPath }: Props) {
  const [search] = useSearchParams();
  const { tab, subTab } = tabsOf({ tab: search.get('tab'), subTab: search.get('subTab') });
  const table = useResourceTable(verificationCalls.list, {
    defaultSort: COUNTY_DEFAULT_SORT,
    params: { tab, subTab },
  });
  const statics = useCountyBadges().data;
  const backOrder = useBackOrder();
  const [dialog, setDialog] = useState<{ kind: CountyDialog; row: OrderRow }>();
  const open = (kind: CountyDialog, row: OrderRow) => setDialog({ kind, row });
  const close = () => setDialog(undefined);
  const rowOf = (kind: CountyDialog) => (dialog?.kind === kind ? dialog.row : undefined);

  const tabFilters = (next: CountyTab, nextSub?: CountySubTab) => ({
    tab: next,
    ...(nextSub ? { subTab: nextSub } : {}),
  });
  const switchTab = (next: CountyTab, nextSub?: CountySubTab) => {
    const { tab: _t, subTab: _s, ...rest } = table.filters;
    table.setFilters({ ...rest, ...tabFilters(next, nextSub) });
  };
  // 重置 clears every filter (name, 风险点, 是否裁员, dates…) but keeps the tab the clerk is on
  const filterTarget = {
    filters: table.filters,
    setFilters: table.setFilters,
    reset: () => table.setFilters(tabFilters(tab, subTab)),
  };

  const columns: TableColumnsType<OrderRow> = [
    {
      title: '公司名称',
      dataIndex: 'companyName',
      fixed: 'left',
      width: 230,
      render: (name: string, row) => <Link to={companyPath(row)}>{name}</Link>,
    },
    { title: '注册地', dataIndex: 'registrationPlace', width: 90 },
    {
      title: '风险点',
      dataIndex: 'riskPoint',
      width: 120,
      render: (v: string | null) => <DictTag dict="risk_dot" value={v} color="orange" />,
    },
    { title: '风险信息数', dataIndex: 'riskCompanyInfoCount', width: 96, align: 'center' },
    {
      title: '工商社保信息',
      key: 'registry',
      width: 110,
      align: 'center',
      render: (_, row) => <Link to={companyPath(row)}>查看</Link>,
    },
    {
      title: '核实通知单',
      key: 'notice',
      width: 100,
      align: 'center',
      render: (_, row) => <a onClick={() => open('notice', row)}>查看</a>,
    },
    {
      title: '核实状态',
      dataIndex: 'status',
      width: 100,
      render: (s: OrderRow['status']) => <Tag color="blue">{ORDER_STATUS_LABEL[s as OrderStatus] ?? s}</Tag>,
    },
    deadlineColumn<OrderRow>(table.sorter('deadline')),
    ...(tab === 'AwaitVerification'
      ? [
          {
            title: '小程序填报',
            dataIndex: 'fillAppStatus',
            width: 110,
            render: (v: number | null, row: OrderRow) => (row.isPushApp ? FILL_APP_STATUS_LABEL[v ?? 0] : '未推送'),
          },
        ]
      : []),
    { title: '预警等级', dataIndex: 'level', width: 96, align: 'center' },
    { title: '是否裁员', dataIndex: 'isDownsizing', width: 86, align: 'center', render: yesNo },
    {
      title: '是否化解',
      dataIndex: 'isDefuse',
      width: 86,
      align: 'center',
      render: (v: string | null) => (v ? YES_NO_LABEL[v] : ''),
    },
    {
      title: '核实详情',
      key: 'details',
      width: 90,
      align: 'center',
      render: (_, row) => (row.status >= DETAILS_VISIBLE_FROM ? <Link to={detailsPath(row)}>查看</Link> : ''),
    },
    { title: '推送时间', dataIndex: 'pushTime', width: 170, ...table.sorter('pushTime'), render: formatDateTime },
    {
      title: '纳入时间',
      dataIndex: 'includedTime',
      width: 170,
      ...table.sorter('includedTime'),
      render: formatDateTime,
    },
    {
      title: '派单时间',
      dataIndex: 'dispatchTime',
      width: 170,
      ...table.sorter('dispatchTime'),
      render: formatDateTime,
    },
    { title: '接单时间', dataIndex: 'ordersTime', width: 170, render: formatDateTime },
    {
      title: '核实提交时间',
      dataIndex: 'verificationTime',
      width: 170,
      ...table.sorter('verificationTime'),
      render: formatDateTime,
    },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_, row) => <CountyRowActions row={row} tab={tab} detailsPath={detailsPath} onOpen={open} />,
    },
  ];

  const tabItems = (Object.keys(COUNTY_TAB_LABEL) as CountyTab[]).map((key) => ({
    key,
    label: badge(
      COUNTY_TAB_LABEL[key],
      {
        AwaitOrder: statics?.waitOrdersNum,
        AwaitVerification: statics && statics.waitVerifyUnPushNum + statics.waitVerifyPushNum,
        countyAll: statics?.earlyWarnNum,
      }[key],
    ),
  }));

  return (
    <Card variant="borderless">
      <StatCards
        loading={!statics}
        items={[
          { title: '预警工单', value: statics?.earlyWarnNum ?? 0, suffix: '件' },
          { title: '待接单', value: statics?.waitOrdersNum ?? 0, suffix: '件' },
          { title: '待核实（未推送小程序）', value: statics?.waitVerifyUnPushNum ?? 0, suffix: '件' },
          { title: '待核实（已推送小程序）', value: statics?.waitVerifyPushNum ?? 0, suffix: '件' },
          { title: '待市级审核', value: statics?.waitReviewedNum ?? 0, suffix: '件' },
        ]}
      />
      <CountyQueryForm table={filterTarget} />
      <Tabs
        activeKey={tab}
        items={tabItems}
        onChange={(key) => switchTab(key as CountyTab, key === 'AwaitVerification' ? 'AwaitPushApp' : undefined)}
      />
      {tab === 'AwaitVerification' && (
        <Segmented
          style={{ marginBottom: 16 }}
          value={subTab}
          onChange={(v) => switchTab('AwaitVerification', v as CountySubTab)}
          options={(Object.keys(COUNTY_SUB_TAB_LABEL) as CountySubTab[]).map((key) => ({
            value: key,
            label: badge(
              COUNTY_SUB_TAB_LABEL[key],
              key === 'AwaitPushApp' ? statics?.waitVerifyUnPushNum : statics?.waitVerifyPushNum,
            ),
          }))}
        />
      )}
      <Table<OrderRow>
        {...table.tableProps}
        columns={columns}
        scroll={{ x: 'max-content' }}
        tableLayout="auto"
        size="middle"
      />
      <OrderNoticeModal order={rowOf('notice')} onClose={close} />
      <VerificationFormModal
        order={rowOf('write') ?? rowOf('edit')}
        mode={dialog?.kind === 'edit' ? 'edit' : 'write'}
        onClose={close}
      />
      <PushAppModal order={rowOf('push')} onClose={close} />
      <DelayRequestModal order={delayOf(rowOf('delay'))} onClose={close} />
      <AuditAppModal order={rowOf('auditApp')} onClose={close} />
      <RelatedCompaniesModal
        order={rowOf('addRelated') ?? rowOf('viewRelated')}
        mode={dialog?.kind === 'addRelated' ? 'add' : 'view'}
        onClose={close}
      />
      <ReasonModal
        title="退回市级"
        open={dialog?.kind === 'backOrder'}
        hint={`请说明将「${dialog?.row.companyName ?? ''}」的工单退回市人社局的原因。`}
        onClose={close}
        onSubmit={(reason) => backOrder.mutateAsync({ id: dialog!.row.id, reason })}
      />
    </Card>
  );
}
