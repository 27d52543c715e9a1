import { Button } from 'antd';
import { useAccess } from '../../../lib/access.tsx';
import { useGuardedAction } from '../../../lib/use-guarded-action.ts';
import { useArchiveCompany } from '../api/archive-company.ts';
import {
  ARCHIVE_CODES,
  archiveOffered,
  archiveRefusal,
  evaluateOffered,
  evaluateRefusal,
  EVALUATE_CODES,
  type CaseCompany,
} from '../model/case-checks.ts';

interface Props {
  company: CaseCompany;
  onEvaluate: (company: CaseCompany) => void;
}

/**
 * 存档 and 评价 of a company, each behind its permission and shown only in the pool state its rule
 * allows (archive at 4, evaluate at 6); a remaining refusal (no level) shows its message.
 */
export function CaseActions({ company, onEvaluate }: Props) {
  const { can } = useAccess();
  const archive = useArchiveCompany();
  const guarded = useGuardedAction();
  return (
    <>
      {can(ARCHIVE_CODES) && archiveOffered(company) && (
        <Button
          type="link"
          size="small"
          loading={archive.isPending}
          onClick={() =>
            guarded(
              archiveRefusal(company),
              () => archive.mutateAsync(company.riskCompanyId),
              `确定将「${company.companyName}」存档吗？`,
            )
          }
        >
          存档
        </Button>
      )}
      {can(EVALUATE_CODES) && evaluateOffered(company) && (
        <Button
          type="link"
          size="small"
          onClick={() => guarded(evaluateRefusal(company), async () => onEvaluate(company))}
        >
          评价
        </Button>
      )}
    </>
  );
}
