import { miniAppUserCalls } from '@risk/shared/api/miniAppUser';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { verificationOrder } from '../../src/db/schema/verification.ts';
import { poolCalls } from '@risk/shared/api/pool';
import type { TestApp } from './test-app.ts';
import { registryEntry } from './pool-fixtures.ts';

let n = 0;

/** A pool company added through the API (registry → pool add), 未推送; with `region` null it has no dispatch district. */
export async function pooledCompany(t: TestApp, ops: string, region: string | null = '海淀区') {
  n += 1;
  const reg = await registryEntry(t.db, { companyName: `核实测试${process.pid}-${n}有限公司` });
  const created = await t.send(ops, poolCalls.create, {
    body: { creditCode: reg.creditCode, companyRegion: region ?? undefined },
  });
  if (created.status !== 200) throw new Error(`pool add: ${created.body.message}`);
  return created.body.content;
}

/** A pushed company through the API (registry → pool add → push): answers the new order (status 10). */
export async function pushedOrder(t: TestApp, ops: string, region = '海淀区') {
  const company = await pooledCompany(t, ops, region);
  const pushed = await t.send(ops, poolCalls.push, { body: { ids: [company.id] } });
  if (pushed.status !== 200) throw new Error(`push: ${pushed.body.message}`);
  const [order] = await t.db.select().from(verificationOrder).where(eq(verificationOrder.riskCompanyId, company.id));
  return order;
}

export async function orderById(db: Db, id: number) {
  const [row] = await db.select().from(verificationOrder).where(eq(verificationOrder.id, id));
  return row;
}

export { FORM } from './verification-form.ts';

let phone = 0;

/**
 * The company's mini-app account, registered on the H5 page and audited by its district (the
 * gate of a pushed form): answers the session header the H5 page sends.
 */
export async function companyAccount(t: TestApp, district: string, order: { companyName: string; creditCode: string }) {
  phone += 1;
  const account = `135${String(process.pid % 10000).padStart(4, '0')}${String(phone).padStart(4, '0')}`;
  const password = t.encrypt('Company@2026');
  const reg = await t.send(null, miniAppUserCalls.register, {
    body: {
      account,
      password,
      companyName: order.companyName,
      creditCode: order.creditCode,
      region: '海淀区',
      contactName: '企业经办',
    },
  });
  if (reg.status !== 200) throw new Error(`register: ${reg.body.message}`);
  const id = reg.body.content.id;
  const audit = await t.send(district, miniAppUserCalls.audit, { params: { id } });
  if (audit.status !== 200) throw new Error(`audit: ${audit.body.message}`);
  const login = await t.send(null, miniAppUserCalls.login, { body: { account, password } });
  if (login.status !== 200) throw new Error(`login: ${login.body.message}`);
  return { 'x-app-session': login.body.content.token };
}
