import { useEffect, useId, useState, type ReactNode } from 'react';
import { Form, Modal, type FormInstance } from 'antd';

interface Props<V> {
  title: string;
  open: boolean;
  /** values of the record being edited, or the defaults of a new one; keep it stable (state): the form resets when it changes */
  initialValues?: Partial<V>;
  onClose: () => void;
  /** saves; a rejection keeps the modal open with what the user typed */
  onSubmit: (values: V) => Promise<unknown>;
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

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await onSubmit(values);
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
      onOk={submit}
      confirmLoading={saving}
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
