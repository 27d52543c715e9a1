import { z } from 'zod';
import { socialLayoffCounts } from '../social-months.ts';
import { compBasicQuery, registryCodeParam, registryCodeQuery } from '../schemas/registry.ts';
import { envelope, fileAnswer, idParam, XLSX_MEDIA_TYPE } from '../wire.ts';
import { callsOf, type Endpoint } from './endpoint.ts';
import { importJobAnswer } from './jobs.ts';

/**
 * The enterprise data service contract (`/eims/v1/risk`): paths
 * and answers. Registry records keep their kind's own fields, so a record row passes fields through.
 */
const REGISTRY_PATH = '/eims/v1/risk';

/** Business-registration facts of a company, as the detail's basic-information block shows them. */
export const registryBasicInfo = z.object({
  creditCode: z.string(),
  companyName: z.string(),
  registrationPlace: z.string().nullable(),
  legalPerson: z.string().nullable(),
  legalPersonPhone: z.string().nullable(),
  enterpriseType: z.string().nullable(),
  operatingStatus: z.string().nullable(),
  registeredCapital: z.string().nullable(),
  establishDate: z.string().nullable(),
  address: z.string().nullable(),
  businessScope: z.string().nullable(),
  industry: z.string().nullable(),
});
export type RegistryBasicInfo = z.infer<typeof registryBasicInfo>;

/** Every business-registration fact of one company, as every registry source answers them. */
export const registryBasic = registryBasicInfo.extend({
  /** 万元 */
  incomeScale: z.string().nullable(),
  profitScale: z.string().nullable(),
  employees: z.number().int().nullable(),
  /** social-security headcount by year */
  yearSocial: z.record(z.string(), z.number()).nullable(),
});
export type RegistryBasic = z.infer<typeof registryBasic>;

/** One row of a many-row registry block (shareholders, judicial cases, news, listed panels …): its date, title and own fields. */
export const registryRecordRow = z.looseObject({
  id: z.number().int(),
  recordDate: z.string().nullable(),
  title: z.string().nullable(),
});
export type RegistryRecordRow = z.infer<typeof registryRecordRow>;

/** One board's listed-company panels (company, individual, major shareholder, post). */
export const listedBoardPanels = z.object({
  company: z.array(registryRecordRow),
  individual: z.array(registryRecordRow),
  shareholder: z.array(registryRecordRow),
  post: z.array(registryRecordRow),
});
export type ListedBoardPanels = z.infer<typeof listedBoardPanels>;

/**
 * compDetails/match/{id}: what the registry matches for a pool company now (by credit code, then
 * normalised name) without writing; matchArry/{id}: the registry entries it could be.
 */
export const registryMatchAnswer = z.object({
  riskCompanyId: z.number().int(),
  companyName: z.string(),
  creditCode: z.string(),
  /** the pool's flag as stored (the sync, PATCH matchingData, writes it) */
  isMatch: z.boolean(),
  /** the registry entry found now, phone masked; null when the registry does not know the company */
  match: registryBasic.nullable(),
});
export type RegistryMatchAnswer = z.infer<typeof registryMatchAnswer>;

/** A company the search answers: registry entries and pool companies (these carry riskCompanyId). */
export const companySuggestion = z.object({
  creditCode: z.string(),
  companyName: z.string(),
  registrationPlace: z.string().nullable(),
  riskCompanyId: z.number().int().nullable(),
  isMatch: z.boolean(),
});
export type CompanySuggestion = z.infer<typeof companySuggestion>;

/** 社保参保与减员 of a company: the headcount and the reduction over each of the last 1–12 months (null where unknown). */
export const socialSecurity = z.object({ currentSocial: z.number().int().nullable() }).extend(socialLayoffCounts.shape);
export type SocialSecurity = z.infer<typeof socialSecurity>;

/** Yes/no codes of the detail: '0' 否, '1' 是. */
export const yesNoCode = z.enum(['0', '1']);
export type YesNoCode = z.infer<typeof yesNoCode>;

