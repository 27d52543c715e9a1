import { Form, Input, Modal } from 'antd';
import { disposalDispatchBody } from '@risk/shared/schemas/disposal';
import { useDispatchDisposal } from '../api/disposal-records.ts';
import { rulesFrom } from '../../../lib/form-rules.ts';

interface Values {
  departments: string;
  opinion?: string;
}

/** 派发处置 (riskDisposalCounty:dispatchOrders): the departments that work the disposal and the district's opinion. */
export function DispatchDisposalModal({
  disposalId,
  initial,
  open,
  onClose,
}: {
  disposalId: number;
  initial: { departments: string | null; opinion: string | null };
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const dispatch = useDispatchDisposal();
  const submit = async () => {
    const values = await form.validateFields();
    await dispatch
      .mutateAsync({ disposalId, departments: values.departments, opinion: values.opinion || undefined })
      .then(onClose, () => undefined);
  };
  return (
    <Modal
      title="派发处置"
      open={open}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={dispatch.isPending}
      destroyOnHidden
      okText="派发"
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ departments: initial.departments ?? '', opinion: initial.opinion ?? '' }}
      >
        <Form.Item name="departments" label="承办部门" rules={rulesFrom(disposalDispatchBody.shape.departments)}>
          <Input placeholder="如：区人社局劳动关系科、街道劳动保障所" />
        </Form.Item>
        <Form.Item name="opinion" label="派发意见" rules={rulesFrom(disposalDispatchBody.shape.opinion)}>
          <Input.TextArea rows={3} placeholder="处置要求（选填）" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
