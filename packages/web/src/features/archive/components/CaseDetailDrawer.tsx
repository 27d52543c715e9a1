import type { ReactNode } from 'react';
import { Descriptions, Drawer, Tabs, Typography } from 'antd';
import type { CaseCompany } from '../model/case-checks.ts';
import { LayoffStatisticsPanel } from './LayoffStatisticsPanel.tsx';

interface Props {
  company?: CaseCompany & { creditCode: string; region: string | null };
  onClose: () => void;
  /** the 评价 tab: the company's evaluation history (composed by the page) and the evaluate button */
  renderEvaluation: (company: CaseCompany) => ReactNode;
  /** the disposal's record tabs 约谈 / 裁员和维稳 / 对接服务 (save:talk, save:downsizing, save:server), composed by the page */
  renderRecords?: (company: CaseCompany) => ReactNode;
}

/** A row's detail in 存档评价: tabs 裁员统计 and 评价. */
export function CaseDetailDrawer({ company, onClose, renderEvaluation, renderRecords }: Props) {
  return (
    <Drawer title={company?.companyName} open={!!company} onClose={onClose} size={960} destroyOnHidden>
      {company && (
        <>
          <Descriptions size="small" column={3} style={{ marginBottom: 8 }}>
            <Descriptions.Item label="统一社会信用代码">{company.creditCode}</Descriptions.Item>
            <Descriptions.Item label="派单区县">{company.region ?? ''}</Descriptions.Item>
            <Descriptions.Item label="预警等级">{company.level ?? ''}</Descriptions.Item>
          </Descriptions>
          <Tabs
            items={[
              {
                key: 'layoff',
                label: '裁员统计',
                children: <LayoffStatisticsPanel riskCompanyId={company.riskCompanyId} />,
              },
              { key: 'evaluation', label: '评价', children: renderEvaluation(company) },
            ]}
          />
          {renderRecords && (
            <>
              <Typography.Title level={5} style={{ marginTop: 16 }}>
                处置记录
              </Typography.Title>
              {renderRecords(company)}
            </>
          )}
        </>
      )}
    </Drawer>
  );
}
