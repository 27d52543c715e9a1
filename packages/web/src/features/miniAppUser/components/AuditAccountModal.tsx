import { Form, Input, Modal, Radio } from 'antd';
import { MONITOR_CONFIG_MSG } from '@risk/shared/schemas/monitor-config';
import type { MiniAppUserRow } from '@risk/shared/api/miniAppUser';
import { useAuditAccount } from '../api/mini-app-user.ts';

interface AuditForm {
  status: 1 | 2;
  auditExplain?: string;
}

/** 审核 of a mini-app account: 通过, or 不通过 with the reason the company reads on the H5 page. */
export function AuditAccountModal({ row, onClose }: { row: MiniAppUserRow | null; onClose: () => void }) {
  const [form] = Form.useForm<AuditForm>();
  const audit = useAuditAccount();
  const status = Form.useWatch('status', form);

  const close = () => {
    form.resetFields();
    onClose();
  };
  const submit = async () => {
    const values = await form.validateFields();
    await audit.mutateAsync({ id: row!.id, status: values.status, auditExplain: values.auditExplain });
    close();
  };

  return (
    <Modal
      title="审核小程序用户"
      open={!!row}
      onOk={submit}
      onCancel={close}
      confirmLoading={audit.isPending}
      forceRender
    >
      {row && (
        <p>
          {row.companyName}（{row.creditCode}），联系人 {row.contactName}，手机号 {row.account}
        </p>
      )}
      <Form form={form} layout="vertical" initialValues={{ status: 1 }}>
        <Form.Item name="status" label="审核结果" rules={[{ required: true, message: '请选择审核结果' }]}>
          <Radio.Group
            options={[
              { value: 1, label: '通过' },
              { value: 2, label: '不通过' },
            ]}
          />
        </Form.Item>
        {status === 2 && (
          <Form.Item
            name="auditExplain"
            label="不通过原因"
            rules={[{ required: true, whitespace: true, message: MONITOR_CONFIG_MSG.auditExplainRequired }]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount placeholder="请输入不通过原因，企业登录后可见" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
