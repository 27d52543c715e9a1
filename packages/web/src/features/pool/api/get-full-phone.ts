import { http } from '../../../lib/http.ts';
import { POOL_URL } from './risk-company.ts';

export type PhoneField = 'legalPersonPhone' | 'contactsPhone';

/** GET /business/risk/company/{id}/phone?field=: the unmasked number (riskCompany:viewPhone; the server logs the look-up) */
export const getFullPhone = (id: number, field: PhoneField) =>
  http.get<string | null>(`${POOL_URL}/${id}/phone`, { field });
