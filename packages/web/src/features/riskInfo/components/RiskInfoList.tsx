import { useState } from 'react';
import { Link } from 'react-router';
import {
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  Popconfirm,
  Select,
  Table,
  Tag,
  Tooltip,
  type TableColumnsType,
} from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { riskInfoCalls } from '@risk/shared/api/riskInfo';
import { COMPANY_STATUS, RISK_DEGREE_LABEL } from '@risk/shared/pool';
import type { RiskInfoRow } from '@risk/shared/api/riskInfo';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { CrudToolbar } from '../../../components/list-kit/CrudToolbar.tsx';
import { ImportButton } from '../../../components/list-kit/ImportButton.tsx';
import { ExportButton, TemplateButton } from '../../../components/list-kit/FileButtons.tsx';
import { StatCards } from '../../../components/list-kit/StatCards.tsx';
import { formatDay } from '../../../components/list-kit/format.ts';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { DictTag } from '../../../components/dict/DictTag.tsx';
import { useAccess } from '../../../lib/access.tsx';
import { useRiskInfoTotal } from '../api/get-risk-info-total.ts';
import { useDeleteRiskInfos, usePushRiskInfoCompany } from '../api/save-risk-info.ts';
import { useDimensionOptions } from '../api/get-dimension-options.ts';
import { RISK_DEGREE_OPTIONS, RiskInfoFormModal } from './RiskInfoFormModal.tsx';

const DEGREE_COLOR: Record<number, string> = { 0: 'blue', 1: 'orange', 2: 'red' };
const FIELD = { style: { width: 200 } };

interface Props {
  /** the company detail page of a row's company */
  detailPath: (row: RiskInfoRow) => string;
}

