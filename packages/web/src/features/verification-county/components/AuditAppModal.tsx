import { useEffect, useState } from 'react';
import { Button, Checkbox, Descriptions, Input, Modal, Spin, Typography } from 'antd';
import { COMPENSATE_TYPE_LABEL, suggestLevel } from '@risk/shared/verification-form';
import { YES_NO_LABEL } from '@risk/shared/rates';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { notify } from '../../../lib/notify.ts';
import type { OrderRow } from '@risk/shared/api/verification';
import { useAuditMiniApp, useOrderAppForm, type AppForm } from '../api/mini-app.ts';

function Answers({ form }: { form: AppForm }) {
  const yn = (v: string) => YES_NO_LABEL[v] ?? v;
  return (
    <Descriptions bordered size="small" column={2} styles={{ label: { width: 130 } }}>
      <Descriptions.Item label="是否裁员">{yn(form.isDownsizing)}</Descriptions.Item>
      <Descriptions.Item label="是否有裁员计划">{yn(form.isLayoffplan)}</Descriptions.Item>
      <Descriptions.Item label="职工人数">{form.workersNum}</Descriptions.Item>
      <Descriptions.Item label="裁员人数">{form.downNum}</Descriptions.Item>
      <Descriptions.Item label="补偿方式">
        {form.compensateType != null ? COMPENSATE_TYPE_LABEL[form.compensateType] : '—'}
      </Descriptions.Item>
      <Descriptions.Item label="补偿说明">{form.compensate || '—'}</Descriptions.Item>
      <Descriptions.Item label="是否欠薪">{yn(form.isDownmoney)}</Descriptions.Item>
      <Descriptions.Item label="是否降薪">{yn(form.isBackpay)}</Descriptions.Item>
      <Descriptions.Item label="是否欠缴社保">{yn(form.isLacksocial)}</Descriptions.Item>
      <Descriptions.Item label="系统建议等级">{suggestLevel(form)}</Descriptions.Item>
      <Descriptions.Item label="其他原因" span={2}>
        {form.otherReason || '—'}
      </Descriptions.Item>
      <Descriptions.Item label="联系人">{form.contacts}</Descriptions.Item>
      <Descriptions.Item label="联系电话">{form.contactsTel}</Descriptions.Item>
      {form.createTime && (
        <Descriptions.Item label="填报时间" span={2}>
          {formatDateTime(form.createTime)}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

/** 审核小程序填报: the company's answers, then 通过 (optionally adopted as the verification form) or 不通过 with an opinion. */
export function AuditAppModal({ order, onClose }: { order?: OrderRow; onClose: () => void }) {
  const appForm = useOrderAppForm(order?.id);
  const audit = useAuditMiniApp();
  const [adopt, setAdopt] = useState(true);
  const [opinion, setOpinion] = useState('');
  useEffect(() => {
    setAdopt(true);
    setOpinion('');
  }, [order?.id]);

  const decide = async (pass: boolean) => {
    if (!order) return;
    if (!pass && !opinion.trim()) {
      notify.warning('请填写不通过的意见，企业将看到并重新填报', 2.5);
      return;
    }
    await audit
      .mutateAsync({ orderId: order.id, pass, ...(pass ? { adopt } : { opinion: opinion.trim() }) })
      .then(onClose, () => undefined);
  };

  return (
    <Modal
      title="审核小程序填报"
      open={!!order}
      onCancel={onClose}
      width={760}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="reject" danger loading={audit.isPending} onClick={() => void decide(false)}>
          不通过
        </Button>,
        <Button key="pass" type="primary" loading={audit.isPending} onClick={() => void decide(true)}>
          通过
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{order?.companyName} 通过小程序填报的核实情况：</Typography.Paragraph>
      <Spin spinning={appForm.isFetching}>
        {appForm.data ? (
          <Answers form={appForm.data} />
        ) : (
          !appForm.isFetching && <Typography.Text>企业尚未填报</Typography.Text>
        )}
      </Spin>
      <div style={{ marginTop: 16 }}>
        <Checkbox checked={adopt} onChange={(e) => setAdopt(e.target.checked)}>
          通过时采纳为核实情况（之后仍需补充区县建议等级并提交）
        </Checkbox>
      </div>
      <Input.TextArea
        style={{ marginTop: 12 }}
        rows={3}
        maxLength={500}
        value={opinion}
        onChange={(e) => setOpinion(e.target.value)}
        placeholder="不通过时请填写意见（必填），企业可按意见重新填报"
      />
    </Modal>
  );
}
