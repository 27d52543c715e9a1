import { useState } from 'react';
import { Button } from 'antd';
import type { DisposalRow } from '@risk/shared/api/disposal';
import { DISPOSAL_STATUS } from '@risk/shared/disposal';
import { STEP_CLOCKS } from '@risk/shared/timeliness';
import { DelayRequestModal } from '../../../components/timeliness/DelayRequestModal.tsx';
import { Access } from '../../../lib/access.tsx';

/** 申请延期 of an open disposal: the request names the verification order, whose 处置 clock runs. */
export function DisposalDelayButton({ row }: { row: DisposalRow }) {
  const [open, setOpen] = useState(false);
  if (row.status === DISPOSAL_STATUS.FINISHED) return null;
  return (
    <Access codes={STEP_CLOCKS.dispose.delayPermission}>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        申请延期
      </Button>
      <DelayRequestModal
        order={open ? { id: row.orderId, companyName: row.companyName, step: 'dispose' } : undefined}
        onClose={() => setOpen(false)}
      />
    </Access>
  );
}
