import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { storedFile } from '../../../src/db/schema/content.ts';
import { user } from '../../../src/db/schema/system.ts';
import { importLegacyAvatars } from '../../../src/modules/profile/avatar.ts';
import { createTestApp, injectOf, rowCounts, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { TEST_PASSWORD } from '../../helpers/constants.ts';
import { multipart } from '../users/multipart.ts';
import { profileCalls, sessionCalls } from '@risk/shared/api/system';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'risk-profile-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest of a png'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('rest of a jpeg')]);

describe('own profile', () => {
  it('when a district user edits their profile then only their own record changes', async () => {
    const token = await t.login('shunyi');
    const res = await t.send(token, profileCalls.update, {
      body: { nickName: '顺义小王', gender: '女', phone: '13911112222', email: 'wang@bj.gov.cn' },
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({
      username: 'shunyi',
      nickName: '顺义小王',
      gender: '女',
      phone: '13911112222',
    });
    const [row] = await t.db.select().from(user).where(eq(user.username, 'shunyi'));
    expect(row.email).toBe('wang@bj.gov.cn');
  });

  it('when the profile input is bad then 400 and nothing changes', async () => {
    const token = await t.login('shunyi');
    const before = await tableDigest(t.db, 'sys_user');
    for (const [payload, message] of [
      [{ nickName: '', gender: '男' }, '请输入昵称'],
      [{ nickName: 'x', gender: '男', phone: '123' }, '请输入正确的11位手机号码'],
      [{ nickName: 'x', gender: '其他' }, '性别只能是男或女'],
    ] as const) {
      const res = await t.send(token, profileCalls.update, { body: payload });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await tableDigest(t.db, 'sys_user')).toBe(before);
  });

  it('when nobody is signed in then 401', async () => {
    expect((await t.send(null, profileCalls.update, { body: { nickName: 'x', gender: '男' } })).status).toBe(401);
  });
});

describe('own password', () => {
  const change = (token: string, oldPass: string, newPass: string) =>
    t.send(token, profileCalls.updatePassword, { body: { oldPass: t.encrypt(oldPass), newPass: t.encrypt(newPass) } });

  it('when the old password is wrong, the new one weak or unchanged then 400 and the hash stays', async () => {
    const token = await t.login('shijingshan');
    const before = await tableDigest(t.db, 'sys_user');
    expect((await change(token, 'Wrong#2026', 'Better#2026')).body.message).toBe(MSG.oldPasswordWrong);
    expect((await change(token, TEST_PASSWORD, 'password')).body.message).toBe(MSG.passwordRule);
    expect((await change(token, TEST_PASSWORD, TEST_PASSWORD)).body.message).toBe(MSG.samePassword);
    expect(await tableDigest(t.db, 'sys_user')).toBe(before);
  });

  it('when the password is changed then the other sessions end, this one goes on and the new password logs in', async () => {
    const elsewhere = await t.login('shijingshan');
    const token = await t.login('shijingshan');
    const res = await change(token, TEST_PASSWORD, 'Better#2026');
    expect(res.status).toBe(200);
    expect((await t.send(token, sessionCalls.info)).status).toBe(200);
    expect((await t.send(elsewhere, sessionCalls.info)).status).toBe(401);
    await expect(t.login('shijingshan')).rejects.toThrow(/400/);
    await t.login('shijingshan', 'Better#2026');
  });
});

describe('avatar', () => {
  const upload = (token: string, content: Buffer, name = 'me.png') =>
    t.send(token, profileCalls.updateAvatar, multipart(name, content, 'file', 'image/png'));

  it('when a PNG is uploaded then it is kept in the file store (not on disk) and served publicly by its random name', async () => {
    const token = await t.login('tongzhou');
    const res = await upload(token, PNG);
    expect(res.status).toBe(200);
    const name = res.body.content.avatarName;
    expect(name).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(fs.existsSync(path.join(dataDir, 'avatar'))).toBe(false);
    const [stored] = await t.db
      .select()
      .from(storedFile)
      .where(eq(storedFile.id, name.slice(0, 32)));
    expect([stored.owner, stored.kind, stored.contentType, Buffer.compare(stored.data, PNG)]).toEqual([
      'avatar',
      'png',
      'image/png',
      0,
    ]);
    expect((await t.send(token, sessionCalls.info)).body.content.avatarName).toBe(name);
    const img = await t.app.inject(injectOf(profileCalls.avatar, { params: { name } }));
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    // the one API answer that may be cached says so over the API answers' no-store
    expect(img.headers['cache-control']).toBe('private, max-age=86400');
    expect(img.rawPayload).toEqual(PNG);
  });

  it('when a new avatar replaces the old one then the old file leaves the store and the new one is a JPEG', async () => {
    const token = await t.login('fangshan');
    const first = (await upload(token, PNG)).body.content.avatarName;
    const second = (await upload(token, JPEG, 'me.jpg')).body.content.avatarName;
    expect(second).toMatch(/\.jpg$/);
    expect((await t.app.inject(injectOf(profileCalls.avatar, { params: { name: first } }))).statusCode).toBe(404);
    const img = await t.app.inject(injectOf(profileCalls.avatar, { params: { name: second } }));
    expect([img.statusCode, img.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(img.rawPayload).toEqual(JPEG);
  });

  it('when a PNG is renamed .jpg or a JPEG .png then the stored type follows the bytes', async () => {
    const token = await t.login('huairou');
    const name = (await upload(token, JPEG, 'looks.png')).body.content.avatarName;
    expect(name).toMatch(/\.jpg$/);
    const img = await t.app.inject(injectOf(profileCalls.avatar, { params: { name } }));
    expect(img.headers['content-type']).toBe('image/jpeg');
  });

  it('when a deployed install kept avatars under DATA_DIR/avatar then start-up moves them into the store once', async () => {
    const id = crypto.randomBytes(16).toString('hex');
    const name = `${id}.png`;
    fs.mkdirSync(path.join(dataDir, 'avatar'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'avatar', name), PNG);
    // a name of a missing file and a file that is no image are left out
    const bogus = `${crypto.randomBytes(16).toString('hex')}.png`;
    fs.writeFileSync(path.join(dataDir, 'avatar', bogus), Buffer.from('<svg/>'));
    await t.db.update(user).set({ avatarName: name }).where(eq(user.username, 'pinggu'));
    await t.db.update(user).set({ avatarName: bogus }).where(eq(user.username, 'miyun'));
    const files = (await rowCounts(t.db, ['sys_file'])).sys_file;
    expect(await importLegacyAvatars(t.db, dataDir)).toBe(1);
    expect(await importLegacyAvatars(t.db, dataDir)).toBe(0);
    expect((await rowCounts(t.db, ['sys_file'])).sys_file).toBe(files + 1);
    const img = await t.app.inject(injectOf(profileCalls.avatar, { params: { name } }));
    expect([img.statusCode, img.headers['content-type']]).toEqual([200, 'image/png']);
    expect(img.rawPayload).toEqual(PNG);
    fs.rmSync(path.join(dataDir, 'avatar'), { recursive: true });
  });

  it('when the file is not a PNG or JPEG by its bytes, or over 2 MB, then 400/413 and nothing changes', async () => {
    const token = await t.login('mentougou');
    const before = await tableDigest(t.db, 'sys_user');
    const files = await tableDigest(t.db, 'sys_file');
    const fake = await upload(token, Buffer.from('<svg onload="alert(1)"/>'), 'evil.png');
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('头像只能是 PNG 或 JPG 格式的图片');
    const big = await upload(token, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('头像图片不能超过 2 MB');
    const pdf = await upload(token, Buffer.from('%PDF-1.4 not an image'), 'me.png');
    expect([pdf.status, pdf.body.message]).toEqual([400, '头像只能是 PNG 或 JPG 格式的图片']);
    expect(await tableDigest(t.db, 'sys_user')).toBe(before);
    expect(await tableDigest(t.db, 'sys_file')).toBe(files);
  });

  it('when an avatar name tries path traversal or does not exist then 404', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', '..%2Fsecret.png', `${'0'.repeat(32)}.png`, 'x.png']) {
      const res = await t.app.inject(injectOf(profileCalls.avatar, { params: { name } }));
      expect(res.statusCode).toBe(404);
    }
  });
});
