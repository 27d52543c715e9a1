import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import type { Page } from '@risk/shared/wire';
import { beijingDay } from '@risk/shared/working-days';
import { createTestApp, injectOf, type TestApp } from '../../helpers/test-app.ts';
import { dictCalls, logCalls, sessionCalls } from '@risk/shared/api/system';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  // One successful write, one refused write and two failed logins to read back.
  await t.send(admin, dictCalls.create, { body: { name: 'logProbe', description: '日志探针' } });
  await t.send(admin, dictCalls.create, { body: { name: 'logProbe', description: '日志探针' } });
  for (const ip of ['10.3.3.3', '10.3.3.4']) {
    await t.send(null, sessionCalls.login, {
      body: { username: 'xicheng', password: t.encrypt('Wrong@2026'), code: '8888', uuid: crypto.randomUUID() },
      remoteAddress: ip,
    });
  }
});
afterAll(() => t.close());

const rows = <T>(res: { body: { content: Page<T> } }) => res.body.content.content.map((c) => c.content);

describe('operation log', () => {
  it('when admin reads the log then writes and refusals are there, newest first, with old and new values', async () => {
    const res = await t.send(admin, logCalls.operations, { query: { module: '字典管理' } });
    expect(res.status).toBe(200);
    const [refused, done] = rows(res);
    expect(refused).toMatchObject({
      username: 'admin',
      action: '新增字典',
      success: false,
      message: MSG.dictNameTaken,
    });
    expect(done).toMatchObject({
      action: '新增字典',
      success: true,
      target: 'logProbe',
      newValue: { name: 'logProbe', description: '日志探针' },
    });
    expect(Object.keys(done).sort()).toEqual(
      [
        'action',
        'browser',
        'createTime',
        'id',
        'ip',
        'message',
        'module',
        'newValue',
        'oldValue',
        'success',
        'target',
        'username',
      ].sort(),
    );
  });

  it('when filtered by result, text and user then only matching entries come back', async () => {
    const failed = rows(await t.send(admin, logCalls.operations, { query: { result: 'fail' } }));
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((l) => !l.success)).toBe(true);
    const ok = rows(await t.send(admin, logCalls.operations, { query: { result: 'success', blurry: 'logProbe' } }));
    expect(ok.map((l) => l.target)).toEqual(['logProbe']);
    expect(rows(await t.send(admin, logCalls.operations, { query: { username: 'nobody' } }))).toEqual([]);
  });

  it('when filtered by a date range then today holds the entries and last year none', async () => {
    const today = beijingDay(new Date());
    const inRange = await t.send(admin, logCalls.operations, {
      query: { createTime: [`${today} 00:00:00`, `${today} 23:59:59`] },
    });
    expect(inRange.body.content.metadata.totalElements).toBeGreaterThan(0);
    const old = await t.send(admin, logCalls.operations, {
      query: { createTime: ['2020-01-01 00:00:00', '2020-12-31 23:59:59'] },
    });
    expect(old.body.content.metadata.totalElements).toBe(0);
  });

  it('when sorted ascending then the oldest comes first; by an unknown field then 400', async () => {
    const asc = rows(await t.send(admin, logCalls.operations, { query: { sort: 'createTime,ASC', size: '100' } }));
    const times = asc.map((l) => Date.parse(l.createTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const bad = await t.send(admin, logCalls.operations, { query: { sort: 'username,ASC' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MSG.unknownSort('username'));
  });

  it('when the query is malformed then 400 with a Chinese message', async () => {
    const malformed: Record<string, string>[] = [
      { result: 'maybe' },
      { createTime: '2024-01-01 00:00:00' },
      { size: '10000' },
    ];
    for (const query of malformed) {
      const res = await t.send(admin, logCalls.operations, { query });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('when city or district users read the logs then 403, and logs cannot be deleted', async () => {
    for (const user of ['city', 'haidian']) {
      const token = await t.login(user);
      expect((await t.send(token, logCalls.operations)).status).toBe(403);
      expect((await t.send(token, logCalls.logins)).status).toBe(403);
    }
    // no call deletes logs: a DELETE on the list's path finds no route
    expect((await t.call(admin, { ...injectOf(logCalls.operations, { body: [1] }), method: 'DELETE' })).status).toBe(
      404,
    );
  });
});

describe('login log', () => {
  it('when filtered by failure then only the failed sign-ins come back, with their reason', async () => {
    const res = await t.send(admin, logCalls.logins, { query: { success: 'false' } });
    expect(res.status).toBe(200);
    const failed = rows(res);
    expect(failed.filter((l) => l.username === 'xicheng')).toHaveLength(2);
    expect(failed.every((l) => !l.success && !!l.reason)).toBe(true);
  });

  it('when filtered by success then only successful sign-ins come back', async () => {
    const ok = rows(await t.send(admin, logCalls.logins, { query: { success: 'true', size: '100' } }));
    expect(ok.map((l) => l.username)).toContain('admin');
    expect(ok.every((l) => l.success)).toBe(true);
  });

  it('when filtered by user and address then only that entry comes back', async () => {
    const res = rows(await t.send(admin, logCalls.logins, { query: { username: 'xicheng', ip: '10.3.3.4' } }));
    expect(res).toHaveLength(1);
    expect(res[0]).toMatchObject({ username: 'xicheng', ip: '10.3.3.4', success: false });
  });

  it('when sorted by an unknown field then 400', async () => {
    const res = await t.send(admin, logCalls.logins, { query: { sort: 'ip,DESC' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.unknownSort('ip'));
  });
});
