import { useState } from 'react';
import { Badge, Button, Card, Form, Input, Modal, Radio, Select, Table, type TableColumnsType } from 'antd';
import {
  DATA_APPLY_CONTENTS,
  DATA_APPLY_STATUS,
  DATA_APPLY_STATUS_LABEL,
  dataApplyBody,
  dataApplyReplyBody,
} from '@risk/shared/schemas/dataApply';
import type { DataApplyRow } from '@risk/shared/api/dataApply';
import { useAccess } from '../../../lib/access.tsx';
import { rulesFrom } from '../../../lib/form-rules.ts';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { useApplyForData, useCompanyApplies, useReplyToApply } from '../api/data-apply.ts';

export const STATUS_BADGE: Record<number, 'processing' | 'success' | 'error'> = {
  0: 'processing',
  1: 'success',
  2: 'error',
};

function ApplyModal({ riskCompanyId, open, onClose }: { riskCompanyId: number; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ applyContent: (typeof DATA_APPLY_CONTENTS)[number]; applyReason: string }>();
  const apply = useApplyForData();
  const submit = async () => {
    const values = await form.validateFields();
    await apply.mutateAsync({ riskCompanyId, ...values }).then(onClose, () => undefined);
  };
  return (
    <Modal
      title="申请数据"
      open={open}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={apply.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="applyContent" label="申请的数据" rules={[{ required: true, message: '请选择申请的数据' }]}>
          <Select placeholder="请选择" options={DATA_APPLY_CONTENTS.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item name="applyReason" label="申请理由" rules={rulesFrom(dataApplyBody.shape.applyReason)}>
          <Input.TextArea rows={3} placeholder="说明用途，如：核实裁员人数" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function ReplyModal({ row, onClose }: { row?: DataApplyRow; onClose: () => void }) {
  const [form] = Form.useForm<{ agree: boolean; replyContent: string }>();
  const reply = useReplyToApply();
  const submit = async () => {
    if (!row) return;
    const values = await form.validateFields();
    await reply.mutateAsync({ id: row.id, ...values }).then(onClose, () => undefined);
  };
  return (
    <Modal
      title={`答复：${row?.applyContent ?? ''}`}
      open={!!row}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={reply.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ agree: true }}>
        <Form.Item name="agree" label="是否同意">
          <Radio.Group
            options={[
              { value: true, label: '同意' },
              { value: false, label: '不同意' },
            ]}
          />
        </Form.Item>
        <Form.Item name="replyContent" label="答复内容" rules={rulesFrom(dataApplyReplyBody.shape.replyContent)}>
          <Input.TextArea rows={4} placeholder="同意时写明提供的数据或获取方式；不同意时写明理由" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 数据申请 of a company: the district applies (dataApply:apply), the city answers (dataApply:reply). */
export function DataApplyPanel({ riskCompanyId }: { riskCompanyId: number }) {
  const { can } = useAccess();
  const applies = useCompanyApplies(riskCompanyId);
  const [applying, setApplying] = useState(false);
  const [replying, setReplying] = useState<DataApplyRow | undefined>();

  const columns: TableColumnsType<DataApplyRow> = [
    { title: '申请的数据', dataIndex: 'applyContent', width: 120 },
    { title: '申请理由', dataIndex: 'applyReason', ellipsis: true },
    { title: '申请区县', dataIndex: 'region', width: 100 },
    { title: '申请人', dataIndex: 'createBy', width: 100 },
    { title: '申请时间', dataIndex: 'createTime', width: 170, render: formatDateTime },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (s: number) => <Badge status={STATUS_BADGE[s]} text={DATA_APPLY_STATUS_LABEL[s]} />,
    },
    { title: '答复', dataIndex: 'replyContent', ellipsis: true, render: (v: string | null) => v ?? '' },
    { title: '答复时间', dataIndex: 'replyTime', width: 170, render: formatDateTime },
    ...(can('dataApply:reply')
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 80,
            render: (_: unknown, row: DataApplyRow) =>
              row.status === DATA_APPLY_STATUS.PENDING && (
                <Button type="link" size="small" onClick={() => setReplying(row)}>
                  答复
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <Card
      title="数据申请"
      style={{ marginTop: 16 }}
      variant="borderless"
      extra={
        can('dataApply:apply') && (
          <Button type="primary" onClick={() => setApplying(true)}>
            申请数据
          </Button>
        )
      }
    >
      <Table<DataApplyRow>
        rowKey="id"
        size="small"
        loading={applies.isLoading}
        dataSource={applies.data ?? []}
        columns={columns}
        pagination={{ pageSize: 5, hideOnSinglePage: true }}
        scroll={{ x: 1100 }}
      />
      <ApplyModal riskCompanyId={riskCompanyId} open={applying} onClose={() => setApplying(false)} />
      <ReplyModal row={replying} onClose={() => setReplying(undefined)} />
    </Card>
  );
}
