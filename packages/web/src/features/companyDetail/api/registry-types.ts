/** Business-registration facts of a company (the registry's basic information). */
export interface RegistryBasicInfo {
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
}

/** One row of a many-row registry block (listed-company panels, …): its date, title and own fields. */
export interface RegistryRecord {
  id: number;
  recordDate: string | null;
  title: string | null;
  [field: string]: unknown;
}
