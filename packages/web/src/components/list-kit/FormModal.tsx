import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button, Form, Modal, type FormInstance } from 'antd';

interface Props<V> {
  title: string;
  open: boolean;
  /** values of the record being edited, or the defaults of a new one; keep it stable (state): the form resets when it changes */
  initialValues?: Partial<V>;
  onClose: () => void;
  /** saves; a rejection keeps the modal open with what the user typed */
  onSubmit: (values: V) => Promise<unknown>;
  /** the OK button's text (确定 by default) */
  okText?: string;
  /** a second way to save beside OK (保存并派单), validated and closed the same way */
  also?: { label: string; onSubmit: (values: V) => Promise<unknown> };
  width?: number;
  /** the form items; a function receives the form for dependent fields */
  children: ReactNode | ((form: FormInstance<V>) => ReactNode);
}

/** The add/edit dialog of a list: validates, saves, closes on success only. */
export function FormModal<V extends object>({
  title,
  open,
  initialValues,
  onClose,
  onSubmit,
  okText,
  also,
  width = 560,
  children,
}: Props<V>) {
  const [form] = Form.useForm<V>();
  // The dialog is rendered while closed (forceRender): a form name of its own keeps its field ids
  // (`<name>_<field>`) apart from the list's search fields, whose ids would otherwise point its hidden labels at them.
  const formName = `modal${useId().replace(/[^\w]/g, '')}`;
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (initialValues) form.setFieldsValue(initialValues as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, initialValues, form]);

  const submit = async (save: (values: V) => Promise<unknown>) => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await save(values);
      onClose();
    } catch {
      // the HTTP layer has shown the server's message; the form stays as the user left it
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={() => submit(onSubmit)}
      okText={okText}
      confirmLoading={saving}
      footer={
        also &&
        ((_, { OkBtn, CancelBtn }) => (
          <>
            <CancelBtn />
            <OkBtn />
            <Button type="primary" loading={saving} onClick={() => submit(also.onSubmit)}>
              {also.label}
            </Button>
          </>
        ))
      }
      width={width}
      forceRender
      destroyOnHidden={false}
      mask={{ closable: false }}
    >
      <Form
        form={form}
        name={formName}
        layout="horizontal"
        labelCol={{ flex: '110px' }}
        wrapperCol={{ flex: 1 }}
        style={{ marginTop: 16 }}
      >
        {typeof children === 'function' ? children(form) : children}
      </Form>
    </Modal>
  );
}
