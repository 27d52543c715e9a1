import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { http } from '../../../lib/http.ts';
import { RISK_INFO_URL } from '../api/risk-info.ts';

/**
 * 导出 of the risk information: PATCH /download with the list's filters as query, as the pool's
 * export (list-kit's ExportButton only sends GET).
 */
export function RiskInfoExportButton({ filters }: { filters: Record<string, unknown> }) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    http.download(`${RISK_INFO_URL}/download`, filters, '风险信息.xlsx', 'PATCH').catch(() => undefined).finally(() => setBusy(false));
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={download}>
      导出
    </Button>
  );
}
