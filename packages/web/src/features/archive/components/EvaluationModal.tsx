import { useEffect } from 'react';
import { Form, Input, InputNumber, Modal } from 'antd';
import { evaluationBody } from '@risk/shared/disposal';
import { notify } from '../../../lib/notify.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useEvaluateCompany } from '../api/evaluate-company.ts';
import type { CaseCompany } from '../model/case-checks.ts';

interface Values {
  score?: number;
  content?: string;
  evaluator?: string;
}

/** 评价: score 0–100, content and evaluator (prefilled with the signed-in user's nickname). */
export function EvaluationModal({ company, onClose }: { company?: CaseCompany; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const user = useSessionUser();
  const evaluate = useEvaluateCompany();

  useEffect(() => {
    if (company) form.setFieldsValue({ score: undefined, content: '', evaluator: user?.nickName ?? '' });
    // prefill once per opening; a later change of the session user must not wipe what is typed
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs per opened company on purpose
  }, [company]);

  const submit = async () => {
    const parsed = evaluationBody.safeParse({ ...form.getFieldsValue(), riskCompanyId: company?.riskCompanyId });
    if (!parsed.success) {
      notify.warning(parsed.error.issues[0].message, 2.5);
      return;
    }
    await evaluate.mutateAsync(parsed.data);
    onClose();
  };

  return (
    <Modal
      title={`评价${company ? ` - ${company.companyName}` : ''}`}
      open={!!company}
      onCancel={onClose}
      onOk={() => submit().catch(() => undefined)}
      confirmLoading={evaluate.isPending}
      okText="提交评价"
      destroyOnHidden
    >
      <Form form={form} labelCol={{ span: 4 }} preserve={false}>
        <Form.Item name="score" label="评分" required extra="0–100 分">
          <InputNumber min={0} max={100} precision={0} style={{ width: 160 }} placeholder="请输入评分" />
        </Form.Item>
        <Form.Item name="content" label="评价内容" required>
          <Input.TextArea rows={5} maxLength={1000} showCount placeholder="请输入评价内容" />
        </Form.Item>
        <Form.Item name="evaluator" label="评价人" required>
          <Input maxLength={30} placeholder="请输入评价人" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
