import { Drawer } from 'antd';
import type { CaseCompany } from '../model/case-checks.ts';
import { LayoffStatisticsPanel } from './LayoffStatisticsPanel.tsx';

export function LayoffStatisticsDrawer({ company, onClose }: { company?: CaseCompany; onClose: () => void }) {
  return (
    <Drawer
      title={`裁员统计${company ? ` - ${company.companyName}` : ''}`}
      open={!!company}
      onClose={onClose}
      size={900}
      destroyOnHidden
    >
      {company && <LayoffStatisticsPanel riskCompanyId={company.riskCompanyId} />}
    </Drawer>
  );
}
