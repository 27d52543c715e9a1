import { useState } from 'react';
import { Button } from 'antd';
import type { DisposalRow } from '@risk/shared/api/disposal';
import { verificationCalls } from '@risk/shared/api/verification';
import { UrgeModal } from '../../../components/timeliness/UrgeModal.tsx';
import { Access } from '../../../lib/access.tsx';

/** 催办 of a disposal whose 联动处置 clock runs: the city urges the district on the verification order. */
export function DisposalUrgeButton({ row }: { row: DisposalRow }) {
  const [open, setOpen] = useState(false);
  if (row.deadline === null) return null;
  return (
    <Access codes={verificationCalls.urge.shape.access}>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        催办
      </Button>
      <UrgeModal
        order={
          open
            ? { id: row.orderId, companyName: row.companyName, region: row.region, deadline: row.deadline }
            : undefined
        }
        onClose={() => setOpen(false)}
      />
    </Access>
  );
}
