import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, date } from 'drizzle-orm/pg-core';
import { createTime, updateTime } from './columns.ts';

/**
 * The built-in company registry store (business registration and related public data), filled by
 * Excel import and the demo generator; an external registry API can replace it behind the
 * provider interface of the registry module.
 */
export const registryCompany = pgTable(
  'registry_company',
  {
    creditCode: text('credit_code').primaryKey(),
    companyName: text('company_name').notNull(),
    nameNorm: text('name_norm').notNull(),
    registrationPlace: text('registration_place'),
    legalPerson: text('legal_person'),
    legalPersonPhone: text('legal_person_phone'),
    enterpriseType: text('enterprise_type'),
    operatingStatus: text('operating_status'),
    registeredCapital: text('registered_capital'),
    establishDate: date('establish_date'),
    address: text('address'),
    businessScope: text('business_scope'),
    industry: text('industry'),
    /** 万元 */
    incomeScale: text('income_scale'),
    profitScale: text('profit_scale'),
    employees: integer('employees'),
    /** social-security headcount by year: { "2024": 120, "2025": 96 } */
    yearSocial: jsonb('year_social').$type<Record<string, number>>(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [
    index('registry_company_name_idx').on(t.nameNorm),
    index('registry_company_name_bigram_idx').using('gin', sql`name_bigrams(${t.nameNorm})`),
  ],
);

/**
 * The registry's many-row blocks, one kind per block: shareholder, judicialCase, courtNotice
 * (开庭公告), courtAnnouncement (法院公告), execution, news, annualReport, listedMain, listedNeeq,
 * listedHk. `data` holds the block's own fields.
 */
export const registryRecord = pgTable(
  'registry_record',
  {
    id: serial('id').primaryKey(),
    creditCode: text('credit_code')
      .notNull()
      .references(() => registryCompany.creditCode, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    recordDate: date('record_date'),
    title: text('title'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createTime: createTime(),
  },
  (t) => [index('registry_record_company_kind_idx').on(t.creditCode, t.kind, t.recordDate.desc())],
);
