import { useEffect, useState } from 'react';
import { Input, Modal, Typography } from 'antd';
import { notify } from '../../../lib/notify.ts';

interface Props {
  title: string;
  open: boolean;
  /** what the reason is asked for, shown above the box */
  hint: string;
  onClose: () => void;
  /** sends the reason; a rejection keeps the dialog open */
  onSubmit: (reason: string) => Promise<unknown>;
}

const MAX_REASON = 500;

/** A dialog asking for a required reason (退单, 退回市级, 不通过). */
export function ReasonModal({ title, open, hint, onClose, onSubmit }: Props) {
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (open) setReason('');
  }, [open]);

  const submit = async () => {
    if (!reason.trim()) {
      notify.warning(`请填写${title}原因`, 2.5);
      return;
    }
    setSending(true);
    try {
      await onSubmit(reason.trim());
      onClose();
    } catch {
      // shown by the HTTP layer
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={sending}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      <Input.TextArea
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        rows={4}
        maxLength={MAX_REASON}
        showCount
        placeholder="请输入原因（必填）"
      />
    </Modal>
  );
}
