import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disposalInfo, disposalOrder } from '../../../src/db/schema/disposal.ts';
import { verificationOrder } from '../../../src/db/schema/verification.ts';
import { companyDetailCalls as calls } from '@risk/shared/api/registry';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { poolEntry, registryEntry } from '../../helpers/pool-fixtures.ts';

let t: TestApp;
let city: string;
let disposing: Awaited<ReturnType<typeof poolEntry>>;
let quiet: Awaited<ReturnType<typeof poolEntry>>;

const TALK = {
  appointmentTime: '2026-03-02',
  localDepartment: '海淀区人社局',
  cityDepartment: '市人社局劳动关系处',
  departmentHead: '李四',
  phone: '13800002222',
  opinion: '督促依法裁员',
};
const LAYOFF = {
  layoffsTime: '2026-03-10',
  layoffsPerson: 12,
  allDepartment: '区人社局、区总工会',
  opinion: '已妥善安置',
};

/** A company in linked disposal (order rated 三级) with one interview and one layoff record. */
async function inDisposal(companyName: string) {
  const reg = await registryEntry(t.db, { companyName, registrationPlace: '海淀区' });
  const company = await poolEntry(t.db, {
    companyName,
    creditCode: reg.creditCode,
    registrationPlace: '海淀区',
    companyRegion: '海淀区',
    isMatch: true,
    status: 3,
  });
  const [order] = await t.db
    .insert(verificationOrder)
    .values({
      riskCompanyId: company.id,
      companyName,
      creditCode: reg.creditCode,
      region: '海淀区',
      status: 7,
      level: '三级',
    })
    .returning();
  const [disposal] = await t.db
    .insert(disposalOrder)
    .values({
      orderId: order.id,
      riskCompanyId: company.id,
      companyName,
      creditCode: reg.creditCode,
      region: '海淀区',
      level: '三级',
      status: 1,
      talkNum: 1,
      downsizingNum: 1,
      serverNum: 1,
    })
    .returning();
  await t.db.insert(disposalInfo).values([
    { disposalId: disposal.id, type: 'talk', recordDate: TALK.appointmentTime, data: TALK },
    { disposalId: disposal.id, type: 'downsizing', recordDate: LAYOFF.layoffsTime, data: LAYOFF },
    {
      disposalId: disposal.id,
      type: 'server',
      recordDate: '2026-03-12',
      data: { serviceTime: '2026-03-12', policies: '稳岗补贴', employmentServices: '招聘会', times: 1 },
    },
  ]);
  return company;
}

beforeAll(async () => {
  t = await createTestApp();
  city = await t.login('city');
  disposing = await inDisposal('北京处置详情测试有限公司');
  const reg = await registryEntry(t.db, { companyName: '北京无处置测试有限公司', registrationPlace: '海淀区' });
  quiet = await poolEntry(t.db, {
    companyName: reg.companyName,
    creditCode: reg.creditCode,
    registrationPlace: '海淀区',
    companyRegion: '海淀区',
    isMatch: true,
  });
});
afterAll(() => t.close());

describe('company detail disposal block', () => {
  it('when the company is in linked disposal then its interview and layoff records answer, newest first, service docking left out', async () => {
    const res = await t.send(city, calls.detail, {
      params: { creditCode: disposing.creditCode },
    });
    expect(res.status).toBe(200);
    expect(res.body.content.disposal).toEqual([
      {
        appointmentTime: null,
        localDepartment: null,
        cityDepartment: null,
        departmentHead: null,
        phone: null,
        opinion: LAYOFF.opinion,
        layoffsTime: LAYOFF.layoffsTime,
        layoffsPerson: 12,
        allDepartment: LAYOFF.allDepartment,
      },
      { ...TALK, layoffsTime: null, layoffsPerson: null, allDepartment: null },
    ]);
  });

  it('when the company has no disposal then the block is empty', async () => {
    const res = await t.send(city, calls.detail, { params: { creditCode: quiet.creditCode } });
    expect(res.status).toBe(200);
    expect(res.body.content.disposal).toEqual([]);
  });
});