/** 风险信息: the risk signals of the pool's companies; `?creditCode=` (linked from the pool) narrows it to one company. */
export function RiskInfoList({ detailPath }: Props) {
  const table = useResourceTable(riskInfoCalls.list);
  const totals = useRiskInfoTotal();
  const remove = useDeleteRiskInfos();
  const push = usePushRiskInfoCompany();
  const client = useQueryClient();
  const { can } = useAccess();
  const [editing, setEditing] = useState<{ row?: RiskInfoRow } | undefined>();
  const dimensions = useDimensionOptions();

  const columns: TableColumnsType<RiskInfoRow> = [
    {
      title: '公司名称',
      dataIndex: 'companyName',
      fixed: 'left',
      width: 220,
      render: (name: string, row) => <Link to={detailPath(row)}>{name}</Link>,
    },
    { title: '统一社会信用代码', dataIndex: 'creditCode', width: 190 },
    { title: '注册地', dataIndex: 'registrationPlace', width: 100 },
    { title: '派单区县', dataIndex: 'companyRegion', width: 100 },
    {
      title: '风险点',
      dataIndex: 'riskPoint',
      width: 110,
      render: (v: string) => <DictTag dict="risk_dot" value={v} />,
    },
    {
      title: '风险程度',
      dataIndex: 'riskDegree',
      width: 90,
      align: 'center',
      render: (v: number) => <Tag color={DEGREE_COLOR[v]}>{RISK_DEGREE_LABEL[v] ?? v}</Tag>,
    },
    {
      title: '风险类别',
      dataIndex: 'category',
      width: 110,
      render: (v: string) => <DictTag dict="risk_category" value={v} />,
    },
    { title: '风险维度', dataIndex: 'riskDimensionName', width: 120 },
    {
      title: '风险内容',
      dataIndex: 'content',
      width: 280,
      ellipsis: { showTitle: false },
      render: (v: string) => (
        <Tooltip placement="topLeft" title={v}>
          {v}
        </Tooltip>
      ),
    },
    { title: '信息来源', dataIndex: 'source', width: 120 },
    { title: '纳入时间', dataIndex: 'includedTime', width: 120, ...table.sorter('includedTime'), render: formatDay },
    ...(can(['riskCompanyInfo:edit', 'riskCompanyInfo:push'])
      ? [
          {
            title: '操作',
            key: 'actions',
            fixed: 'right' as const,
            width: 120,
            render: (_: unknown, row: RiskInfoRow) => (
              <>
                {can('riskCompanyInfo:edit') && (
                  <Button type="link" size="small" onClick={() => setEditing({ row })}>
                    编辑
                  </Button>
                )}
                {/* 推送: the record's company to the city, offered while the company is 未推送 (the pool's rule) */}
                {can('riskCompanyInfo:push') && row.companyStatus === COMPANY_STATUS.NOT_PUSHED && (
                  <Popconfirm
                    title={`确定推送「${row.companyName}」吗？`}
                    onConfirm={() => push.mutateAsync(row.riskCompanyId).catch(() => undefined)}
                  >
                    <Button type="link" size="small">
                      推送
                    </Button>
                  </Popconfirm>
                )}
              </>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card variant="borderless">
      <StatCards
        loading={totals.isLoading}
        items={[
          { title: '风险信息总数', value: totals.data?.total ?? 0, suffix: '条' },
          { title: '重点关注', value: totals.data?.focusTotal ?? 0, suffix: '条' },
        ]}
      />
      <QueryForm table={table} dateRanges={['includedTime']}>
        <Form.Item name="companyName" label="公司名称">
          <Input placeholder="请输入公司名称" allowClear {...FIELD} />
        </Form.Item>
        <Form.Item name="creditCode" label="信用代码">
          <Input placeholder="请输入统一社会信用代码" allowClear {...FIELD} />
        </Form.Item>
        <Form.Item name="registrationPlace" label="注册地">
          <DictSelect dict="global_regoin" placeholder="请选择注册地" {...FIELD} />
        </Form.Item>
        <Form.Item name="companyRegion" label="派单区县">
          <DictSelect dict="global_regoin" placeholder="请选择派单区县" {...FIELD} />
        </Form.Item>
        <Form.Item name="riskPoint" label="风险点">
          <DictSelect dict="risk_dot" placeholder="请选择风险点" {...FIELD} />
        </Form.Item>
        <Form.Item name="riskDegree" label="风险程度">
          <Select
            options={RISK_DEGREE_OPTIONS.map((o) => ({ ...o, value: String(o.value) }))}
            allowClear
            placeholder="请选择风险程度"
            style={{ width: 150 }}
          />
        </Form.Item>
        <Form.Item name="riskDimensionName" label="风险维度">
          <Select allowClear placeholder="请选择风险维度" options={dimensions.options} {...FIELD} />
        </Form.Item>
        <Form.Item name="includedTime" label="纳入时间">
          <DatePicker.RangePicker style={{ width: 260 }} />
        </Form.Item>
      </QueryForm>
      <CrudToolbar
        module="riskCompanyInfo"
        codes={{ del: ['riskCompanyInfo:del', 'riskCompany:delRiskInfo'] }}
        onAdd={() => setEditing({})}
        selected={table.selection.selectedRowKeys}
        onDelete={(ids) => remove.mutateAsync(ids)}
        onDeleted={table.selection.clear}
      >
        {can('riskCompanyInfo:upload') && (
          <ImportButton
            call={riskInfoCalls.importExcel}
            onImported={() => void client.invalidateQueries({ queryKey: [riskInfoCalls.list.area] })}
          />
        )}
        {can('riskCompanyInfo:upload') && (
          <TemplateButton call={riskInfoCalls.template} fileName="风险信息导入模板.xlsx" />
        )}
        {can('riskCompanyInfo:downLoad') && (
          <ExportButton call={riskInfoCalls.download} params={table.filters} fileName="风险信息.xlsx" />
        )}
      </CrudToolbar>
      <Table<RiskInfoRow>
        {...table.tableProps}
        columns={columns}
        rowSelection={table.selection.rowSelection}
        scroll={{ x: 1800 }}
        size="middle"
      />
      <RiskInfoFormModal open={!!editing} editing={editing?.row} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
