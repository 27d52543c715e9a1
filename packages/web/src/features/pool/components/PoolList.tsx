import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Card, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { StatCards } from '../../../components/list-kit/StatCards.tsx';
import { formatDay } from '../../../components/list-kit/format.ts';
import { DictTag } from '../../../components/dict/DictTag.tsx';
import { notify } from '../../../lib/notify.ts';
import type { PoolCompanyRow } from '@risk/shared/api/pool';
import { poolCalls } from '@risk/shared/api/pool';
import { usePoolTotal } from '../api/get-pool-total.ts';
import { detailRefusal } from '../model/pool-checks.ts';
import { usePoolViewer } from '../model/use-pool-viewer.ts';
import { CompanyFormModal, type CompanyPickerProps } from './CompanyFormModal.tsx';
import { EvaluationHistoryDrawer } from './EvaluationHistoryDrawer.tsx';
import { PoolQueryForm } from './PoolQueryForm.tsx';
import { PoolRowActions } from './PoolRowActions.tsx';
import { PoolToolbar } from './PoolToolbar.tsx';
import { RegionModal } from './RegionModal.tsx';

interface Props {
  /** the company detail page of a row */
  detailPath: (row: PoolCompanyRow) => string;
  /** the risk-information list filtered by a row's company; none when the user has no such page */
  riskInfoPath?: (row: PoolCompanyRow) => string;
  /** opens the add-risk-information form (composed by the page), for a company or to choose one */
  onAddRiskInfo?: (company?: PoolCompanyRow) => void;
  /** the row's 评价 item: who may evaluate and the form the page composes */
  evaluate?: { codes: readonly string[]; open: (row: PoolCompanyRow) => void };
  /** the registry search box of the add form */
  renderPicker: (props: CompanyPickerProps) => ReactNode;
}

const yesNo = (v: boolean | undefined) => (v ? <Tag color="red">是</Tag> : <Tag>否</Tag>);

/** 风险企业库: the pool list with its statistic cards, filters, header and row actions. */
export function PoolList({ detailPath, riskInfoPath, onAddRiskInfo, evaluate, renderPicker }: Props) {
  const viewer = usePoolViewer();
  const navigate = useNavigate();
  const client = useQueryClient();
  // roles 2 and 3 start with their preset status filter wherever the address names no status (the
  // menu, a typed address, a bookmark, 重置): the first call already asks with it
  const table = useResourceTable(poolCalls.list, {
    defaultFilters: viewer.presetStatuses && { status: viewer.presetStatuses.map(String) },
  });
  const totals = usePoolTotal();
  const [editing, setEditing] = useState<{ row?: PoolCompanyRow } | undefined>();
  const [historyOf, setHistoryOf] = useState<PoolCompanyRow>();
  const [regionOf, setRegionOf] = useState<PoolCompanyRow>();

  const openDetail = (row: PoolCompanyRow) => {
    const refusal = detailRefusal(row);
    if (refusal) notify.warning(refusal);
    else navigate(detailPath(row));
  };

  const columns: TableColumnsType<PoolCompanyRow> = [
    {
      title: '公司名称',
      dataIndex: 'companyName',
      fixed: 'left',
      width: 230,
      render: (name: string, row) => <Typography.Link onClick={() => openDetail(row)}>{name}</Typography.Link>,
    },
    { title: '统一社会信用代码', dataIndex: 'creditCode', width: 180 },
    { title: '注册地', dataIndex: 'registrationPlace', width: 100 },
    ...(viewer.isDistrict ? [] : [{ title: '派单区县', dataIndex: 'companyRegion', width: 100 }]),
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (v: number) => <DictTag dict="company_status" value={v} color="blue" />,
    },
    {
      title: '工商匹配',
      dataIndex: 'isMatch',
      width: 90,
      align: 'center',
      render: (v: boolean) => (v ? <Tag color="green">是</Tag> : <Tag>否</Tag>),
    },
    {
      title: '风险信息数',
      dataIndex: 'riskCompanyInfoCount',
      width: 100,
      align: 'center',
      render: (n: number, row) => (riskInfoPath ? <Link to={riskInfoPath(row)}>{n}</Link> : n),
    },
    {
      title: '风险类别',
      dataIndex: 'type',
      width: 250,
      render: (v: string | null) => (
        <div style={{ display: 'flex', flexWrap: 'wrap', rowGap: 4 }}>
          <DictTag dict="risk_category" value={v} color="orange" />
        </div>
      ),
    },
    ...(viewer.cards.focus
      ? [{ title: '重点关注', dataIndex: viewer.focusField, width: 90, align: 'center' as const, render: yesNo }]
      : []),
    ...(viewer.cards.specialFollow
      ? [{ title: '特别关注', dataIndex: 'specialFollow', width: 90, align: 'center' as const, render: yesNo }]
      : []),
    { title: '纳入时间', dataIndex: 'includedTime', width: 120, ...table.sorter('includedTime'), render: formatDay },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <PoolRowActions
          row={row}
          viewer={viewer}
          onEdit={(r) => setEditing({ row: r })}
          onHistory={setHistoryOf}
          onRegion={setRegionOf}
          onAddRiskInfo={onAddRiskInfo}
          evaluate={evaluate}
        />
      ),
    },
  ];

  const selected = table.items.filter((r) => table.selection.selectedRowKeys.includes(r.id));
  const t = totals.data;

  return (
    <Card variant="borderless">
      <StatCards
        loading={totals.isLoading}
        items={[
          { title: '企业总数', value: t?.allTotal ?? 0, suffix: '家' },
          { title: '已匹配', value: t?.isMatchTotal ?? 0, suffix: '家' },
          { title: '未匹配', value: t?.noMatchTotal ?? 0, suffix: '家' },
          { title: '重点关注', value: t?.focusTotal ?? 0, suffix: '家', hidden: !viewer.cards.focus },
          { title: '特别关注', value: t?.specialFollowNum ?? 0, suffix: '家', hidden: !viewer.cards.specialFollow },
        ]}
      />
      <PoolQueryForm table={table} viewer={viewer} />
      <PoolToolbar
        selected={selected}
        clearSelection={table.selection.clear}
        filters={table.filters}
        onAdd={() => setEditing({})}
        onAddRiskInfo={onAddRiskInfo}
        onImported={() => void client.invalidateQueries({ queryKey: [poolCalls.list.area] })}
      />
      <Table<PoolCompanyRow>
        {...table.tableProps}
        columns={columns}
        rowSelection={table.selection.rowSelection}
        scroll={{ x: 'max-content' }}
        tableLayout="auto"
        size="middle"
      />
      <CompanyFormModal
        open={!!editing}
        editing={editing?.row}
        region={viewer.region}
        onClose={() => setEditing(undefined)}
        renderPicker={renderPicker}
      />
      <EvaluationHistoryDrawer company={historyOf} onClose={() => setHistoryOf(undefined)} />
      <RegionModal company={regionOf} region={viewer.region} onClose={() => setRegionOf(undefined)} />
    </Card>
  );
}
