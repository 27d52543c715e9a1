import { eq } from 'drizzle-orm';
import { creditCodeCheckChar, normalizeCompanyName } from '@risk/shared/company';
import type { Db } from '../../src/db/client.ts';
import { riskCompany } from '../../src/db/schema/pool.ts';
import { registryCompany } from '../../src/db/schema/registry.ts';
import { verificationOrder } from '../../src/db/schema/verification.ts';

let serial = 0;

/** A valid unified social credit code, different on every call. */
export function creditCode(): string {
  serial += 1;
  const first17 = `91110108${String(process.pid % 100).padStart(2, '0')}${String(serial).padStart(7, '0')}`;
  return first17 + creditCodeCheckChar(first17);
}

/** A company of the registry store (what the add form chooses from). */
export async function registryEntry(
  db: Db,
  fields: {
    companyName: string;
    creditCode?: string;
    registrationPlace?: string;
    legalPerson?: string;
    legalPersonPhone?: string;
  },
) {
  const row = {
    creditCode: fields.creditCode ?? creditCode(),
    companyName: fields.companyName,
    nameNorm: normalizeCompanyName(fields.companyName),
    registrationPlace: fields.registrationPlace ?? '海淀区',
    legalPerson: fields.legalPerson ?? '王法人',
    legalPersonPhone: fields.legalPersonPhone ?? '13912345678',
  };
  await db.insert(registryCompany).values(row);
  return row;
}

export type PoolSeed = Partial<typeof riskCompany.$inferInsert> & { companyName: string };

/** A pool company written directly, in the state a test needs. */
export async function poolEntry(db: Db, fields: PoolSeed) {
  const [row] = await db
    .insert(riskCompany)
    .values({
      creditCode: creditCode(),
      nameNorm: normalizeCompanyName(fields.companyName),
      companyRegion: '海淀区',
      registrationPlace: '海淀区',
      ...fields,
    })
    .returning();
  return row;
}

export async function ordersOf(db: Db, riskCompanyId: number) {
  return db.select().from(verificationOrder).where(eq(verificationOrder.riskCompanyId, riskCompanyId));
}

export async function companyById(db: Db, id: number) {
  const [row] = await db.select().from(riskCompany).where(eq(riskCompany.id, id));
  return row;
}
