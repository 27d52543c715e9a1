import { useEffect } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { verificationCalls as calls } from '@risk/shared/api/verification';
import { disposalCalls } from '@risk/shared/api/disposal';
import type { UrgeBody } from '@risk/shared/schemas/timeliness';
import { api } from '../../lib/http.ts';
import { beijing } from '../../lib/beijing-time.ts';
import { useListMutation } from '../list-kit/use-list-mutation.ts';

interface Props {
  /** the verification order urged; the dialog is open while set */
  order: { id: number; companyName: string; region: string | null; deadline: string | null } | undefined;
  onClose: () => void;
}

/**
 * 催办: the city reminds the district holding an order's step, with a text its users read in their
 * notices. Shared by 市级核实 and the city's 联动处置, which urge the same verification order.
 */
export function UrgeModal({ order, onClose }: Props) {
  const [form] = Form.useForm<UrgeBody>();
  const urge = useListMutation(
    calls.urge,
    ({ id, ...body }: { id: number } & UrgeBody) => api.write(calls.urge, { params: { id }, body }),
    [disposalCalls.list],
  );
  useEffect(() => {
    if (order) form.resetFields();
  }, [order, form]);

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await urge.mutateAsync({ id: order!.id, ...values });
      onClose();
    } catch {
      // shown by the HTTP layer
    }
  };
  const due = order?.deadline ? `，办理时限 ${beijing(order.deadline).format('YYYY-MM-DD')}` : '';

  return (
    <Modal
      title="催办"
      open={order !== undefined}
      onCancel={onClose}
      onOk={submit}
      okText="发送催办"
      confirmLoading={urge.isPending}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {`向${order?.region ?? '区县'}催办「${order?.companyName ?? ''}」${due}。区县用户将在消息通知中收到催办内容。`}
      </Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item
          name="content"
          label="催办内容"
          rules={[{ required: true, whitespace: true, message: '请填写催办内容' }]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount placeholder="请输入催办内容（必填）" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
