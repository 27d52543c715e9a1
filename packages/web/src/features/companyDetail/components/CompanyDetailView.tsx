import type { ReactNode } from 'react';
import { Card, Result, Skeleton, Typography } from 'antd';
import { HttpError } from '../../../lib/http.ts';
import { useCompanyDetail } from '../api/get-company-detail.ts';
import {
  BasicBlock,
  BusinessBlock,
  DisposalBlock,
  HelpBlock,
  RelationBlock,
  RiskWarningBlock,
  SocialBlock,
  StockBlock,
} from './DetailBlocks.tsx';

/** 企业详情: every block; a refusal (registry not matched, outside the district) replaces them. */
export function CompanyDetailView({
  companyName,
  creditCode,
  renderExtra,
}: {
  companyName: string;
  creditCode: string;
  /** panels of other features under the blocks (数据申请), composed by the page */
  renderExtra?: (riskCompanyId: number) => ReactNode;
}) {
  const { data, error, isLoading } = useCompanyDetail(creditCode);

  const header = (
    <Card style={{ marginBottom: 16 }} variant="borderless">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {data?.business.companyName ?? companyName}
      </Typography.Title>
      <Typography.Text type="secondary">统一社会信用代码：{creditCode}</Typography.Text>
    </Card>
  );

  if (isLoading)
    return (
      <>
        {header}
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </>
    );
  if (error || !data)
    return (
      <>
        {header}
        <Card>
          <Result status="warning" title={error instanceof HttpError ? error.message : '企业详情加载失败'} />
        </Card>
      </>
    );

  return (
    <>
      {header}
      <BusinessBlock business={data.business} />
      <RiskWarningBlock warning={data.riskWarning} />
      <SocialBlock social={data.socialSecurity} />
      <RelationBlock relation={data.relationRisk} />
      <DisposalBlock disposal={data.disposal} />
      <HelpBlock help={data.help} />
      <BasicBlock basic={data.basic} />
      <StockBlock stock={data.stock} />
      {renderExtra?.(data.companyId)}
    </>
  );
}
