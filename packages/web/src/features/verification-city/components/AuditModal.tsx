import { useEffect, useState, type ReactNode } from 'react';
import { Button, Form, Input, Modal, Space } from 'antd';
import { useAccess } from '../../../lib/access.tsx';
import { useReviewOrder } from '../api/order-actions.ts';
import type { OrderRow } from '@risk/shared/api/verification';
import { permissionOf } from '../model/order-checks.ts';

interface Props {
  order?: OrderRow;
  onClose: () => void;
  /** the submitted verification form, read-only (composed by the page) */
  renderForm: (orderId: number) => ReactNode;
}

/** 审核: the district's submitted form, then 通过 or 退回 with an explanation the district will read. */
export function AuditModal({ order, onClose, renderForm }: Props) {
  const { can } = useAccess();
  const review = useReviewOrder();
  const [explain, setExplain] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    setExplain('');
    setMissing(false);
  }, [order?.id]);

  const decide = (pass: boolean) => {
    const auditExplain = explain.trim();
    if (!pass && !auditExplain) {
      setMissing(true);
      return;
    }
    review.mutateAsync({ id: order!.id, pass, auditExplain: auditExplain || undefined }).then(onClose, () => undefined);
  };

  return (
    <Modal
      title={order ? `审核核实情况：${order.companyName}` : '审核核实情况'}
      open={!!order}
      onCancel={onClose}
      width={860}
      mask={{ closable: false }}
      footer={
        <Space>
          <Button onClick={onClose}>取消</Button>
          {can(permissionOf('reviewReturn')) && (
            <Button danger loading={review.isPending} onClick={() => decide(false)}>
              退回
            </Button>
          )}
          {can(permissionOf('reviewPass')) && (
            <Button type="primary" loading={review.isPending} onClick={() => decide(true)}>
              通过
            </Button>
          )}
        </Space>
      }
    >
      {order && renderForm(order.id)}
      <Form layout="vertical" style={{ marginTop: 16 }}>
        <Form.Item
          label="审核说明（退回时必填）"
          validateStatus={missing ? 'error' : undefined}
          help={missing ? '请填写退回说明' : undefined}
        >
          <Input.TextArea
            rows={3}
            maxLength={500}
            showCount
            value={explain}
            placeholder="请输入审核说明"
            onChange={(e) => {
              setExplain(e.target.value);
              setMissing(false);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
