import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLIDAY_MSG } from '@risk/shared/schemas/holidays';
import { holidayCalls } from '@risk/shared/api/system';
import { createTestApp, rowCounts, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let admin: string;
let city: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, city] = await Promise.all([t.login('admin'), t.login('city')]);
});
afterAll(() => t.close());

describe('holiday calendar', () => {
  it('when a year is listed then the seeded official holidays and make-up working days are there', async () => {
    // the list is guarded by holiday:list (the catalogue's code), held by the administrator
    const res = await t.send(admin, holidayCalls.list, { query: { year: '2025' } });
    expect((await t.send(city, holidayCalls.list, { query: { year: '2025' } })).status).toBe(403);
    expect(res.status).toBe(200);
    expect(res.body.content).toContainEqual({ day: '2025-10-01', kind: 'holiday', name: '国庆节' });
    expect(res.body.content).toContainEqual({ day: '2025-09-28', kind: 'workday', name: '国庆节调休' });
    expect(res.body.content.every((r) => r.day.startsWith('2025-'))).toBe(true);
  });

  it('when the admin adds, edits and deletes a day then the list follows and the operation log has each step', async () => {
    const before = (await rowCounts(t.db, ['sys_operation_log'])).sys_operation_log;
    expect(
      (await t.send(admin, holidayCalls.create, { body: { day: '2030-03-04', kind: 'holiday', name: '临时休假' } }))
        .status,
    ).toBe(200);
    expect(
      (
        await t.send(admin, holidayCalls.update, {
          params: { day: '2030-03-04' },
          body: { kind: 'workday', name: '补班' },
        })
      ).status,
    ).toBe(200);
    const listed = await t.send(admin, holidayCalls.list, { query: { year: '2030' } });
    expect(listed.body.content).toContainEqual({ day: '2030-03-04', kind: 'workday', name: '补班' });
    const del = await t.send(admin, holidayCalls.remove, { body: ['2030-03-04', '2030-03-05'] });
    expect([del.status, del.body.message]).toEqual([400, HOLIDAY_MSG.missing('2030-03-05')]);
    expect((await t.send(admin, holidayCalls.remove, { body: ['2030-03-04'] })).status).toBe(200);
    expect(
      (await t.send(admin, holidayCalls.list, { query: { year: '2030' } })).body.content.some(
        (r) => r.day === '2030-03-04',
      ),
    ).toBe(false);
    expect((await rowCounts(t.db, ['sys_operation_log'])).sys_operation_log).toBeGreaterThanOrEqual(before + 4);
  });

  it('when the input is bad or the user lacks holiday permissions then it is refused and nothing changes', async () => {
    const count = async () => (await rowCounts(t.db, ['sys_holiday'])).sys_holiday;
    const n = await count();
    expect(
      (await t.send(city, holidayCalls.create, { body: { day: '2030-03-04', kind: 'holiday', name: '假' } })).status,
    ).toBe(403);
    expect(
      (await t.send(admin, holidayCalls.create, { body: { day: '2030-02-30', kind: 'holiday', name: '假' } })).status,
    ).toBe(400);
    expect(
      (await t.send(admin, holidayCalls.create, { body: { day: '2030-03-04', kind: 'rest', name: '假' } })).status,
    ).toBe(400);
    const dup = await t.send(admin, holidayCalls.create, {
      body: { day: '2025-10-01', kind: 'holiday', name: '国庆节' },
    });
    expect([dup.status, dup.body.message]).toEqual([400, HOLIDAY_MSG.exists('2025-10-01')]);
    expect((await t.send(admin, holidayCalls.list, { query: { year: 'abc' } })).status).toBe(400);
    expect(await count()).toBe(n);
  });
});
