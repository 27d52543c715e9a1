import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { authSession } from '../../../src/db/schema/auth.ts';
import { createTestApp, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { onlineCalls, sessionCalls } from '@risk/shared/api/system';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const online = (query: Record<string, string> = {}) => t.send(admin, onlineCalls.list, { query });
const sessionsOf = async (query: Record<string, string>) =>
  (await online(query)).body.content.content.map((c) => c.content);

describe('online users', () => {
  it('when users are signed in then their active sessions are listed with login details', async () => {
    await t.login('fengtai');
    const [row] = await sessionsOf({ filter: 'fengtai' });
    expect(row).toMatchObject({ userName: 'fengtai', nickName: '丰台区业务员', dept: '丰台区人社局' });
    expect(row.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.ip).toMatch(/^10\.0\./);
    expect(Date.parse(row.loginTime)).not.toBeNaN();
  });

  it('when a session is revoked, expired or idle then it is not listed', async () => {
    for (const name of ['daxing', 'huairou', 'pinggu']) await t.login(name);
    const idOf = async (name: string) => (await sessionsOf({ filter: name }))[0].key;
    await t.db
      .update(authSession)
      .set({ revokedAt: new Date(), revokedReason: 'logout' })
      .where(eq(authSession.id, await idOf('daxing')));
    await t.db
      .update(authSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSession.id, await idOf('huairou')));
    await t.db
      .update(authSession)
      .set({ lastActive: new Date(Date.now() - 31 * 60_000) })
      .where(eq(authSession.id, await idOf('pinggu')));
    for (const name of ['daxing', 'huairou', 'pinggu']) expect(await sessionsOf({ filter: name })).toEqual([]);
  });

  it('when a user without online:list calls then 403', async () => {
    const city = await t.login('city');
    expect((await t.send(city, onlineCalls.list)).status).toBe(403);
    expect((await t.send(city, onlineCalls.kick, { body: ['00000000-0000-4000-8000-000000000000'] })).status).toBe(403);
  });

  it('when an unknown sort is asked then 400', async () => {
    const res = await online({ sort: 'ip,ASC' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.unknownSort('ip'));
  });

  it('when a session is kicked then its next call answers 401 您已被管理员强制退出 and other sessions go on', async () => {
    const kicked = await t.login('miyun');
    const other = await t.login('yanqing');
    const [row] = await sessionsOf({ filter: 'miyun' });
    const res = await t.send(admin, onlineCalls.kick, { body: [row.key] });
    expect(res.status).toBe(200);
    const after = await t.send(kicked, sessionCalls.info);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(MSG.sessionKicked);
    expect((await t.send(other, sessionCalls.info)).status).toBe(200);
    expect(await sessionsOf({ filter: 'miyun' })).toEqual([]);
  });

  it('when the kick-out body is not a list of session ids then 400 and no session changes', async () => {
    const before = await tableDigest(t.db, 'auth_session');
    for (const payload of [[], ['not-a-uuid'], {}]) {
      const res = await t.send(admin, onlineCalls.kick, { body: payload });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await tableDigest(t.db, 'auth_session')).toBe(before);
  });
});
