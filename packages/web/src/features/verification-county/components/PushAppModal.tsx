import { useEffect, useState } from 'react';
import { Alert, Button, Input, Modal, Space, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { notify } from '../../../lib/notify.ts';
import type { OrderRow } from '@risk/shared/api/verification';
import { usePushMiniApp } from '../api/mini-app.ts';
import { type MiniAppLink } from '@risk/shared/api/verification';

/** 推送小程序: asks for a one-time link and shows it to be sent to the company's HR. */
export function PushAppModal({ order, onClose }: { order?: OrderRow; onClose: () => void }) {
  const push = usePushMiniApp();
  const [link, setLink] = useState<MiniAppLink>();
  const orderId = order?.id;

  useEffect(() => {
    setLink(undefined);
    if (orderId === undefined) return;
    push.mutateAsync(orderId).then((answer) => setLink(answer.content as MiniAppLink), onClose);
    // one link per opening of the dialog
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new mutation or onClose must not ask for another link
  }, [orderId]);

  const url = link ? new URL(link.link, window.location.origin).href : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success('链接已复制，请发送给企业联系人');
    } catch {
      notify.message('无法访问剪贴板，请手动选择链接复制');
    }
  };

  return (
    <Modal
      title="推送小程序"
      open={!!order}
      onCancel={onClose}
      footer={<Button onClick={onClose}>关闭</Button>}
      width={620}
    >
      <Typography.Paragraph>
        请将下面的填报链接发送给「{order?.companyName}
        」的联系人，企业在手机上打开即可填写核实情况，填报后在「小程序待审核」中审核。
      </Typography.Paragraph>
      {link ? (
        <>
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={url} aria-label="填报链接" onFocus={(e) => e.target.select()} />
            <Button type="primary" icon={<CopyOutlined />} onClick={() => void copy()}>
              复制链接
            </Button>
          </Space.Compact>
          <Alert
            style={{ marginTop: 12 }}
            type="info"
            showIcon
            title={`链接有效期至 ${formatDateTime(link.expiresAt)}，仅可用于本企业本次核实。${order?.isPushApp ? '此前推送的链接已失效。' : ''}`}
          />
        </>
      ) : (
        <Typography.Text type="secondary">正在生成链接…</Typography.Text>
      )}
    </Modal>
  );
}
