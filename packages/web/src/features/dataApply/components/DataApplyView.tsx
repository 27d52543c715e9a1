import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Segmented } from 'antd';
import type { DataApplyRow } from '@risk/shared/api/dataApply';
import { useAccess } from '../../../lib/access.tsx';
import { DataApplyList } from './DataApplyList.tsx';

const VIEW = 'view';
const DATA_APPLY = 'dataApply';

/**
 * 区县核实 / 市级核实 with their 数据申请: holders of a dataApply code switch between the work list and
 * the paged 数据申请 list (the view is in the address, `?view=dataApply`); others see the work list only.
 */
export function DataApplyView({
  children,
  companyLink,
}: {
  children: ReactNode;
  companyLink?: (row: DataApplyRow) => string;
}) {
  const { can } = useAccess();
  const [search, setSearch] = useSearchParams();
  if (!can('dataApply:apply') && !can('dataApply:reply')) return children;
  const view = search.get(VIEW) === DATA_APPLY ? DATA_APPLY : 'work';
  return (
    <>
      <Segmented
        style={{ marginBottom: 12 }}
        value={view}
        // switching starts the other list from its own defaults (the lists keep their filters in the address)
        onChange={(v) => setSearch(v === DATA_APPLY ? { [VIEW]: DATA_APPLY } : {})}
        options={[
          { value: 'work', label: '核实工单' },
          { value: DATA_APPLY, label: '数据申请' },
        ]}
      />
      {view === DATA_APPLY ? <DataApplyList companyLink={companyLink} /> : children}
    </>
  );
}
