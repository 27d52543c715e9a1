import type { DbOrTx } from '../../db/client.ts';
import { registryProvider } from './provider.ts';

export interface RegistryMatch {
  creditCode: string;
  companyName: string;
  registrationPlace: string | null;
  legalPerson: string | null;
  legalPersonPhone: string | null;
}

/** The registry entry of a pool company: by credit code, then by normalised name (sync registry data). */
export async function findRegistryMatch(db: DbOrTx, creditCode: string, companyName: string): Promise<RegistryMatch | undefined> {
  const found = await registryProvider(db).match(creditCode, companyName);
  if (!found) return undefined;
  return {
    creditCode: found.creditCode,
    companyName: found.companyName,
    registrationPlace: found.registrationPlace,
    legalPerson: found.legalPerson,
    legalPersonPhone: found.legalPersonPhone,
  };
}
