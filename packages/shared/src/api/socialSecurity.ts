import { z } from 'zod';
import { socialQuery } from '../schemas/monitor-config.ts';
import { socialMonthCounts } from '../social-months.ts';
import { fileAnswer, pageEnvelope, wireTime, XLSX_MEDIA_TYPE } from '../wire.ts';
import { SOCIAL_SECURITY_SORT_FIELDS } from './content.ts';
import { callsOf } from './endpoint.ts';
import { importJobAnswer } from './jobs.ts';

/** 社保数据: the social-insurance agency's monthly figures per company, imported from Excel. */
const SOCIAL_SECURITY_PATH = '/business/v1/importSocial';
export const SOCIAL_SECURITY_DEFAULT_SORT = 'month,DESC';

const text = z.string().nullable();

/** One company's month as the list and the export show it: phones masked. */
export const socialSecurityRow = z
  .object({
    id: z.number().int(),
    creditCode: z.string(),
    companyName: z.string(),
    region: z.string(),
    legalPerson: text,
    /** masked */
    legalPersonPhone: text,
    relationPerson: text,
    /** masked */
    relationManner: text,
    payPerson: text,
    /** masked */
    payPersonPhone: text,
    month: z.string(),
    currentMonth: z.number().int(),
    createTime: wireTime,
  })
  // the reduction over each of the last 1–12 months (january … december)
  .extend(socialMonthCounts.shape);
export type SocialSecurityRow = z.infer<typeof socialSecurityRow>;

const social = callsOf('socialSecurity', SOCIAL_SECURITY_PATH);
const xlsx = { answer: fileAnswer, produces: [XLSX_MEDIA_TYPE] } as const;

/** The calls of 社保数据: the list holds companies' personal data, so every call needs the import code. */
export const socialSecurityCalls = {
  list: social.get('', {
    access: 'socialSecurity:upload',
    query: socialQuery,
    answer: pageEnvelope(socialSecurityRow),
    sort: SOCIAL_SECURITY_SORT_FIELDS,
    defaultSort: SOCIAL_SECURITY_DEFAULT_SORT,
  }),
  download: social.get('/download', { access: 'socialSecurity:upload', query: socialQuery, ...xlsx }),
  template: social.get('/template', { access: 'socialSecurity:upload', ...xlsx }),
  importExcel: social.post('/importExcel', {
    access: 'socialSecurity:upload',
    multipart: true,
    answer: importJobAnswer,
  }),
};
