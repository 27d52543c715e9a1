import { useState } from 'react';
import { App, Button, DatePicker, Input, InputNumber, Space, Table, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { DISPOSAL_RECORD_TYPES, type DisposalRecordType } from '@risk/shared/disposal';
import type { DisposalRecord } from '@risk/shared/api/disposal';
import { notify } from '../../../lib/notify.ts';
import { useDeleteDisposalRecords, useSaveDisposalRecord } from '../api/disposal-records.ts';
import { RECORD_FIELDS, type RecordField } from '../model/record-fields.ts';
import {
  addRow,
  editRow,
  saveRow,
  type EditingKey,
  type OpenedRow,
  type RecordValues as Values,
  type Refusal,
} from '../model/record-editing.ts';

interface Props {
  disposalId: number;
  type: DisposalRecordType;
  records: DisposalRecord[];
  editable: boolean;
}

function Editor({ field, value, onChange }: { field: RecordField; value: unknown; onChange: (v: unknown) => void }) {
  if (field.kind === 'date')
    return (
      <DatePicker
        value={value ? dayjs(value as string) : null}
        onChange={(d) => onChange(d ? d.format('YYYY-MM-DD') : undefined)}
        style={{ width: '100%' }}
      />
    );
  if (field.kind === 'number')
    return (
      <InputNumber
        value={value as number | null}
        min={0}
        precision={0}
        onChange={(v) => onChange(v ?? undefined)}
        style={{ width: '100%' }}
      />
    );
  if (field.kind === 'longText')
    return (
      <Input.TextArea
        value={value as string}
        autoSize={{ minRows: 1, maxRows: 4 }}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  return <Input value={value as string} onChange={(e) => onChange(e.target.value)} />;
}

/** One disposal tab: dated records, each row edited in place (添加 / 编辑 / 保存 / 删除) when the district may edit. */
export function RecordTable({ disposalId, type, records, editable }: Props) {
  const { modal } = App.useApp();
  const save = useSaveDisposalRecord();
  const remove = useDeleteDisposalRecords();
  const [editing, setEditing] = useState<EditingKey>();
  const [draft, setDraft] = useState<Values>({});
  const spec = DISPOSAL_RECORD_TYPES[type];

  const rows: (DisposalRecord | (Values & { id: 'new' }))[] = editing === 'new' ? [{ id: 'new' }, ...records] : records;

  const open = (next: OpenedRow | Refusal) => {
    if ('refused' in next) {
      notify.warning(next.refused, 2.5);
      return;
    }
    setDraft(next.draft);
    setEditing(next.editing);
  };
  const add = () => open(addRow(editing));
  const edit = (record: DisposalRecord) => open(editRow(type, editing, record));

  const submit = async () => {
    const checked = saveRow(type, disposalId, draft);
    if ('refused' in checked) {
      notify.warning(checked.refused, 2.5);
      return;
    }
    await save.mutateAsync({ id: editing === 'new' ? undefined : editing, body: checked.body });
    setEditing(undefined);
  };

  const confirmDelete = (record: DisposalRecord) =>
    modal.confirm({
      title: '提示',
      content: `确定删除这条${spec.label}记录吗？`,
      onOk: () => remove.mutateAsync([record.id]).catch(() => undefined),
    });

  const columns: TableColumnsType<(typeof rows)[number]> = [
    ...RECORD_FIELDS[type].map((field) => ({
      title: field.title,
      key: field.key,
      width: field.width,
      render: (_: unknown, row: (typeof rows)[number]) =>
        row.id === editing ? (
          <Editor
            field={field}
            value={draft[field.key]}
            onChange={(v) => setDraft((d) => ({ ...d, [field.key]: v }))}
          />
        ) : (
          <Typography.Paragraph
            style={{ margin: 0, whiteSpace: 'pre-wrap' }}
            ellipsis={field.kind === 'longText' ? { rows: 3, expandable: true } : false}
          >
            {String(row[field.key] ?? '')}
          </Typography.Paragraph>
        ),
    })),
    ...(editable
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 130,
            render: (_: unknown, row: (typeof rows)[number]) =>
              row.id === editing ? (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    loading={save.isPending}
                    onClick={() => submit().catch(() => undefined)}
                  >
                    保存
                  </Button>
                  <Button type="link" size="small" onClick={() => setEditing(undefined)}>
                    取消
                  </Button>
                </Space>
              ) : (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => edit(row as DisposalRecord)}>
                    编辑
                  </Button>
                  <Button type="link" size="small" danger onClick={() => confirmDelete(row as DisposalRecord)}>
                    删除
                  </Button>
                </Space>
              ),
          },
        ]
      : []),
  ];

  return (
    <>
      {editable && (
        <Button type="primary" icon={<PlusOutlined />} onClick={add} style={{ marginBottom: 12 }}>
          添加
        </Button>
      )}
      <Table
        rowKey="id"
        size="middle"
        dataSource={rows}
        columns={columns}
        pagination={false}
        locale={{ emptyText: `暂无${spec.label}记录` }}
      />
    </>
  );
}
