import { Button, Card, Descriptions, Result, Typography } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { POOL_RULES } from '@risk/shared/pool';
import type { PoolCompanyRow } from '@risk/shared/api/pool';
import { Access } from '../../../lib/access.tsx';
import { DictTag } from '../../../components/dict/DictTag.tsx';
import { formatDateTime, formatDay } from '../../../components/list-kit/format.ts';
import { useSyncRegistry } from '../api/sync-registry.ts';

/**
 * The detail of a pool company whose registry data is not matched: the spec's message, 同步工商数据
 * (by permission), and what the platform knows of it without the registry.
 */
export function UnmatchedCompanyCard({ company }: { company: PoolCompanyRow }) {
  const sync = useSyncRegistry();
  return (
    <>
      <Card style={{ marginBottom: 16 }} variant="borderless">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {company.companyName}
        </Typography.Title>
        <Typography.Text type="secondary">统一社会信用代码：{company.creditCode}</Typography.Text>
      </Card>
      <Card variant="borderless" style={{ marginBottom: 16 }}>
        <Result
          status="warning"
          title={POOL_RULES.unmatchedDetail}
          subTitle="工商库中尚未找到该企业；同步工商数据后即可查看工商、社保和关联风险等信息。"
          extra={
            <Access codes="riskCompany:matching">
              <Button
                type="primary"
                icon={<SyncOutlined />}
                loading={sync.isPending}
                onClick={() => sync.mutate(company.id)}
              >
                同步工商数据
              </Button>
            </Access>
          }
        />
      </Card>
      <Card title="平台已掌握的信息" variant="borderless">
        <Descriptions bordered size="small" column={2} styles={{ label: { width: 140 } }}>
          <Descriptions.Item label="公司名称">{company.companyName}</Descriptions.Item>
          <Descriptions.Item label="统一社会信用代码">{company.creditCode}</Descriptions.Item>
          <Descriptions.Item label="注册地">{company.registrationPlace ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="派单区县">{company.companyRegion ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="企业状态">
            <DictTag dict="company_status" value={company.status} color="blue" />
          </Descriptions.Item>
          <Descriptions.Item label="预警等级">{company.level}</Descriptions.Item>
          <Descriptions.Item label="风险信息数">{company.riskCompanyInfoCount}</Descriptions.Item>
          <Descriptions.Item label="风险点">
            <DictTag dict="risk_dot" value={company.riskPoint} color="orange" />
          </Descriptions.Item>
          <Descriptions.Item label="风险类别" span={2}>
            <DictTag dict="risk_category" value={company.type} color="orange" />
          </Descriptions.Item>
          <Descriptions.Item label="法定代表人">{company.legalPerson ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="联系人">{company.contacts ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="纳入时间">{formatDay(company.includedTime)}</Descriptions.Item>
          <Descriptions.Item label="推送时间">{formatDateTime(company.pushTime)}</Descriptions.Item>
        </Descriptions>
      </Card>
    </>
  );
}
