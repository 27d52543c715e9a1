import { useEffect } from 'react';
import { Form, Input, InputNumber, Modal, Typography } from 'antd';
import { verificationCalls as calls } from '@risk/shared/api/verification';
import { DELAY_MAX_DAYS, type DelayBody } from '@risk/shared/schemas/timeliness';
import { STEP_CLOCKS, type StepClock } from '@risk/shared/timeliness';
import { api } from '../../lib/http.ts';
import { useListMutation } from '../list-kit/use-list-mutation.ts';

interface Props {
  /** the verification order asked for and its step; the dialog is open while set */
  order: { id: number; companyName: string; step: StepClock } | undefined;
  onClose: () => void;
}

/**
 * 申请延期: the district asks the city for more working days on the step it holds. Shared by
 * 区县核实 (接单, 核实) and 区县联动处置 (处置), which name the same call on the verification order.
 */
export function DelayRequestModal({ order, onClose }: Props) {
  const [form] = Form.useForm<DelayBody>();
  const request = useListMutation(calls.delay, ({ id, ...body }: { id: number } & DelayBody) =>
    api.write(calls.delay, { params: { id }, body }),
  );
  useEffect(() => {
    if (order) form.resetFields();
  }, [order, form]);
  const clock = order?.step;

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await request.mutateAsync({ id: order!.id, ...values });
      onClose();
    } catch {
      // shown by the HTTP layer
    }
  };

  return (
    <Modal
      title="申请延期"
      open={order !== undefined}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={request.isPending}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {`「${order?.companyName ?? ''}」${clock ? `的${STEP_CLOCKS[clock].label}环节` : ''}向市人社局申请延长办理时限，按工作日计算，市级审批同意后生效。`}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ days: 1 }}>
        <Form.Item name="days" label="延期天数（工作日）" rules={[{ required: true, message: '请填写延期天数' }]}>
          <InputNumber min={1} max={DELAY_MAX_DAYS} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label="延期理由"
          rules={[{ required: true, whitespace: true, message: '请填写延期理由' }]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount placeholder="请输入延期理由（必填）" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
