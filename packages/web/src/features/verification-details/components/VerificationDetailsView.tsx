import type { ReactNode } from 'react';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Result,
  Row,
  Skeleton,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import type { OrderAuditRow, OrderDetail } from '@risk/shared/api/verification';
import { ORDER_STATUS_LABEL, type OrderStatus } from '@risk/shared/verification';
import { YES_NO_LABEL } from '@risk/shared/rates';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { DictTag } from '../../../components/dict/DictTag.tsx';
import { useOrderDetail } from '../api/get-order-detail.ts';
import { useAuditHistory, useReviewHistory } from '../api/get-audit-history.ts';
import { AuditTimeline, payloadText } from './AuditTimeline.tsx';
import { DelayRecords } from './DelayRecords.tsx';
import { UrgeRecords } from './UrgeRecords.tsx';
import { DeadlineCell } from '../../../components/timeliness/DeadlineCell.tsx';
import { VerificationFormView } from './VerificationFormView.tsx';

const yesNo = (v: string | null) => (v == null ? '' : (YES_NO_LABEL[v] ?? v));

function LevelTab({ order }: { order: OrderDetail['order'] }) {
  return (
    <Descriptions bordered size="small" column={1} styles={{ label: { width: 170 } }}>
      <Descriptions.Item label="预警等级">{order.level}</Descriptions.Item>
      <Descriptions.Item label="是否化解">{yesNo(order.isDefuse)}</Descriptions.Item>
      <Descriptions.Item label="定级时间">{formatDateTime(order.gradeTime)}</Descriptions.Item>
    </Descriptions>
  );
}

/** 通知单回执: the facts of the 核实通知单 the district received, printable. */
function NoticeTab({ order }: { order: OrderDetail['order'] }) {
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={2}
        title="核实通知单"
        extra={
          <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
            打印
          </Button>
        }
        styles={{ label: { width: 150 } }}
      >
        <Descriptions.Item label="公司名称">{order.companyName}</Descriptions.Item>
        <Descriptions.Item label="统一社会信用代码">{order.creditCode}</Descriptions.Item>
        <Descriptions.Item label="注册地">{order.registrationPlace ?? ''}</Descriptions.Item>
        <Descriptions.Item label="派单区县">{order.region}</Descriptions.Item>
        <Descriptions.Item label="风险点" span={2}>
          <DictTag dict="risk_dot" value={order.riskPoint} color="orange" />
        </Descriptions.Item>
        <Descriptions.Item label="风险信息数">{order.riskCompanyInfoCount}</Descriptions.Item>
        <Descriptions.Item label="推送时间">{formatDateTime(order.pushTime)}</Descriptions.Item>
        <Descriptions.Item label="派单时间">{formatDateTime(order.dispatchTime)}</Descriptions.Item>
        <Descriptions.Item label="接单时间">
          {order.ordersTime ? formatDateTime(order.ordersTime) : <Tag>未接单</Tag>}
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}

/** 核实退回记录: the city's reviews, returns with their explanations. */
function ReviewTab({ rows, loading }: { rows: OrderAuditRow[]; loading: boolean }) {
  return (
    <Table<OrderAuditRow>
      rowKey={(r) => `${r.action}-${r.createTime}`}
      loading={loading}
      dataSource={rows}
      pagination={false}
      size="middle"
      locale={{ emptyText: '暂无数据' }}
      columns={[
        {
          title: '审核结果',
          dataIndex: 'action',
          width: 120,
          render: (a: string, r) => <Tag color={a === 'reviewReturn' ? 'red' : 'green'}>{r.label}</Tag>,
        },
        { title: '说明', dataIndex: 'payload', render: (p: unknown) => payloadText(p) },
        { title: '审核人', dataIndex: 'actorName', width: 140 },
        { title: '审核时间', dataIndex: 'createTime', width: 180, render: formatDateTime },
      ]}
    />
  );
}

/** 核实详情 of one order: header, the four tabs and the order's trail beside them. */
export function VerificationDetailsView({
  orderId,
  companyLink,
}: {
  orderId: number;
  companyLink: (name: string, creditCode: string) => ReactNode;
}) {
  const detail = useOrderDetail(orderId);
  const trail = useAuditHistory(orderId);
  const reviews = useReviewHistory(orderId);
  if (detail.isLoading)
    return (
      <Card variant="borderless">
        <Skeleton active />
      </Card>
    );
  if (!detail.data) return <Result status="404" title="数据不存在或无权访问" />;
  const { order, form } = detail.data;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card variant="borderless">
        <Space size={12} align="center" wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {companyLink(order.companyName, order.creditCode)}
          </Typography.Title>
          <Tag color="blue">{ORDER_STATUS_LABEL[order.status as OrderStatus]}</Tag>
          <Typography.Text type="secondary">
            {order.creditCode} · 派单区县 {order.region} · 预警等级 {order.level}
          </Typography.Text>
          {order.deadline && (
            <span>
              <Typography.Text type="secondary">办理时限 </Typography.Text>
              <DeadlineCell row={order} />
            </span>
          )}
        </Space>
      </Card>
      <Row gutter={16}>
        <Col xs={24} xl={17}>
          <Card variant="borderless">
            <Tabs
              items={[
                { key: 'form', label: '核实情况', children: <VerificationFormView form={form} /> },
                { key: 'level', label: '定级情况', children: <LevelTab order={order} /> },
                { key: 'notifyBack', label: '通知单回执', children: <NoticeTab order={order} /> },
                {
                  key: 'formBack',
                  label: '核实退回记录',
                  children: <ReviewTab rows={reviews.data ?? []} loading={reviews.isLoading} />,
                },
                { key: 'urge', label: '催办记录', children: <UrgeRecords orderId={order.id} /> },
                { key: 'delay', label: '延期申请', children: <DelayRecords orderId={order.id} /> },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={7}>
          <Card variant="borderless" title="办理记录">
            {trail.isLoading ? <Skeleton active /> : trail.data ? <AuditTimeline rows={trail.data} /> : <Empty />}
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
