import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge, Button, Card, Segmented, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import type { Filters } from '../../../components/list-kit/list-state.ts';
import { defaultIsDownsizingOf } from '@risk/shared/list-defaults';
import { CITY_WARNING_TABS, DETAILS_VISIBLE_FROM, warningTabOf } from '@risk/shared/order-machine';
import { ORDER_STATUS as S } from '@risk/shared/verification';
import { YES_NO_LABEL } from '@risk/shared/rates';
import { CITY_DEFAULT_SORT, verificationCalls, WARNING_DEFAULT_SORT } from '@risk/shared/api/verification';
import { WRITE_FILTERS, type DisposalCounts } from '@risk/shared/schemas/verification';
import { type OrderRow } from '@risk/shared/api/verification';
import { useCityStatics } from '../api/get-city-statics.ts';
import { permissionOf, verificationDetailsPath } from '../model/order-checks.ts';
import { Access } from '../../../lib/access.tsx';
import { tabOf, type CityWorkTab } from '../model/order-tabs.ts';
import { companyColumns, statusColumn, timeColumn, type OrderLinks } from './order-columns.tsx';
import { AuditModal } from './AuditModal.tsx';
import { DelayRequests } from './DelayRequests.tsx';
import { NewOrderModal } from './NewOrderModal.tsx';
import { CityRowActions } from './CityRowActions.tsx';
import { OrderQueryForm } from './OrderQueryForm.tsx';
import { RatingModal } from './RatingModal.tsx';
import { deadlineColumn } from '../../../components/timeliness/DeadlineCell.tsx';
import { UrgeModal } from '../../../components/timeliness/UrgeModal.tsx';

const WORK_TABS = [
  'CityAll',
  'New',
  'CountyAll',
  'Audit',
  'SetLevel',
  'AwaitOrder',
  'AwaitVerification',
  'SentBack',
  'Revoked',
  'EarlyWarn1',
  'EarlyWarn2',
  'EarlyWarn3',
] as const satisfies readonly CityWorkTab[];
type WorkTab = (typeof WORK_TABS)[number];
const TAB_LABEL: Record<Exclude<WorkTab, 'New'>, string> = {
  CityAll: '全部',
  // every order with a district (0, 1, 4–9): the only tab where 核实中 (4) shows
  CountyAll: '区县全部',
  Audit: '待审核',
  SetLevel: '待定级',
  AwaitOrder: '已派单',
  AwaitVerification: '已接单',
  SentBack: '已退单',
  Revoked: '已撤回',
  EarlyWarn1: `${CITY_WARNING_TABS.EarlyWarn1.level}预警`,
  EarlyWarn2: `${CITY_WARNING_TABS.EarlyWarn2.level}预警`,
  EarlyWarn3: `${CITY_WARNING_TABS.EarlyWarn3.level}预警`,
};

/** 处置记录 of an early-warning row: what the district recorded in the linked disposal, by type. */
const disposalRecords = (counts: DisposalCounts | null | undefined) =>
  counts ? `约谈 ${counts.talk} · 裁员 ${counts.downsizing} · 对接 ${counts.server}` : '';
const disposalColumn: TableColumnsType<OrderRow>[number] = {
  title: '处置记录',
  dataIndex: 'disposalCounts',
  width: 190,
  render: disposalRecords,
};

/** Moving to a tab keeps the filters its form shows: an early-warning tab's level is the tab's, the disposal-records filters are only there. */
function filtersFor(filters: Filters, tab: WorkTab): Filters {
  const hidden = warningTabOf(tab)
    ? (key: string) => key === 'level'
    : (key: string) => key in WRITE_FILTERS || key === 'isDownsizing';
  return { ...Object.fromEntries(Object.entries(filters).filter(([key]) => !hidden(key))), tab };
}

const yesNo = (v: string | null) =>
  v == null ? '' : v === '1' ? <Tag color="red">是</Tag> : <Tag>{YES_NO_LABEL[v] ?? v}</Tag>;
// the badge sits beside the label (not over its corner), so a segmented item or tab never clips 99+
const withBadge = (label: string, count: number | undefined) => (
  <span>
    {label}
    <Badge count={count ?? 0} size="small" style={{ marginLeft: 6 }} />
  </span>
);
/** Before the district has submitted, the verification columns say so instead of staying blank. */
const NOT_YET = <Typography.Text type="secondary">待核实</Typography.Text>;
/** The district's verification is submitted (待审核 to 已存档): its answers and details exist. */
const verified = (status: number) => status >= DETAILS_VISIBLE_FROM && status <= S.ARCHIVED;

interface Props extends OrderLinks {
  /** the submitted form shown in the audit dialog */
  renderForm: (orderId: number) => ReactNode;
}

