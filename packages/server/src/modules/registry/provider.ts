import type { DbOrTx } from '../../db/client.ts';
import { storeRegistry } from './store.ts';

/** Business-registration facts of one company, as every registry source answers them. */
export interface RegistryBasic {
  creditCode: string;
  companyName: string;
  registrationPlace: string | null;
  legalPerson: string | null;
  legalPersonPhone: string | null;
  enterpriseType: string | null;
  operatingStatus: string | null;
  registeredCapital: string | null;
  establishDate: string | null;
  address: string | null;
  businessScope: string | null;
  industry: string | null;
  /** 万元 */
  incomeScale: string | null;
  profitScale: string | null;
  employees: number | null;
  /** social-security headcount by year */
  yearSocial: Record<string, number> | null;
}

/** A company offered by the search box of the add forms. */
export interface RegistrySuggestion {
  creditCode: string;
  companyName: string;
  registrationPlace: string | null;
}

/** One row of a many-row block (shareholders, judicial cases, news, …): its date, title and own fields. */
export interface RegistryRecordRow {
  id: number;
  recordDate: string | null;
  title: string | null;
  [field: string]: unknown;
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
