import type { registryCompany, registryRecord } from '../db/schema/registry.ts';
import { perMonth } from '@risk/shared/social-months';
import type { socialSecurity } from '../db/schema/monitor-config.ts';
import { mobile, personName } from './company-names.ts';
import { createRandom } from './random.ts';

type SocialRow = typeof socialSecurity.$inferInsert;

/** A seed per company, so the contacts do not move the demo's main random sequence. */
const seedOf = (code: string) => [...code].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

/**
 * The generator's monthly headcounts (the `socialMonth` series drawn with the registry data) as the
 * social-insurance agency's import would hold them: one 社保数据 row per company and month, with the
 * reduction over each of the last 1 … 12 months: the fall of the headcount from N months before
 * (0 when it grew), so a row agrees with the months the file holds; where the series starts later,
 * from its first month.
 */
export function socialRowsOf(
  company: typeof registryCompany.$inferInsert,
  series: typeof registryRecord.$inferInsert,
): SocialRow[] {
  const months = (series.data as { months?: Record<string, number> }).months ?? {};
  const keys = Object.keys(months).sort();
  const rnd = createRandom(seedOf(company.creditCode));
  const contact = personName(rnd);
  const contactPhone = mobile(rnd);
  const payPerson = personName(rnd);
  const payPhone = mobile(rnd);
  return keys.map((month, i) => {
    const headcount = months[month];
    const reductions = perMonth('field', (m) => Math.max(0, months[keys[Math.max(0, i - m.months)]] - headcount));
    return {
      creditCode: company.creditCode,
      companyName: company.companyName,
      region: company.registrationPlace ?? '东城区',
      legalPerson: company.legalPerson ?? null,
      legalPersonPhone: company.legalPersonPhone ?? null,
      relationPerson: contact,
      relationManner: contactPhone,
      payPerson,
      payPersonPhone: payPhone,
      month,
      currentMonth: headcount,
      ...reductions,
      createBy: 'ops',
    };
  });
}
