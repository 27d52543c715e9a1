import { http } from '../../../lib/http.ts';
import { RISK_COMPANY_PATH } from '@risk/shared/api/pool';

export type PhoneField = 'legalPersonPhone' | 'contactsPhone';

/** GET /business/risk/company/{id}/phone?field=: the unmasked number (riskCompany:viewPhone; the server logs the look-up) */
export const getFullPhone = (id: number, field: PhoneField) =>
  http.get<string | null>(`${RISK_COMPANY_PATH}/${id}/phone`, { field });
