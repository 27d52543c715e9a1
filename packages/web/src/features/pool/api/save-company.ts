import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { RISK_COMPANY_PATH } from '@risk/shared/api/pool';

/** What the add/edit form sends; phones left empty on an edit keep the stored numbers. */
export interface CompanyInput {
  creditCode: string;
  companyName: string;
  registrationPlace?: string | null;
  companyRegion?: string | null;
  legalPerson?: string | null;
  legalPersonPhone?: string;
  contacts?: string | null;
  contactsPhone?: string;
  remark?: string | null;
}

/** POST /business/risk/company (a company chosen from the registry), PUT with the id for an edit */
export const useSaveCompany = () =>
  useListMutation(RISK_COMPANY_PATH, ({ id, input }: { id?: number; input: CompanyInput }) =>
    id ? http.put(RISK_COMPANY_PATH, { id, ...input }) : http.post(RISK_COMPANY_PATH, input),
  );
