import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_TYPE } from '@risk/shared/pages';
import { menu } from '../../../src/db/schema/system.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { menuCalls } from '@risk/shared/api/system';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const menuOf = async (token: string) => {
  const res = await t.send(token, menuCalls.build);
  return res.body.content;
};

describe('page paths (the 401 page for another role’s page)', () => {
  it('when a district user asks then every page of the menu is listed, the city’s pages included', async () => {
    const chaoyang = await t.login('chaoyang');
    const res = await t.send(chaoyang, menuCalls.paths);
    expect(res.status).toBe(200);
    const pages = await t.db.select().from(menu).where(eq(menu.type, MENU_TYPE.PAGE));
    expect(res.body.content).toHaveLength(pages.length);
    // the city's work list is not in the district's menu, yet it is a page
    expect(res.body.content).toContain('/verification/city');
    expect(res.body.content).toContain('/system/user');
    expect(res.body.content).toContain('/riskCompany/details/:companyName/:creditCode');
    const own = (await menuOf(chaoyang)).flatMap((d) => (d.children ?? []).map((c) => `${d.path}/${c.path}`));
    expect(own).not.toContain('/verification/city');
    expect(own).toContain('/verification/county');
  });

  it('when nobody is signed in then it answers 401 and lists nothing', async () => {
    const res = await t.send(null, menuCalls.paths);
    expect(res.status).toBe(401);
    expect(res.body?.content ?? null).toBeNull();
  });
});
