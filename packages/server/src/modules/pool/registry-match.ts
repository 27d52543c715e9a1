import { sql } from 'drizzle-orm';
import { normalizeCompanyName } from '@risk/shared/company';
import type { DbOrTx } from '../../db/client.ts';
import type { RegistryMatch } from '../registry/service.ts';

interface MatchRow {
  idx: number;
  credit_code: string | null;
  company_name: string | null;
  registration_place: string | null;
  legal_person: string | null;
  legal_person_phone: string | null;
}

/**
 * The registry entries of many companies at once, with the rule of findRegistryMatch (credit code,
 * then normalised name). An import of 10,000 rows cannot afford two queries per row on PGlite, so
 * it asks the built-in store in one query per chunk; findRegistryMatch stays the rule for one company.
 */
export async function findRegistryMatches(
  tx: DbOrTx,
  companies: { creditCode: string; companyName: string }[],
): Promise<(RegistryMatch | undefined)[]> {
  const input = companies.map((c, idx) => ({
    idx,
    credit_code: c.creditCode,
    name_norm: normalizeCompanyName(c.companyName),
  }));
  const res = (await tx.execute(sql`
    select i.idx, coalesce(c.credit_code, n.credit_code) as credit_code, coalesce(c.company_name, n.company_name) as company_name,
           coalesce(c.registration_place, n.registration_place) as registration_place, coalesce(c.legal_person, n.legal_person) as legal_person,
           coalesce(c.legal_person_phone, n.legal_person_phone) as legal_person_phone
    from json_to_recordset(${JSON.stringify(input)}::json) as i(idx int, credit_code text, name_norm text)
    left join registry_company c on c.credit_code = i.credit_code
    left join lateral (
      select r.* from registry_company r where c.credit_code is null and r.name_norm = i.name_norm order by r.credit_code limit 1
    ) n on true`)) as unknown as { rows: MatchRow[] };
  const out: (RegistryMatch | undefined)[] = companies.map(() => undefined);
  for (const r of res.rows) {
    if (!r.credit_code) continue;
    out[r.idx] = {
      creditCode: r.credit_code,
      companyName: r.company_name!,
      registrationPlace: r.registration_place,
      legalPerson: r.legal_person,
      legalPersonPhone: r.legal_person_phone,
    };
  }
  return out;
}
