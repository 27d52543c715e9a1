import { useState, type ReactNode } from 'react';
import { DispatchDisposalModal } from './DispatchDisposalModal.tsx';
import { App, Badge, Button, Card, Descriptions, Empty, Spin, Tabs, Tag } from 'antd';
import {
  DISPOSAL_RECORD_TYPE_NAMES,
  DISPOSAL_RECORD_TYPES,
  DISPOSAL_STATUS,
  DISPOSAL_STATUS_LABEL,
} from '@risk/shared/disposal';
import { useAccess } from '../../../lib/access.tsx';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { useDisposalDetail } from '../api/get-disposal-detail.ts';
import { useFinishDisposal } from '../api/disposal-records.ts';
import { DISPOSAL_STATUS_BADGE } from '../model/disposal-status.ts';
import { RECORD_PERMISSION } from '../model/record-fields.ts';
import { RecordTable } from './RecordTable.tsx';

interface Props {
  disposalId: number;
  /** the district works the records and finishes; the city reads */
  scope: 'city' | 'county';
  companyLink: (companyName: string, creditCode: string) => ReactNode;
}

/** 处置信息: the disposal order, its three tabs of dated records and (district) 办结. */
export function DisposalDetailView({ disposalId, scope, companyLink }: Props) {
  const { can } = useAccess();
  const { modal } = App.useApp();
  const { data, isLoading } = useDisposalDetail(disposalId);
  const finish = useFinishDisposal();
  const [dispatching, setDispatching] = useState(false);
  if (isLoading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (!data) return <Empty description="数据不存在或无权访问" />;

  const open = data.status !== DISPOSAL_STATUS.FINISHED;
  const mayEdit = (code: string) => scope === 'county' && open && can(code);
  const askFinish = () =>
    modal.confirm({
      title: '提示',
      content: `确定「${data.companyName}」的联动处置已办结吗？办结后处置记录不能再修改，企业进入待存档。`,
      onOk: () => finish.mutateAsync(data.id).catch(() => undefined),
    });

  return (
    <Card
      variant="borderless"
      title="处置信息"
      extra={
        scope === 'county' &&
        open && (
          <>
            {can('riskDisposalCounty:dispatchOrders') && (
              <Button style={{ marginRight: 8 }} onClick={() => setDispatching(true)}>
                {data.dispatchTime ? '重新派发' : '派发处置'}
              </Button>
            )}
            {can('riskDisposalCounty:save') && (
              <Button type="primary" loading={finish.isPending} onClick={askFinish}>
                办结
              </Button>
            )}
          </>
        )
      }
    >
      <DispatchDisposalModal
        disposalId={data.id}
        initial={{ departments: data.dispatchDepartments, opinion: data.dispatchOpinion }}
        open={dispatching}
        onClose={() => setDispatching(false)}
      />
      <Descriptions bordered size="small" column={3} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="公司名称">{companyLink(data.companyName, data.creditCode)}</Descriptions.Item>
        <Descriptions.Item label="统一社会信用代码">{data.creditCode}</Descriptions.Item>
        <Descriptions.Item label="预警等级">
          <Tag color="red">{data.level}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="处置状态">
          <Badge status={DISPOSAL_STATUS_BADGE[data.status]} text={DISPOSAL_STATUS_LABEL[data.status]} />
        </Descriptions.Item>
        <Descriptions.Item label="派单区县">{data.region}</Descriptions.Item>
        <Descriptions.Item label="注册地">{data.registrationPlace ?? ''}</Descriptions.Item>
        <Descriptions.Item label="创建时间">{formatDateTime(data.createTime)}</Descriptions.Item>
        <Descriptions.Item label="办结时间">{formatDateTime(data.finishTime)}</Descriptions.Item>
        <Descriptions.Item label="承办部门">{data.dispatchDepartments ?? '未派发'}</Descriptions.Item>
        <Descriptions.Item label="派发时间">{formatDateTime(data.dispatchTime)}</Descriptions.Item>
        <Descriptions.Item label="派发意见">{data.dispatchOpinion ?? ''}</Descriptions.Item>
      </Descriptions>
      <Tabs
        items={DISPOSAL_RECORD_TYPE_NAMES.map((type) => ({
          key: type,
          label: `${DISPOSAL_RECORD_TYPES[type].label}（${data.records[type].length}）`,
          children: (
            <RecordTable
              key={type}
              disposalId={data.id}
              type={type}
              records={data.records[type]}
              editable={mayEdit(RECORD_PERMISSION[type])}
            />
          ),
        }))}
      />
    </Card>
  );
}
