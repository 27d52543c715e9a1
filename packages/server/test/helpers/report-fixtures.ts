import { normalizeCompanyName } from '@risk/shared/company';
import type { Db } from '../../src/db/client.ts';
import { disposalInfo, disposalOrder } from '../../src/db/schema/disposal.ts';
import { riskCompany } from '../../src/db/schema/pool.ts';
import { verificationOrder } from '../../src/db/schema/verification.ts';

let n = 0;

/** A pool company with its verification order (status, level, downsizing) in a district, inserted directly. */
export async function companyWithOrder(
  db: Db,
  region: string,
  o: { status: number; level: string; isDownsizing?: string; poolStatus?: number; pushTime?: Date },
) {
  n += 1;
  const companyName = `报表测试${process.pid}-${n}有限公司`;
  const creditCode = `91110108RPT${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(4, '0')}`;
  const [company] = await db
    .insert(riskCompany)
    .values({
      companyName,
      nameNorm: normalizeCompanyName(companyName),
      creditCode,
      companyRegion: region,
      registrationPlace: region,
      status: o.poolStatus ?? 3,
      level: o.level,
    })
    .returning();
  const [order] = await db
    .insert(verificationOrder)
    .values({
      riskCompanyId: company.id,
      companyName,
      creditCode,
      region,
      status: o.status,
      level: o.level,
      isDownsizing: o.isDownsizing ?? '0',
      pushTime: o.pushTime ?? new Date(),
    })
    .returning();
  return { company, order };
}

type RecordInput = { type: 'talk' | 'downsizing' | 'server'; layoffsPerson?: number };

/** A disposal order of a rated order, with records; the kept counts follow the records. */
export async function disposalWith(
  db: Db,
  region: string,
  records: RecordInput[],
  o: { status?: number; poolStatus?: number; createTime?: Date } = {},
) {
  const { company, order } = await companyWithOrder(db, region, {
    status: 7,
    level: '二级',
    isDownsizing: '1',
    poolStatus: o.poolStatus,
  });
  const countOf = (type: string) => records.filter((r) => r.type === type).length;
  const [disposal] = await db
    .insert(disposalOrder)
    .values({
      orderId: order.id,
      riskCompanyId: company.id,
      companyName: company.companyName,
      creditCode: company.creditCode,
      region,
      level: '二级',
      status: o.status ?? (records.length ? 1 : 0),
      talkNum: countOf('talk'),
      downsizingNum: countOf('downsizing'),
      serverNum: countOf('server'),
      createTime: o.createTime ?? new Date(),
    })
    .returning();
  for (const r of records) {
    const data =
      r.type === 'downsizing'
        ? {
            layoffsTime: '2025-06-01',
            layoffsPerson: r.layoffsPerson ?? 3,
            allDepartment: '=生产部',
            opinion: '已稳妥处置',
          }
        : { note: r.type };
    await db.insert(disposalInfo).values({ disposalId: disposal.id, type: r.type, recordDate: '2025-06-01', data });
  }
  return { company, order, disposal };
}
