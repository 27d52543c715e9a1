import { useQuery } from '@tanstack/react-query';
import { Empty, Spin, Tabs } from 'antd';
import { DISPOSAL_RECORD_TYPE_NAMES, DISPOSAL_RECORD_TYPES } from '@risk/shared/disposal';
import { disposalCalls } from '@risk/shared/api/disposal';
import { poolCalls } from '@risk/shared/api/pool';
import { api } from '../../../lib/http.ts';
import { useAccess } from '../../../lib/access.tsx';
import { RecordTable } from './RecordTable.tsx';

/** The 存档评价 record tab of each type: save:talk, save:downsizing, save:server (or the district's own codes). */
export const ARCHIVE_RECORD_CODES = Object.fromEntries(
  DISPOSAL_RECORD_TYPE_NAMES.map((t) => [t, [`save:${t}`, `riskDisposalCounty:${t}`]]),
) as Record<(typeof DISPOSAL_RECORD_TYPE_NAMES)[number], string[]>;

/**
 * 存档评价's read-only tabs 约谈 / 裁员和维稳 / 对接服务 of a company's linked disposal
 * (the company's disposal id, then its records); each tab only with its code.
 */
export function useArchiveRecordTabs(riskCompanyId: number) {
  const { can } = useAccess();
  const types = DISPOSAL_RECORD_TYPE_NAMES.filter((t) => can(ARCHIVE_RECORD_CODES[t]));
  const records = useQuery({
    // in the disposal area: a record's write refreshes these tabs too
    queryKey: [disposalCalls.records.area, disposalCalls.records.path, { riskCompanyId }],
    enabled: types.length > 0,
    queryFn: async () => {
      const disposalId = await api.read(poolCalls.disposalId, { params: { id: riskCompanyId } });
      return disposalId === null
        ? null
        : { disposalId, records: await api.read(disposalCalls.records, { params: { disposalId } }) };
    },
  });
  return types.map((type) => ({
    key: type,
    label: DISPOSAL_RECORD_TYPES[type].label,
    children: records.isLoading ? (
      <Spin />
    ) : records.data ? (
      <RecordTable
        disposalId={records.data.disposalId}
        type={type}
        records={records.data.records[type]}
        editable={false}
      />
    ) : (
      <Empty description="该企业没有联动处置记录" />
    ),
  }));
}

/** The tabs alone, for a page that has no tab bar of its own. */
export function ArchiveRecordTabs({ riskCompanyId }: { riskCompanyId: number }) {
  const items = useArchiveRecordTabs(riskCompanyId);
  return items.length ? <Tabs items={items} /> : null;
}
