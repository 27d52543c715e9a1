import { api } from '../../../lib/http.ts';
import { poolCalls } from '@risk/shared/api/pool';

export type PhoneField = 'legalPersonPhone' | 'contactsPhone';

/** The unmasked number (riskCompany:viewPhone; the server logs the look-up) */
export const getFullPhone = (id: number, field: PhoneField) =>
  api.read(poolCalls.phone, { params: { id }, query: { field } });