/** 市级核实: the city's work list by tab, with audit and rating. */
export function CityWorkList({ renderForm, ...links }: Props) {
  const [search] = useSearchParams();
  const tab = tabOf(search.get('tab'), WORK_TABS);
  const warning = warningTabOf(tab) !== undefined;
  const isDownsizing = defaultIsDownsizingOf(tab);
  const table = useResourceTable(verificationCalls.list, {
    defaultSort: warning ? WARNING_DEFAULT_SORT : CITY_DEFAULT_SORT,
    params: { tab },
    // doc 1 §4's default (the server applies the same when it is absent): the form shows it from the start
    defaultFilters: isDownsizing && { isDownsizing },
  });
  const statics = useCityStatics().data;
  const [auditing, setAuditing] = useState<OrderRow>();
  const [rating, setRating] = useState<OrderRow>();
  const [creating, setCreating] = useState(false);
  const [urging, setUrging] = useState<OrderRow>();
  const mainTab = tab === 'New' ? 'CityAll' : tab;
  const counts: Partial<Record<WorkTab, number>> = {
    New: statics?.unprocessedNum,
    Audit: statics?.reviewedNum,
    SetLevel: statics?.unRatingNum,
    AwaitOrder: statics?.unhandlerNum,
    SentBack: statics?.returnedNum,
  };
  const showTab = (key: WorkTab) => table.setFilters(filtersFor(table.filters, key));

  const [company, registrationPlace, region, riskPoint] = companyColumns(links);
  // what a clerk decides on comes first; times and places follow (the list scrolls sideways at 1440 px)
  const columns: TableColumnsType<OrderRow> = [
    company,
    region,
    statusColumn,
    { title: '预警等级', dataIndex: 'level', width: 90, render: (v: string | null) => v ?? '' },
    {
      title: '是否裁员',
      dataIndex: 'isDownsizing',
      width: 80,
      align: 'center',
      render: (v: string | null, row) => (verified(row.status) ? yesNo(v) : NOT_YET),
    },
    {
      title: '是否化解',
      dataIndex: 'isDefuse',
      width: 80,
      align: 'center',
      render: (v: string | null, row) => (verified(row.status) ? yesNo(v) : NOT_YET),
    },
    {
      title: '核实详情',
      key: 'details',
      width: 80,
      render: (_, row) => (verified(row.status) ? <Link to={verificationDetailsPath(row.id)}>查看</Link> : NOT_YET),
    },
    deadlineColumn<OrderRow>(table.sorter('deadline')),
    // the early-warning tabs show what the district recorded in the linked disposal
    ...(warning ? [disposalColumn] : []),
    riskPoint,
    registrationPlace,
    timeColumn('推送时间', 'pushTime', table.sorter('pushTime')),
    timeColumn('纳入时间', 'includedTime', table.sorter('includedTime')),
    timeColumn('派单时间', 'dispatchTime', table.sorter('dispatchTime')),
    timeColumn('核实提交时间', 'verificationTime', table.sorter('verificationTime')),
    // the early-warning tabs have no row actions (set level is on 全部 and 待定级)
    ...(warning
      ? []
      : [
          {
            title: '操作',
            key: 'actions',
            fixed: 'right' as const,
            width: 220,
            render: (_: unknown, row: OrderRow) => (
              <CityRowActions row={row} tab={tab} onAudit={setAuditing} onRate={setRating} onUrge={setUrging} />
            ),
          },
        ]),
  ];

  return (
    // the 延期申请 button sits in the card's header: inside the tab bar it is a child of the tablist,
    // which may hold only tabs (axe aria-required-children), and its badge would read as a tab's
    <Card variant="borderless" extra={<DelayRequests pending={statics?.delayPendingNum} />}>
      <Tabs
        activeKey={mainTab}
        onChange={(key) => showTab(key as WorkTab)}
        items={(Object.keys(TAB_LABEL) as (keyof typeof TAB_LABEL)[]).map((key) => ({
          key,
          label: withBadge(TAB_LABEL[key], counts[key]),
        }))}
      />
      {mainTab === 'CityAll' && (
        <Segmented<WorkTab>
          style={{ marginBottom: 16 }}
          value={tab}
          onChange={showTab}
          options={[
            { label: '全部', value: 'CityAll' },
            { label: withBadge('新建', counts.New), value: 'New' },
          ]}
        />
      )}
      <OrderQueryForm table={table} full warning={warning} />
      {/* 新建工单 is a push by the city: its code is 派单's (the call's access) */}
      <Access codes={permissionOf('dispatch')}>
        <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={() => setCreating(true)}>
          新建工单
        </Button>
      </Access>
      <Table<OrderRow> {...table.tableProps} columns={columns} scroll={{ x: 2190 }} size="middle" />
      <AuditModal order={auditing} onClose={() => setAuditing(undefined)} renderForm={renderForm} />
      <RatingModal order={rating} onClose={() => setRating(undefined)} />
      <NewOrderModal open={creating} onClose={() => setCreating(false)} />
      <UrgeModal order={urging} onClose={() => setUrging(undefined)} />
    </Card>
  );
}
