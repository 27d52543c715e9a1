import { useState } from 'react';
import { Button } from 'antd';
import type { CaseCompany } from '../model/case-checks.ts';
import { CaseActions } from './CaseActions.tsx';
import { EvaluationModal } from './EvaluationModal.tsx';
import { LayoffStatisticsDrawer } from './LayoffStatisticsDrawer.tsx';

/** The row buttons a disposal list borrows: 裁员统计 (open to all), 存档 and 评价 (by permission). */
export function CaseRowActions({ company }: { company: CaseCompany }) {
  const [layoffOf, setLayoffOf] = useState<CaseCompany>();
  const [evaluating, setEvaluating] = useState<CaseCompany>();
  return (
    <>
      <Button type="link" size="small" onClick={() => setLayoffOf(company)}>
        裁员统计
      </Button>
      <CaseActions company={company} onEvaluate={setEvaluating} />
      <LayoffStatisticsDrawer company={layoffOf} onClose={() => setLayoffOf(undefined)} />
      <EvaluationModal company={evaluating} onClose={() => setEvaluating(undefined)} />
    </>
  );
}
