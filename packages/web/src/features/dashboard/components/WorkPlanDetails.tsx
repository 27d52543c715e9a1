import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card, Table, Typography } from 'antd';
import { ORDER_STATUS_LABEL, type OrderStatus } from '@risk/shared/verification';
import { DISPOSAL_STATUS_LABEL } from '@risk/shared/disposal';
import { FEEDBACK_TARGET_WORKING_DAYS } from '@risk/shared/order-machine';
import { percent } from '@risk/shared/rates';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import {
  useDisposalRateDetail,
  useWorkPlanDetail,
  type DetailKind,
  type DetailOrderRow,
} from '../api/work-plan-details.ts';
import type { DisposalRateRow } from '@risk/shared/schemas/dashboard';
import { Tiles } from './Tiles.tsx';
import { countPair } from '../../../lib/count-pair.ts';

const TITLES: Record<DetailKind, string> = {
  earlyWarningList: '预警名单',
  verifyRate: '核实率',
  downsizingList: '裁员名单',
};

const useYear = () => Number(useSearchParams()[0].get('year') ?? 0) || 0;

/** A work-plan cell's orders (预警名单, 核实率, 裁员名单) of a district or 全市. */
export function WorkPlanOrders({ kind, region, level }: { kind: DetailKind; region?: string; level?: string }) {
  const year = useYear();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const segments = kind === 'downsizingList' ? [region ?? '', level ?? ''] : [region ?? ''];
  const list = useWorkPlanDetail(kind, segments, year, page, size);
  return (
    <Card
      size="small"
      title={`${TITLES[kind]} · ${region ?? ''}${level ? ` · ${level}` : ''}${year ? ` · ${year}年` : ' · 全部年份'}`}
    >
      <Table<DetailOrderRow>
        size="small"
        rowKey="id"
        loading={list.isLoading}
        locale={{ emptyText: '暂无数据' }}
        dataSource={list.data?.items}
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
          { title: '企业名称', dataIndex: 'companyName', ellipsis: true },
          { title: '统一社会信用代码', dataIndex: 'creditCode', width: 190 },
          { title: '区县', dataIndex: 'region', width: 110 },
          {
            title: '状态',
            dataIndex: 'status',
            width: 100,
            render: (s: number) => ORDER_STATUS_LABEL[s as OrderStatus] ?? s,
          },
          { title: '级别', dataIndex: 'level', width: 90 },
          { title: '派单时间', dataIndex: 'dispatchTime', width: 170, render: formatDateTime },
          ...(kind === 'verifyRate'
            ? [
                { title: '反馈时间', dataIndex: 'verificationTime', width: 170, render: formatDateTime },
                {
                  title: `用时（工作日，目标${FEEDBACK_TARGET_WORKING_DAYS}）`,
                  dataIndex: 'feedbackDays',
                  width: 150,
                  align: 'right' as const,
                  render: (d: number | null, r: DetailOrderRow) =>
                    d === null ? (
                      ''
                    ) : d > FEEDBACK_TARGET_WORKING_DAYS ? (
                      <Typography.Text type="danger">
                        {d}
                        {r.verificationTime ? '' : '（未反馈）'}
                      </Typography.Text>
                    ) : (
                      `${d}${r.verificationTime ? '' : '（未反馈）'}`
                    ),
                },
              ]
            : [{ title: '接单时间', dataIndex: 'ordersTime', width: 170, render: formatDateTime }]),
        ]}
      />
    </Card>
  );
}

/** 联动处置率详情: the five cards and the disposal orders. */
export function DisposalRateDetails({ region }: { region?: string }) {
  const year = useYear();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const q = useDisposalRateDetail(region ?? '', year, page, size);
  const c = q.data?.cards;
  return (
    <>
      <Tiles
        loading={q.isLoading}
        items={[
          { title: '联动处置企业总数量', value: c?.disposeCompNum, suffix: '家' },
          { title: '待处置', value: c?.unPending, suffix: '家' },
          { title: '约谈（企业/总次数）', value: c ? countPair(c.interviewNum, c.allInterviewNum) : undefined },
          { title: '约谈率', value: c ? percent(c.interviewRate) : undefined },
          { title: '裁员和维稳', value: c?.stabilityNum, suffix: '家' },
          { title: '对接服务（企业/总次数）', value: c ? countPair(c.dockNum, c.allDockNum) : undefined },
        ]}
      />
      <Card size="small" title={`联动处置名单 · ${region ?? ''}${year ? ` · ${year}年` : ' · 全部年份'}`}>
        <Table<DisposalRateRow>
          size="small"
          rowKey="id"
          loading={q.isLoading}
          locale={{ emptyText: '暂无数据' }}
          dataSource={q.data?.items}
          pagination={{
            current: page + 1,
            pageSize: size,
            total: q.data?.total ?? 0,
            showTotal: (n) => `共 ${n} 条`,
            onChange: (p, s) => {
              setPage(p - 1);
              setSize(s);
            },
          }}
          columns={[
            { title: '企业名称', dataIndex: 'companyName', ellipsis: true },
            { title: '区县', dataIndex: 'region', width: 110 },
            { title: '级别', dataIndex: 'level', width: 80 },
            {
              title: '处置状态',
              dataIndex: 'status',
              width: 100,
              render: (s: number) => DISPOSAL_STATUS_LABEL[s] ?? s,
            },
            { title: '约谈', dataIndex: 'talkNum', width: 70, align: 'right' },
            { title: '裁员和维稳', dataIndex: 'downsizingNum', width: 100, align: 'right' },
            { title: '对接服务', dataIndex: 'serverNum', width: 90, align: 'right' },
            { title: '创建时间', dataIndex: 'createTime', width: 170, render: formatDateTime },
            { title: '办结时间', dataIndex: 'finishTime', width: 170, render: formatDateTime },
          ]}
        />
      </Card>
    </>
  );
}
