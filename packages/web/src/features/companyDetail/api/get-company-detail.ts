import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistryBasicInfo, RegistryRecordRow as RegistryRecord } from '@risk/shared/schemas/registry';
import { http } from '../../../lib/http.ts';

/** Yes/no codes of the detail: '0' 否, '1' 是 (spec doc 1 §9). */
export type YesNoCode = '0' | '1';

/** GET /eims/v1/risk/companyDetail/{creditCode}: every block of spec doc 1 §3 in one answer. */
export interface CompanyDetail {
  companyId: number;
  business: {
    companyName: string;
    creditCode: string;
    incomeScale: string | null;
    profitScale: string | null;
    employees: number | null;
    yearSocial: Record<string, number> | null;
  };
  riskWarning: {
    riskInfoNum: number;
    isDispatch: YesNoCode;
    isLayoffs: YesNoCode;
    layoffsNum: number | null;
    isDispose: YesNoCode;
    warnLevel: string | null;
    layoffsReport: string | null;
    isMoney: YesNoCode;
    isSocial: YesNoCode;
  };
  socialSecurity: {
    currentSocial: number | null;
    oneLayoffsNum: number | null;
    threeLayoffsNum: number | null;
    fiveLayoffsNum: number | null;
    yearLayoffsNum: number | null;
  };
  relationRisk: {
    complaints: number;
    adjustNum: number;
    casesComplaints: number;
    isLogout: YesNoCode;
    equityTotal: number;
    daySearchIndex: number;
  };
  disposal: {
    appointmentTime: string | null;
    localDepartment: string | null;
    cityDepartment: string | null;
    departmentHead: string | null;
    phone: string | null;
    opinion: string | null;
    layoffsTime: string | null;
    layoffsPerson: number | null;
    allDepartment: string | null;
  }[];
  help: { law: string[]; employment: string[] };
  basic: RegistryBasicInfo;
  stock: { main: RegistryRecord[]; neeq: RegistryRecord[]; hk: RegistryRecord[] };
}

export const companyDetailQuery = (creditCode: string) =>
  queryOptions({
    queryKey: ['/eims/v1/risk/companyDetail', creditCode],
    // the page shows a refusal (unmatched, not in the user's district) itself, in place of the blocks
    queryFn: () =>
      http.get<CompanyDetail>(`/eims/v1/risk/companyDetail/${encodeURIComponent(creditCode)}`, undefined, {
        silent: true,
      }),
  });

export const useCompanyDetail = (creditCode: string) => useQuery(companyDetailQuery(creditCode));
