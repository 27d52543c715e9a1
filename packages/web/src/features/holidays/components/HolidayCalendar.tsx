import { useMemo, useState } from 'react';
import {
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { HOLIDAY_KIND_LABEL, HOLIDAY_KINDS, holidayBody } from '@risk/shared/schemas/holidays';
import { type HolidayRow } from '@risk/shared/api/system';
import { FormModal } from '../../../components/list-kit/FormModal.tsx';
import { useAccess } from '../../../lib/access.tsx';
import { rulesFrom } from '../../../lib/form-rules.ts';
import { useDeleteHolidays, useHolidays, useSaveHoliday } from '../api/holidays.ts';
import { beijingYear } from '../../../lib/beijing-time.ts';

const WEEKDAY = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];
const KIND_OPTIONS = HOLIDAY_KINDS.map((k) => ({ value: k, label: HOLIDAY_KIND_LABEL[k] }));

interface HolidayInput {
  day: Dayjs;
  kind: HolidayRow['kind'];
  name: string;
}

/** 节假日: one year's official holidays and make-up working days, which working-day counts follow. */
export function HolidayCalendar() {
  const { can } = useAccess();
  const [year, setYear] = useState(() => beijingYear());
  const holidays = useHolidays(year);
  const save = useSaveHoliday();
  const remove = useDeleteHolidays();
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<{ row?: HolidayRow }>();
  const initialValues = useMemo<Partial<HolidayInput> | undefined>(
    () => (editing?.row ? { ...editing.row, day: dayjs(editing.row.day) } : editing ? { kind: 'holiday' } : undefined),
    [editing],
  );

  const columns: TableColumnsType<HolidayRow> = [
    { title: '日期', dataIndex: 'day', width: 140 },
    { title: '星期', key: 'weekday', width: 100, render: (_, r) => WEEKDAY[dayjs(r.day).day()] },
    {
      title: '类型',
      dataIndex: 'kind',
      width: 140,
      render: (k: HolidayRow['kind']) => <Tag color={k === 'holiday' ? 'red' : 'blue'}>{HOLIDAY_KIND_LABEL[k]}</Tag>,
    },
    { title: '名称', dataIndex: 'name' },
    ...(can(['holiday:edit', 'holiday:del'])
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 160,
            render: (_: unknown, r: HolidayRow) => (
              <Space size={0}>
                {can('holiday:edit') && (
                  <Button type="link" size="small" onClick={() => setEditing({ row: r })}>
                    编辑
                  </Button>
                )}
                {can('holiday:del') && (
                  <Popconfirm
                    title={`确定删除 ${r.day} 吗？`}
                    onConfirm={() => remove.mutateAsync([r.day]).catch(() => undefined)}
                  >
                    <Button type="link" size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card variant="borderless">
      <Space wrap style={{ marginBottom: 16 }}>
        <span>年份</span>
        <DatePicker
          picker="year"
          allowClear={false}
          value={dayjs().year(year)}
          onChange={(d) => d && (setYear(d.year()), setSelected([]))}
        />
        {can('holiday:add') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            新增
          </Button>
        )}
        {can('holiday:del') && (
          <Popconfirm
            title={`确定删除选中的 ${selected.length} 天吗？`}
            disabled={selected.length === 0}
            onConfirm={() =>
              remove.mutateAsync(selected).then(
                () => setSelected([]),
                () => undefined,
              )
            }
          >
            <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} loading={remove.isPending}>
              删除
            </Button>
          </Popconfirm>
        )}
      </Space>
      <Table<HolidayRow>
        rowKey="day"
        size="middle"
        columns={columns}
        dataSource={holidays.data ?? []}
        loading={holidays.isFetching}
        locale={{ emptyText: `${year} 年暂无节假日数据` }}
        rowSelection={
          can('holiday:del')
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }
            : undefined
        }
        pagination={{ pageSize: 20, showTotal: (n) => `共 ${n} 天`, hideOnSinglePage: true }}
      />
      <FormModal<HolidayInput>
        title={editing?.row ? '编辑节假日' : '新增节假日'}
        open={!!editing}
        initialValues={initialValues}
        onClose={() => setEditing(undefined)}
        onSubmit={(v) =>
          save.mutateAsync({
            editing: !!editing?.row,
            row: { day: v.day.format('YYYY-MM-DD'), kind: v.kind, name: v.name.trim() },
          })
        }
      >
        <Form.Item name="day" label="日期" rules={[{ required: true, message: '请选择日期' }]}>
          <DatePicker style={{ width: '100%' }} disabled={!!editing?.row} />
        </Form.Item>
        <Form.Item name="kind" label="类型" rules={[{ required: true, message: '请选择类型' }]}>
          <Select options={KIND_OPTIONS} />
        </Form.Item>
        <Form.Item name="name" label="名称" rules={rulesFrom(holidayBody.shape.name)}>
          <Input placeholder="如：春节、国庆节调休" />
        </Form.Item>
      </FormModal>
    </Card>
  );
}
