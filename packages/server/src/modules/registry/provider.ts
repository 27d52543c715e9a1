import type { RegistryBasic, RegistryRecordRow } from '@risk/shared/api/registry';
import type { DbOrTx } from '../../db/client.ts';
import { storeRegistry } from './store.ts';

/** A company offered by the search box of the add forms. */
export interface RegistrySuggestion {
  creditCode: string;
  companyName: string;
  registrationPlace: string | null;
}

/** Listed-company boards and the sections of each (company, individual, major shareholder, post). */
export const LISTED_BOARDS = { main: 'Main', neeq: 'Neeq', hk: 'Hk' } as const;
export const LISTED_SECTIONS = { company: '', individual: 'Person', shareholder: 'Holder', post: 'Post' } as const;
export type ListedBoard = keyof typeof LISTED_BOARDS;
export type ListedSection = keyof typeof LISTED_SECTIONS;
type ListedKind = `listed${(typeof LISTED_BOARDS)[ListedBoard]}${(typeof LISTED_SECTIONS)[ListedSection]}`;
/** listedMain (the company section keeps its first name), listedMainPerson, listedMainHolder, listedMainPost, … */
export const listedKind = (board: ListedBoard, section: ListedSection) =>
  `listed${LISTED_BOARDS[board]}${LISTED_SECTIONS[section]}` as ListedKind;
const LISTED_KINDS = (Object.keys(LISTED_BOARDS) as ListedBoard[]).flatMap((b) =>
  (Object.keys(LISTED_SECTIONS) as ListedSection[]).map((s) => listedKind(b, s)),
);

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
  ...LISTED_KINDS,
  'listedFund',
] as const;
export type RegistryKind = (typeof REGISTRY_KINDS)[number];

/** What a match answers of a registry entry. */
export type RegistryMatchFields = Pick<
  RegistryBasic,
  'creditCode' | 'companyName' | 'registrationPlace' | 'legalPerson' | 'legalPersonPhone'
>;

/** What the platform asks of a company registry; the built-in store answers it, an external API may later. */
export interface RegistryProvider {
  search(keyword: string, limit: number): Promise<RegistrySuggestion[]>;
  basic(creditCode: string): Promise<RegistryBasic | undefined>;
  /** by credit code, then by normalised name */
  match(creditCode: string, companyName: string): Promise<RegistryBasic | undefined>;
  /** `match` for many companies at once, in their order (an import of thousands of rows) */
  matchMany(companies: { creditCode: string; companyName: string }[]): Promise<(RegistryMatchFields | undefined)[]>;
  records(creditCode: string, kind: RegistryKind): Promise<RegistryRecordRow[]>;
}

/** The one place that chooses the registry source. */
export function registryProvider(db: DbOrTx): RegistryProvider {
  return storeRegistry(db);
}
