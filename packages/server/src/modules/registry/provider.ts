import type { RegistryBasic, RegistryRecordRow } from '@risk/shared/api/registry';
import type { DbOrTx } from '../../db/client.ts';
import { storeRegistry } from './store.ts';

/** A company offered by the search box of the add forms. */
export interface RegistrySuggestion {
  creditCode: string;
  companyName: string;
  registrationPlace: string | null;
}

/**
 * The registry's blocks by kind (registry_record.kind). The external registry API names its calls
 * after the spec's paths, so the kinds are kept close to them.
 */
export const REGISTRY_KINDS = [
  'shareholder',
  'judicialCase',
  'courtNotice',
  'courtAnnouncement',
  'execution',
  'news',
  'annualReport',
  'annualSocial',
  'stockDisclosure',
  'stockFinance',
  'listedMain',
  'listedNeeq',
  'listedHk',
  /** one row per company: data.months = { "2025-01": headcount, … } */
  'socialMonth',
] as const;
export type RegistryKind = (typeof REGISTRY_KINDS)[number];

/** What the platform asks of a company registry; the built-in store answers it, an external API may later. */
export interface RegistryProvider {
  search(keyword: string, limit: number): Promise<RegistrySuggestion[]>;
  basic(creditCode: string): Promise<RegistryBasic | undefined>;
  /** by credit code, then by normalised name */
  match(creditCode: string, companyName: string): Promise<RegistryBasic | undefined>;
  records(creditCode: string, kind: RegistryKind): Promise<RegistryRecordRow[]>;
}

/** The one place that chooses the registry source. */
export function registryProvider(db: DbOrTx): RegistryProvider {
  return storeRegistry(db);
}
