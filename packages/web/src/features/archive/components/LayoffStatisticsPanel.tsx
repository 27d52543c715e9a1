import { useState } from 'react';
import { Button, DatePicker, Form, Input, InputNumber, Space, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { layoffStatisticsBody } from '@risk/shared/disposal';
import { useAccess } from '../../../lib/access.tsx';
import { notify } from '../../../lib/notify.ts';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import type { LayoffStatisticsRow } from '@risk/shared/api/pool';
import { useAddLayoffStatistics, useLayoffStatistics } from '../api/layoff-statistics.ts';
import { LAYOFF_ADD_CODES } from '../model/case-checks.ts';
import { LayoffRatioChart } from './LayoffRatioChart.tsx';

const NUMBERS = [
  ['planNum', '计划裁员人数'],
  ['actualNum', '实际裁员人数'],
  ['standardNum', '按标准补偿人数'],
  ['noCompensationNum', '未补偿人数'],
  ['otherNum', '其他方式人数'],
] as const;

const columns: TableColumnsType<LayoffStatisticsRow> = [
  { title: '统计日期', dataIndex: 'statDate', width: 110 },
  ...NUMBERS.map(([key, title]) => ({ title, dataIndex: key, width: 90, align: 'center' as const })),
  { title: '备注', dataIndex: 'remark', ellipsis: true },
  { title: '录入时间', dataIndex: 'createTime', width: 170, render: formatDateTime },
];

/** 裁员统计 of one company: the latest entry's ratios, every entry by date, and (with the permission) a new entry. */
export function LayoffStatisticsPanel({ riskCompanyId }: { riskCompanyId: number }) {
  const { can } = useAccess();
  const { data = [], isLoading } = useLayoffStatistics(riskCompanyId);
  const add = useAddLayoffStatistics();
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm();
  const latest = [...data].sort((a, b) => b.statDate.localeCompare(a.statDate))[0];

  const submit = async () => {
    const { statDate, ...rest } = form.getFieldsValue() as { statDate?: Dayjs } & Record<string, unknown>;
    const parsed = layoffStatisticsBody.safeParse({
      ...rest,
      riskCompanyId,
      statDate: statDate?.format('YYYY-MM-DD'),
      remark: rest.remark || null,
    });
    if (!parsed.success) {
      notify.warning(parsed.error.issues[0].message, 2.5);
      return;
    }
    await add.mutateAsync(parsed.data);
    form.resetFields();
    setAdding(false);
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <LayoffRatioChart latest={latest} />
      {can(LAYOFF_ADD_CODES) &&
        (adding ? (
          <Form form={form} layout="inline" style={{ rowGap: 8 }}>
            <Form.Item name="statDate" label="统计日期" required>
              <DatePicker />
            </Form.Item>
            {NUMBERS.map(([key, label]) => (
              <Form.Item key={key} name={key} label={label} required>
                <InputNumber min={0} precision={0} style={{ width: 100 }} />
              </Form.Item>
            ))}
            <Form.Item name="remark" label="备注">
              <Input maxLength={500} style={{ width: 240 }} />
            </Form.Item>
            <Space>
              <Button type="primary" loading={add.isPending} onClick={() => submit().catch(() => undefined)}>
                保存
              </Button>
              <Button onClick={() => setAdding(false)}>取消</Button>
            </Space>
          </Form>
        ) : (
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            新增裁员统计
          </Button>
        ))}
      <Table<LayoffStatisticsRow>
        rowKey="id"
        size="small"
        loading={isLoading}
        dataSource={data}
        columns={columns}
        pagination={false}
        locale={{ emptyText: '暂无数据' }}
        scroll={{ x: 820 }}
      />
    </Space>
  );
}
