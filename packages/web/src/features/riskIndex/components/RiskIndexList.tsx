import { useMemo } from 'react';
import { Button, DatePicker, Form, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  QUARTER_LABELS,
  QUARTERS,
  RISK_INDEX_FIELDS,
  RISK_INDEX_YEAR_MAX,
  RISK_INDEX_YEAR_MIN,
  riskIndexBody,
} from '@risk/shared/schemas/monitor-config';
import { riskIndexCalls, type RiskIndexRow } from '@risk/shared/api/content';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { requiredFrom, rulesFrom } from '../../../lib/form-rules.ts';
import { RecordList, type RecordFormProps } from '../../../components/records/RecordList.tsx';
import { RecordFormModal } from '../../../components/records/RecordFormModal.tsx';
import { useCallAccess } from '../../../components/records/record-calls.ts';
import { beijingYear } from '../../../lib/beijing-time.ts';

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

/** 新增 / 编辑 风险指数: one row per year and quarter. */
function RiskIndexFormModal({ editing, ...dialog }: RecordFormProps<RiskIndexRow>) {
  const initialValues = useMemo(
    () => (editing ? { ...editing, year: dayjs(`${editing.year}-01-01`) } : undefined),
    [editing],
  );
  return (
    <RecordFormModal<typeof riskIndexCalls, FormValues>
      {...dialog}
      calls={riskIndexCalls}
      noun="风险指数"
      editing={editing}
      initialValues={initialValues}
      toInput={({ year, ...values }) => ({ ...values, year: year.year() })}
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
    </RecordFormModal>
  );
}

/** 风险指数: the quarterly satisfaction and status indices the dashboards draw as a line. */
export function RiskIndexList() {
  const may = useCallAccess();

  return (
    <RecordList
      calls={riskIndexCalls}
      module="riskIndex"
      filters={
        <>
          <Form.Item name="year" label="年份">
            <Select
              allowClear
              placeholder="请选择年份"
              style={{ width: 160 }}
              options={Array.from({ length: 8 }, (_, i) => {
                const y = String(beijingYear() + 1 - i);
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
        </>
      }
      columns={({ table, edit }) => [
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
        {
          title: '创建时间',
          dataIndex: 'createTime',
          width: 170,
          ...table.sorter('createTime'),
          render: formatDateTime,
        },
        ...(may(riskIndexCalls.edit)
          ? [
              {
                title: '操作',
                key: 'actions',
                width: 80,
                render: (_: unknown, row: RiskIndexRow) => (
                  <Button type="link" size="small" onClick={() => edit(row)}>
                    编辑
                  </Button>
                ),
              },
            ]
          : []),
      ]}
      scrollX={1100}
      form={(dialog) => <RiskIndexFormModal {...dialog} />}
    />
  );
}
