import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Card, Descriptions, Form, Input, Space, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import type { PoolCompanyRow } from '@risk/shared/api/pool';
import { isAdmin, USER_LEVEL } from '@risk/shared/levels';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { DictTag } from '../../../components/dict/DictTag.tsx';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { useSessionUser } from '../../../lib/session.ts';
import { poolCalls, SAVE_DEFAULT_SORT } from '@risk/shared/api/pool';
import type { CaseCompany } from '../model/case-checks.ts';
import { SAVE_TABS, type SaveTabKey } from '../model/save-tabs.ts';
import { CaseActions } from './CaseActions.tsx';
import { CaseDetailDrawer } from './CaseDetailDrawer.tsx';
import { EvaluationModal } from './EvaluationModal.tsx';

interface Props {
  companyPath: (row: PoolCompanyRow) => string;
  /** 评价历史 of a pool company (the pool's drawer, composed by the page) */
  renderHistory: (company: PoolCompanyRow | undefined, onClose: () => void) => ReactNode;
  /** the linked disposal's record tabs in the detail (the disposal feature's, composed by the page) */
  renderRecords?: (company: CaseCompany) => ReactNode;
}

const caseOf = (row: PoolCompanyRow): CaseCompany & { creditCode: string; region: string | null } => ({
  riskCompanyId: row.id,
  companyName: row.companyName,
  poolStatus: row.status,
  level: row.level,
  creditCode: row.creditCode,
  region: row.companyRegion,
});

/** 存档评价: the pool companies waiting to be archived or evaluated. */
export function SaveList({ companyPath, renderHistory, renderRecords }: Props) {
  const user = useSessionUser();
  const isDistrict = !isAdmin(user) && user?.level === USER_LEVEL.DISTRICT;
  const [tab, setTab] = useState<SaveTabKey>('archive');
  const status = SAVE_TABS.find((t) => t.key === tab)!.status;
  const table = useResourceTable(poolCalls.list, { defaultSort: SAVE_DEFAULT_SORT, params: { status } });
  const [detailOf, setDetailOf] = useState<PoolCompanyRow>();
  const [historyOf, setHistoryOf] = useState<PoolCompanyRow>();
  const [evaluating, setEvaluating] = useState<CaseCompany>();

  const historyButton = (row: PoolCompanyRow) => (
    <Button type="link" size="small" onClick={() => setHistoryOf(row)}>
      评价历史
    </Button>
  );

  const columns: TableColumnsType<PoolCompanyRow> = [
    {
      title: '公司名称',
      dataIndex: 'companyName',
      fixed: 'left',
      width: 240,
      render: (name: string, row) => <Link to={companyPath(row)}>{name}</Link>,
    },
    { title: '统一社会信用代码', dataIndex: 'creditCode', width: 180 },
    { title: '注册地', dataIndex: 'registrationPlace', width: 100 },
    ...(isDistrict ? [] : [{ title: '派单区县', dataIndex: 'companyRegion', width: 100 }]),
    {
      title: '预警等级',
      dataIndex: 'level',
      width: 90,
      render: (v: string) => <Tag color={v === '一级' ? 'red' : v === '二级' ? 'orange' : 'gold'}>{v}</Tag>,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (v: number) => <DictTag dict="company_status" value={v} color="blue" />,
    },
    { title: '定级时间', dataIndex: 'gradeTime', width: 170, ...table.sorter('gradeTime'), render: formatDateTime },
    { title: '存档时间', dataIndex: 'archiveTime', width: 170, render: formatDateTime },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setDetailOf(row)}>
            详情
          </Button>
          <CaseActions company={caseOf(row)} onEvaluate={setEvaluating} />
          {historyButton(row)}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as SaveTabKey);
          table.setFilters(table.filters);
        }}
        items={SAVE_TABS.map((t) => ({ key: t.key, label: t.label }))}
      />
      <QueryForm table={table}>
        <Form.Item name="companyName" label="公司名称">
          <Input placeholder="请输入公司名称" allowClear style={{ width: 200 }} />
        </Form.Item>
        {!isDistrict && (
          <Form.Item name="companyRegion" label="派单区县">
            <DictSelect dict="global_regoin" placeholder="请选择派单区县" style={{ width: 200 }} />
          </Form.Item>
        )}
        <Form.Item name="registrationPlace" label="注册地">
          <DictSelect dict="global_regoin" placeholder="请选择注册地" style={{ width: 200 }} />
        </Form.Item>
      </QueryForm>
      <Table<PoolCompanyRow>
        {...table.tableProps}
        columns={columns}
        scroll={{ x: 'max-content' }}
        tableLayout="auto"
        size="middle"
      />
      <CaseDetailDrawer
        company={detailOf && caseOf(detailOf)}
        onClose={() => setDetailOf(undefined)}
        renderRecords={renderRecords}
        renderEvaluation={(c) => (
          <Space orientation="vertical">
            <Descriptions size="small" column={2}>
              <Descriptions.Item label="存档时间">{formatDateTime(detailOf?.archiveTime)}</Descriptions.Item>
              <Descriptions.Item label="评价时间">{formatDateTime(detailOf?.evaluateTime)}</Descriptions.Item>
            </Descriptions>
            <Space>
              <CaseActions company={c} onEvaluate={setEvaluating} />
              {detailOf && historyButton(detailOf)}
            </Space>
          </Space>
        )}
      />
      <EvaluationModal company={evaluating} onClose={() => setEvaluating(undefined)} />
      {renderHistory(historyOf, () => setHistoryOf(undefined))}
    </Card>
  );
}
