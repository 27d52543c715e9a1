import { useState } from 'react';
import { Badge, Button, Drawer, Input, Modal, Space, Table, Typography } from 'antd';
import type { DelayListRow } from '@risk/shared/api/verification';
import { STEP_CLOCKS, type StepClock } from '@risk/shared/timeliness';
import { DEFAULT_PAGE_SIZE } from '@risk/shared/wire';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { Access } from '../../../lib/access.tsx';
import { notify } from '../../../lib/notify.ts';
import { useApproveDelay, usePendingDelays, useRefuseDelay } from '../api/delay-requests.ts';

const DECIDE_CODE = 'riskVerificationCity:decideDelay';

/** 同意 (opinion optional) or 驳回 (opinion required) of one request. */
function DecisionModal({
  decision,
  onClose,
}: {
  decision: { row: DelayListRow; approve: boolean } | undefined;
  onClose: () => void;
}) {
  const [opinion, setOpinion] = useState('');
  const approve = useApproveDelay();
  const refuse = useRefuseDelay();
  const submit = async () => {
    if (!decision) return;
    const text = opinion.trim();
    if (!decision.approve && !text) {
      notify.warning('请填写驳回意见', 2.5);
      return;
    }
    try {
      if (decision.approve) await approve.mutateAsync({ id: decision.row.orderId, opinion: text || undefined });
      else await refuse.mutateAsync({ id: decision.row.orderId, opinion: text });
      onClose();
    } catch {
      // shown by the HTTP layer
    }
  };
  return (
    <Modal
      title={decision?.approve ? '同意延期' : '驳回延期'}
      open={decision !== undefined}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={approve.isPending || refuse.isPending}
      mask={{ closable: false }}
      destroyOnHidden
      afterOpenChange={(open) => open && setOpinion('')}
    >
      <Typography.Paragraph type="secondary">
        {decision &&
          `「${decision.row.companyName}」（${decision.row.region}）申请延期${decision.row.days}个工作日：${decision.row.reason}`}
      </Typography.Paragraph>
      <Input.TextArea
        value={opinion}
        onChange={(e) => setOpinion(e.target.value)}
        rows={4}
        maxLength={500}
        showCount
        placeholder={decision?.approve ? '请输入审批意见（选填）' : '请输入驳回意见（必填）'}
      />
    </Modal>
  );
}

/** 延期申请 on 市级核实: the badge of pending requests, and the drawer where the city decides them. */
export function DelayRequests({ pending }: { pending: number | undefined }) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [decision, setDecision] = useState<{ row: DelayListRow; approve: boolean }>();
  const list = usePendingDelays(page, size, open);
  return (
    <Access codes={DECIDE_CODE}>
      <Button onClick={() => setOpen(true)}>
        延期申请
        <Badge count={pending ?? 0} size="small" style={{ marginLeft: 6 }} />
      </Button>
      <Drawer title="待审批的延期申请" open={open} onClose={() => setOpen(false)} size={1100}>
        <Table<DelayListRow>
          rowKey="id"
          size="middle"
          loading={list.isLoading}
          dataSource={list.data?.items ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: '暂无数据' }}
          pagination={{
            current: page + 1,
            pageSize: size,
            total: list.data?.total ?? 0,
            showTotal: (n) => `共 ${n} 条`,
            onChange: (p, s) => {
              setPage(p - 1);
              setSize(s);
            },
          }}
          columns={[
            { title: '公司名称', dataIndex: 'companyName', width: 220 },
            { title: '区县', dataIndex: 'region', width: 90 },
            {
              title: '环节',
              dataIndex: 'step',
              width: 80,
              render: (s: string) => STEP_CLOCKS[s as StepClock]?.label ?? s,
            },
            { title: '办理时限', dataIndex: 'deadlineBefore', width: 170, render: formatDateTime },
            { title: '延期（工作日）', dataIndex: 'days', width: 110 },
            { title: '延期理由', dataIndex: 'reason', width: 240 },
            { title: '申请人', dataIndex: 'requesterName', width: 100 },
            { title: '申请时间', dataIndex: 'requestTime', width: 170, render: formatDateTime },
            {
              title: '操作',
              key: 'actions',
              fixed: 'right',
              width: 130,
              render: (_, row) => (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setDecision({ row, approve: true })}>
                    同意
                  </Button>
                  <Button type="link" size="small" danger onClick={() => setDecision({ row, approve: false })}>
                    驳回
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Drawer>
      <DecisionModal decision={decision} onClose={() => setDecision(undefined)} />
    </Access>
  );
}
