import { useEffect } from 'react';
import { Button, Form, Modal, Spin, Typography } from 'antd';
import { checkVerificationForm } from '@risk/shared/verification-form-check';
import type { OrderRow } from '@risk/shared/api/verification';
import { useEditForm, useOrderForm, useWriteForm } from '../api/verification-form.ts';
import { showFormCheck } from '../model/show-form-check.ts';
import { VerificationFields } from './VerificationFields.tsx';

interface Props {
  /** the order whose form is written; none = closed */
  order?: OrderRow;
  /** 填写 saves a draft or submits (POST); 修改 changes a form already there (PUT) */
  mode: 'write' | 'edit';
  onClose: () => void;
}

/** 填写核实情况 / 修改核实情况: the verification form of one order in a dialog. */
export function VerificationFormModal({ order, mode, onClose }: Props) {
  const [form] = Form.useForm();
  const saved = useOrderForm(order?.id);
  const write = useWriteForm();
  const edit = useEditForm();

  useEffect(() => {
    if (!order || saved.isFetching) return;
    form.resetFields();
    if (saved.data) form.setFieldsValue(saved.data);
  }, [order, saved.data, saved.isFetching, form]);

  const send = async (submit: boolean) => {
    if (!order) return;
    form.setFields(Object.keys(form.getFieldsValue()).map((name) => ({ name, errors: [] })));
    const check = checkVerificationForm(form.getFieldsValue(true), true);
    if (!showFormCheck(check, form)) return;
    try {
      if (mode === 'edit' && saved.data) await edit.mutateAsync({ formId: saved.data.id, form: check.form });
      else await write.mutateAsync({ orderId: order.id, submit, ...check.form });
      onClose();
    } catch {
      // the HTTP layer has shown why; the answers stay as typed
    }
  };

  const busy = write.isPending || edit.isPending;
  const footer = [
    <Button key="cancel" onClick={onClose}>
      取消
    </Button>,
    <Button key="save" loading={busy} onClick={() => void send(false)} type={mode === 'edit' ? 'primary' : 'default'}>
      保存
    </Button>,
    mode === 'write' && (
      <Button key="submit" type="primary" loading={busy} onClick={() => void send(true)}>
        提交
      </Button>
    ),
  ];

  return (
    <Modal
      title={mode === 'edit' ? '修改核实情况' : '填写核实情况'}
      open={!!order}
      onCancel={onClose}
      footer={footer}
      width={640}
      mask={{ closable: false }}
      forceRender
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {order?.companyName}
        {saved.data?.source === 'app' && '（已采纳企业小程序填报）'}
      </Typography.Paragraph>
      <Spin spinning={saved.isFetching}>
        <Form form={form} layout="horizontal" labelCol={{ flex: '120px' }} wrapperCol={{ flex: 1 }}>
          <VerificationFields withCountyLevel />
        </Form>
      </Spin>
    </Modal>
  );
}