/** GET /eims/v1/risk/companyDetail/{creditCode}: every block in one answer. */
export const companyDetail = z.object({
  companyId: z.number().int(),
  business: z.object({
    companyName: z.string(),
    creditCode: z.string(),
    incomeScale: z.string().nullable(),
    profitScale: z.string().nullable(),
    employees: z.number().int().nullable(),
    yearSocial: z.record(z.string(), z.number()).nullable(),
  }),
  riskWarning: z.object({
    riskInfoNum: z.number().int(),
    isDispatch: yesNoCode,
    isLayoffs: yesNoCode,
    layoffsNum: z.number().int().nullable(),
    isDispose: yesNoCode,
    warnLevel: z.string().nullable(),
    layoffsReport: z.string().nullable(),
    isMoney: yesNoCode,
    isSocial: yesNoCode,
  }),
  socialSecurity,
  relationRisk: z.object({
    complaints: z.number().int(),
    adjustNum: z.number().int(),
    casesComplaints: z.number().int(),
    isLogout: yesNoCode,
    equityTotal: z.number().int(),
    daySearchIndex: z.number(),
  }),
  disposal: z.array(
    z.object({
      appointmentTime: z.string().nullable(),
      localDepartment: z.string().nullable(),
      cityDepartment: z.string().nullable(),
      departmentHead: z.string().nullable(),
      phone: z.string().nullable(),
      opinion: z.string().nullable(),
      layoffsTime: z.string().nullable(),
      layoffsPerson: z.number().int().nullable(),
      allDepartment: z.string().nullable(),
    }),
  ),
  help: z.object({ law: z.array(z.string()), employment: z.array(z.string()) }),
  basic: registryBasic,
  /** listed-company panels by board (company, individual, major shareholder, post) and the fund panel */
  stock: z.object({
    main: listedBoardPanels,
    neeq: listedBoardPanels,
    hk: listedBoardPanels,
    fund: z.array(registryRecordRow),
  }),
});
export type CompanyDetail = z.infer<typeof companyDetail>;

/** The boards and sections of the listed-company calls (`listed/{board}/{section}`). */
export const LISTED_BOARD_NAMES = ['main', 'neeq', 'hk'] as const;
export const LISTED_SECTION_NAMES = ['company', 'individual', 'shareholder', 'post'] as const;
type ListedCallName = `listed/${(typeof LISTED_BOARD_NAMES)[number]}/${(typeof LISTED_SECTION_NAMES)[number]}`;

/** The registry's many-row blocks by the spec's call names, each read by credit code (`?creditCode=`). */
export const REGISTRY_RECORD_CALL_NAMES = [
  'compShareholder',
  'judicial',
  'compJudicialKtgg',
  'compJudicialExecute',
  'compJudicialFygg',
  'compNews',
  'compAnnualSocial',
  'annualReport',
  'compListedStkdisc',
  'compListedStkfinance',
  ...LISTED_BOARD_NAMES.flatMap((board) =>
    LISTED_SECTION_NAMES.map((section): ListedCallName => `listed/${board}/${section}`),
  ),
  'compListedFund',
] as const;
export type RegistryRecordCallName = (typeof REGISTRY_RECORD_CALL_NAMES)[number];

const registry = callsOf('registry', REGISTRY_PATH);
const recordShape = {
  access: 'authenticated',
  query: registryCodeQuery,
  answer: envelope(z.array(registryRecordRow)),
} as const;

/** The calls of the enterprise data service (企业数据服务): search, registry blocks, the registry import. */
export const registryCalls = {
  search: registry.get('/compBasic', {
    access: 'authenticated',
    query: compBasicQuery,
    answer: envelope(z.array(companySuggestion)),
  }),
  basic: registry.get('/compDetails/:creditCode', {
    access: 'authenticated',
    params: registryCodeParam,
    answer: envelope(z.union([registryBasic, z.object({})])),
  }),
  social: registry.get('/compDetails/jobInfo/:creditCode', {
    access: 'authenticated',
    params: registryCodeParam,
    answer: envelope(z.union([socialSecurity, z.object({})])),
  }),
  template: registry.get('/template', {
    access: 'riskCompany:upload',
    answer: fileAnswer,
    produces: [XLSX_MEDIA_TYPE],
  }),
  importExcel: registry.post('/importExcel', {
    access: 'riskCompany:upload',
    multipart: true,
    answer: importJobAnswer,
  }),
};

/** One call per registry block (`registryRecordCalls.compNews`, `registryRecordCalls['listed/main/post']`). */
export const registryRecordCalls = Object.fromEntries(
  REGISTRY_RECORD_CALL_NAMES.map((name) => [name, registry.get(`/${name}`, recordShape)]),
) as Record<RegistryRecordCallName, Endpoint<'GET', typeof recordShape>>;

const detail = callsOf('companyDetail', REGISTRY_PATH);

/** The reads that join a pool company with its registry data and risk information (read model companyDetail). */
export const companyDetailCalls = {
  detail: detail.get('/companyDetail/:creditCode', {
    access: 'authenticated',
    params: registryCodeParam,
    answer: envelope(companyDetail),
  }),
  match: detail.get('/compDetails/match/:id', {
    access: 'authenticated',
    params: idParam,
    answer: envelope(registryMatchAnswer),
  }),
  candidates: detail.get('/compDetails/matchArry/:id', {
    access: 'authenticated',
    params: idParam,
    answer: envelope(z.array(companySuggestion)),
  }),
};
