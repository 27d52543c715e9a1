import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, Card, DatePicker, Form, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import {
  DISPOSAL_LIST_POOL_STATUSES,
  DISPOSAL_STATUS_LABEL,
  isDisposalListStatus,
  type DisposalListStatus,
} from '@risk/shared/disposal';
import { UNRATED, WARNING_LEVELS } from '@risk/shared/verification';
import type { DisposalRow } from '@risk/shared/api/disposal';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { StatCards } from '../../../components/list-kit/StatCards.tsx';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { DictTag } from '../../../components/dict/DictTag.tsx';
import { useDict } from '../../../components/dict/use-dict.ts';
import { disposalCalls } from '@risk/shared/api/disposal';
import { useDisposalStatics } from '../api/get-disposal-statics.ts';
import { DISPOSAL_STATUS_BADGE } from '../model/disposal-status.ts';
import type { DisposalByStatus } from '../model/status-path.ts';
import { countPair } from '../../../lib/count-pair.ts';
import { deadlineColumn } from '../../../components/timeliness/DeadlineCell.tsx';
import { TimelinessField } from '../../../components/timeliness/TimelinessField.tsx';
import { DisposalUrgeButton } from './DisposalUrgeButton.tsx';

interface Props {
  /** city: every district (and the 派单区县 column); county: its own district */
  scope: 'city' | 'county';
  companyPath: (row: DisposalRow) => string;
  detailPath: (row: DisposalRow) => string;
  /** 裁员统计, 存档 and 评价 of a row (composed by the page from the archive feature) */
  renderCaseActions: (row: DisposalRow) => ReactNode;
  /** the list opened on one company status (the route disposal/{status}) */
  byStatus?: DisposalByStatus;
  /** the list of one company status, where the 企业状态 tag leads */
  statusPath?: (status: DisposalListStatus) => string;
}

const FIELD = { style: { width: 200 } };
const LEVEL_OPTIONS = [...WARNING_LEVELS, UNRATED].map((l) => ({ label: l, value: l }));
const LEVEL_COLOR: Record<string, string> = { 一级: 'red', 二级: 'orange', 三级: 'gold' };
const count = (n: number) => (n > 0 ? <Tag color="blue">{n}</Tag> : <span style={{ color: '#bbb' }}>0</span>);

/** 市级联动处置 / 区县联动处置: the disposal orders with their cards, filters and row actions. */
export function DisposalList({ scope, companyPath, detailPath, renderCaseActions, byStatus, statusPath }: Props) {
  const companyStatus = useDict('company_status');
  const poolStatusOptions = DISPOSAL_LIST_POOL_STATUSES.map((s) => ({
    label: companyStatus.label(s),
    value: String(s),
  }));
  const table = useResourceTable(disposalCalls.list, { params: byStatus && { status: byStatus.status } });
  const statics = useDisposalStatics(scope);
  const s = statics.data;
  const city = scope === 'city';

  const columns: TableColumnsType<DisposalRow> = [
    {
      title: '公司名称',
      dataIndex: 'companyName',
      fixed: 'left',
      width: 240,
      render: (name: string, row) => <Link to={companyPath(row)}>{name}</Link>,
    },
    {
      title: '工商/社保信息',
      key: 'registry',
      width: 110,
      align: 'center',
      render: (_, row) => <Link to={companyPath(row)}>查看</Link>,
    },
    { title: '注册地', dataIndex: 'registrationPlace', width: 90 },
    ...(city ? [{ title: '派单区县', dataIndex: 'region', width: 90 }] : []),
    { title: '预警等级', dataIndex: 'level', width: 90, render: (v: string) => <Tag color={LEVEL_COLOR[v]}>{v}</Tag> },
    {
      title: '处置状态',
      dataIndex: 'status',
      width: 100,
      render: (v: number) => <Badge status={DISPOSAL_STATUS_BADGE[v]} text={DISPOSAL_STATUS_LABEL[v]} />,
    },
    {
      title: '企业状态',
      dataIndex: 'poolStatus',
      width: 90,
      render: (v: number) => {
        const tag = <DictTag dict="company_status" value={v} color="blue" />;
        return statusPath && isDisposalListStatus(v) ? <Link to={statusPath(v)}>{tag}</Link> : tag;
      },
    },
    deadlineColumn<DisposalRow>(table.sorter('deadline')),
    { title: '约谈', dataIndex: 'talkNum', width: 70, align: 'center', render: count },
    { title: '裁员和维稳', dataIndex: 'downsizingNum', width: 100, align: 'center', render: count },
    { title: '对接服务', dataIndex: 'serverNum', width: 90, align: 'center', render: count },
    { title: '办结时间', dataIndex: 'finishTime', width: 170, ...table.sorter('finishTime'), render: formatDateTime },
    { title: '存档时间', dataIndex: 'archiveTime', width: 170, ...table.sorter('archiveTime'), render: formatDateTime },
    {
      title: '评价时间',
      dataIndex: 'evaluateTime',
      width: 170,
      ...table.sorter('evaluateTime'),
      render: formatDateTime,
    },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Link to={detailPath(row)} style={{ padding: '0 7px', fontSize: 14 }}>
            处置信息
          </Link>
          {city && <DisposalUrgeButton row={row} />}
          {renderCaseActions(row)}
        </Space>
      ),
    },
  ];

  return (
    <Card
      variant="borderless"
      title={byStatus && `联动处置 · ${companyStatus.label(byStatus.status)}`}
      extra={byStatus && <Link to={byStatus.allPath}>全部状态</Link>}
    >
      <StatCards
        loading={statics.isLoading}
        items={[
          { title: '联动处置企业总数量', value: s?.disposeCompNum ?? 0, suffix: '家' },
          { title: '待处置', value: s?.unPending ?? 0, suffix: '家' },
          { title: '约谈（企业/总次数）', value: countPair(s?.interviewNum ?? 0, s?.allInterviewNum ?? 0) },
          { title: '裁员和维稳', value: s?.stabilityNum ?? 0, suffix: '家' },
          { title: '对接服务（企业/总次数）', value: countPair(s?.dockNum ?? 0, s?.allDockNum ?? 0) },
        ]}
      />
      <QueryForm table={table} arrays={['status']} dateRanges={['createTime']}>
        <Form.Item name="companyName" label="公司名称">
          <Input placeholder="请输入公司名称" allowClear {...FIELD} />
        </Form.Item>
        {city && (
          <Form.Item name="region" label="派单区县">
            <DictSelect dict="global_regoin" placeholder="请选择派单区县" {...FIELD} />
          </Form.Item>
        )}
        <Form.Item name="registrationPlace" label="注册地">
          <DictSelect dict="global_regoin" placeholder="请选择注册地" {...FIELD} />
        </Form.Item>
        {!byStatus && (
          <Form.Item name="status" label="企业状态">
            <Select mode="multiple" options={poolStatusOptions} allowClear placeholder="请选择企业状态" {...FIELD} />
          </Form.Item>
        )}
        <Form.Item name="level" label="预警等级">
          <Select options={LEVEL_OPTIONS} allowClear placeholder="请选择预警等级" {...FIELD} />
        </Form.Item>
        <Form.Item name="createTime" label="创建时间">
          <DatePicker.RangePicker style={{ width: 260 }} />
        </Form.Item>
        <TimelinessField />
      </QueryForm>
      <Table<DisposalRow>
        {...table.tableProps}
        columns={columns}
        scroll={{ x: 'max-content' }}
        tableLayout="auto"
        size="middle"
      />
    </Card>
  );
}
