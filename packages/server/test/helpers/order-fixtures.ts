import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { verificationOrder } from '../../src/db/schema/verification.ts';
import type { TestApp } from './test-app.ts';
import { POOL, registryEntry } from './pool-fixtures.ts';

export const ORDERS = '/api/pres/business/v1/riskVerificationForms';
export const FORMS = '/api/pres/business/v1/risk/riskVerificationInfos';
export const APP = '/api/pres/sp/business/v1/riskVerificationInfo';

let n = 0;

/** A pushed company through the API (registry → pool add → push): answers the new order (status 10). */
export async function pushedOrder(t: TestApp, ops: string, region = '海淀区') {
  n += 1;
  const reg = await registryEntry(t.db, { companyName: `核实测试${process.pid}-${n}有限公司` });
  const created = await t.call<{ id: number }>(ops, {
    method: 'POST',
    url: POOL,
    payload: { creditCode: reg.creditCode, companyRegion: region },
  });
  if (created.status !== 200) throw new Error(`pool add: ${created.body.message}`);
  const pushed = await t.call(ops, {
    method: 'POST',
    url: `${POOL}/batchPush`,
    payload: { ids: [created.body.content.id] },
  });
  if (pushed.status !== 200) throw new Error(`push: ${pushed.body.message}`);
  const [order] = await t.db
    .select()
    .from(verificationOrder)
    .where(eq(verificationOrder.riskCompanyId, created.body.content.id));
  return order;
}

export async function orderById(db: Db, id: number) {
  const [row] = await db.select().from(verificationOrder).where(eq(verificationOrder.id, id));
  return row;
}

export const FORM = {
  isDownsizing: '1',
  workersNum: 200,
  downNum: 30,
  isLayoffplan: '1',
  compensateType: '0',
  compensate: 'N+1',
  isDownmoney: '0',
  isBackpay: '0',
  isLacksocial: '0',
  otherReason: null,
  level: '二级',
  contacts: '张三',
  contactsTel: '13800001111',
} as const;
