import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeLimitCalls as calls } from '@risk/shared/api/system';
import { verificationCalls } from '@risk/shared/api/verification';
import { TIMELINESS_MSG } from '@risk/shared/schemas/timeliness';
import { DEFAULT_TIME_LIMIT_SETTINGS, stepDeadline } from '@risk/shared/timeliness';
import { operationLog } from '../../../../src/db/schema/system.ts';
import { holidayCalendar } from '../../../../src/modules/holidays/service.ts';
import { createTestApp, tableDigest, type TestApp } from '../../../helpers/test-app.ts';
import { orderById, pushedOrder } from '../../../helpers/order-fixtures.ts';

let t: TestApp;
let admin: string;
let ops: string;
let city: string;
let haidian: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, ops, city, haidian] = await Promise.all(['admin', 'ops', 'city', 'haidian'].map((u) => t.login(u)));
});
afterAll(() => t.close());

const TABLES = ['risk_time_limit', 'sys_operation_log'];
const digest = async () => (await Promise.all(TABLES.map((x) => tableDigest(t.db, x)))).join('/');
const SAVED = { take: 3, verify: 9, dispose: 25, escalate: 5 };

describe('办理时限设置', () => {
  it('when the administrator reads then the migration defaults, escalation included', async () => {
    const res = await t.send(admin, calls.get, {});
    expect([res.status, res.body.content]).toEqual([200, DEFAULT_TIME_LIMIT_SETTINGS]);
  });

  it('when a district or a city clerk reads or saves then 403 and nothing changes', async () => {
    const before = await digest();
    for (const who of [haidian, city]) {
      expect((await t.send(who, calls.get, {})).status).toBe(403);
      expect((await t.send(who, calls.update, { body: SAVED })).status).toBe(403);
    }
    expect(await digest()).toBe(before);
  });

  it('when a value is out of range or not a whole number then 400 with the message and nothing changes', async () => {
    const before = await digest();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...SAVED, take: 0 }, '接单时限须在1至60个工作日之间'],
      [{ ...SAVED, dispose: 61 }, '联动处置时限须在1至60个工作日之间'],
      [{ ...SAVED, verify: 2.5 }, '提交核实时限须为整数'],
      [{ ...SAVED, escalate: 31 }, '升级提醒天数须在1至30个工作日之间'],
      [{ take: 3, verify: 9, dispose: 25 }, '请填写升级提醒天数'],
    ];
    for (const [body, message] of cases) {
      const res = await t.send(admin, calls.update, { body });
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect(await digest()).toBe(before);
  });

  it('when the administrator saves then the values, a log of old and new, and the next dispatch counts the new take limit; an earlier deadline stays', async () => {
    const earlier = (await pushedOrder(t, ops)).id;
    await t.send(city, verificationCalls.dispatch, { body: { ids: [earlier] } });
    const earlierDeadline = (await orderById(t.db, earlier)).deadline?.toISOString();
    const old = (await t.send(admin, calls.get, {})).body.content;

    const res = await t.send(admin, calls.update, { body: SAVED });
    expect([res.status, res.body.message, res.body.content]).toEqual([200, TIMELINESS_MSG.limitsSaved, SAVED]);
    expect((await t.send(admin, calls.get, {})).body.content).toEqual(SAVED);
    const [log] = await t.db
      .select()
      .from(operationLog)
      .where(eq(operationLog.action, '保存办理时限'))
      .orderBy(operationLog.id);
    expect([log.oldValue, log.newValue]).toEqual([old, SAVED]);

    expect((await orderById(t.db, earlier)).deadline?.toISOString()).toBe(earlierDeadline);
    const next = (await pushedOrder(t, ops)).id;
    await t.send(city, verificationCalls.dispatch, { body: { ids: [next] } });
    const sent = await orderById(t.db, next);
    const cal = await holidayCalendar(t.db);
    expect(sent.deadline?.toISOString()).toBe(stepDeadline(sent.dispatchTime!, SAVED.take, cal).toISOString());
  });

  it('when two administrators save at once then both succeed, the last values stand and each log names the values it replaced', async () => {
    const a = { take: 4, verify: 10, dispose: 30, escalate: 6 };
    const b = { take: 5, verify: 11, dispose: 31, escalate: 7 };
    const res = await Promise.all([t.send(admin, calls.update, { body: a }), t.send(admin, calls.update, { body: b })]);
    expect(res.map((r) => r.status)).toEqual([200, 200]);
    const now = (await t.send(admin, calls.get, {})).body.content;
    expect([a, b]).toContainEqual(now);
    const logs = (await t.db.select().from(operationLog).where(eq(operationLog.action, '保存办理时限'))).slice(-2);
    // serialised by the row locks: the second log's old values are the first save's new ones
    expect(logs[1].oldValue).toEqual(logs[0].newValue);
    expect(logs[1].newValue).toEqual(now);
  });
});
