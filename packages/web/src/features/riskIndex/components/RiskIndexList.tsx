import { useState } from 'react';
import { Button, Card, DatePicker, Form, InputNumber, Select, Table, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  QUARTER_LABELS,
  QUARTERS,
  RISK_INDEX_FIELDS,
  RISK_INDEX_YEAR_MAX,
  RISK_INDEX_YEAR_MIN,
  riskIndexBody,
  type RiskIndexRow,
} from '@risk/shared/schemas/monitor-config';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { CrudToolbar } from '../../../components/list-kit/CrudToolbar.tsx';
import { FormModal } from '../../../components/list-kit/FormModal.tsx';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { useAccess } from '../../../lib/access.tsx';
import { requiredFrom, rulesFrom } from '../../../lib/form-rules.ts';
import {
  RISK_INDEX_DEFAULT_SORT,
  RISK_INDEX_SORTABLE,
  RISK_INDEX_URL,
  useDeleteRiskIndexes,
  useSaveRiskIndex,
} from '../api/risk-index.ts';

const QUARTER_OPTIONS = QUARTERS.map((q) => ({ value: q, label: QUARTER_LABELS[q] }));
const INDEX_KEYS = Object.keys(RISK_INDEX_FIELDS) as (keyof typeof RISK_INDEX_FIELDS)[];

interface FormValues {
  year: Dayjs;
  quarterly: number;
  fissIndex: number;
  fiseIndex: number;
  esIndex: number;
  eeIndex: number;
}

/** 风险指数: the quarterly satisfaction and status indices the dashboards draw as a line. */
export function RiskIndexList() {
  const table = useResourceTable<RiskIndexRow>(RISK_INDEX_URL, {
    sortable: RISK_INDEX_SORTABLE,
    defaultSort: RISK_INDEX_DEFAULT_SORT,
  });
  const save = useSaveRiskIndex();
  const remove = useDeleteRiskIndexes();
  const { can } = useAccess();
  const [editing, setEditing] = useState<{ row?: RiskIndexRow } | undefined>();
  const initial = editing?.row ? { ...editing.row, year: dayjs(`${editing.row.year}-01-01`) } : undefined;

  const columns: TableColumnsType<RiskIndexRow> = [
    { title: '年份', dataIndex: 'year', width: 90, ...table.sorter('year') },
    {
      title: '季度',
      dataIndex: 'quarterly',
      width: 100,
      ...table.sorter('quarterly'),
      render: (q: number) => QUARTER_LABELS[q] ?? q,
    },
    ...INDEX_KEYS.map((key) => ({
      title: RISK_INDEX_FIELDS[key],
      dataIndex: key,
      width: 150,
      align: 'right' as const,
      ...table.sorter(key),
      render: (v: number) => v.toFixed(2),
    })),
    { title: '创建时间', dataIndex: 'createTime', width: 170, ...table.sorter('createTime'), render: formatDateTime },
    ...(can('riskIndex:edit')
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 80,
            render: (_: unknown, row: RiskIndexRow) => (
              <Button type="link" size="small" onClick={() => setEditing({ row })}>
                编辑
              </Button>
            ),
          },
        ]
      : []),
  ];

  const submit = ({ year, ...values }: FormValues) =>
    save.mutateAsync({ id: editing?.row?.id, input: { ...values, year: year.year() } });

  return (
    <Card variant="borderless">
      <QueryForm table={table}>
        <Form.Item name="year" label="年份">
          <Select
            allowClear
            placeholder="请选择年份"
            style={{ width: 160 }}
            options={Array.from({ length: 8 }, (_, i) => {
              const y = String(new Date().getFullYear() + 1 - i);
              return { value: y, label: y };
            })}
          />
        </Form.Item>
        <Form.Item name="quarterly" label="季度">
          <Select
            allowClear
            placeholder="请选择季度"
            style={{ width: 160 }}
            options={QUARTER_OPTIONS.map((o) => ({ ...o, value: String(o.value) }))}
          />
        </Form.Item>
      </QueryForm>
      <CrudToolbar
        module="riskIndex"
        onAdd={() => setEditing({})}
        selected={table.selection.selectedRowKeys}
        onDelete={(ids) => remove.mutateAsync(ids)}
        onDeleted={table.selection.clear}
      />
      <Table<RiskIndexRow>
        {...table.tableProps}
        columns={columns}
        rowSelection={table.selection.rowSelection}
        scroll={{ x: 1100 }}
        size="middle"
      />
      <FormModal<FormValues>
        title={editing?.row ? '编辑风险指数' : '新增风险指数'}
        open={!!editing}
        initialValues={initial}
        onClose={() => setEditing(undefined)}
        onSubmit={submit}
        width={520}
      >
        <Form.Item label="年份" name="year" rules={requiredFrom(riskIndexBody.shape.year)}>
          <DatePicker
            picker="year"
            placeholder="请选择年份"
            style={{ width: '100%' }}
            disabledDate={(d) => d.year() < RISK_INDEX_YEAR_MIN || d.year() > RISK_INDEX_YEAR_MAX}
          />
        </Form.Item>
        <Form.Item label="季度" name="quarterly" rules={requiredFrom(riskIndexBody.shape.quarterly)}>
          <Select placeholder="请选择季度" options={QUARTER_OPTIONS} />
        </Form.Item>
        {INDEX_KEYS.map((key) => (
          <Form.Item
            key={key}
            label={RISK_INDEX_FIELDS[key]}
            name={key}
            labelCol={{ flex: '150px' }}
            rules={rulesFrom(riskIndexBody.shape[key])}
          >
            <InputNumber min={0} max={100} precision={2} placeholder="0–100" style={{ width: '100%' }} />
          </Form.Item>
        ))}
      </FormModal>
    </Card>
  );
}
