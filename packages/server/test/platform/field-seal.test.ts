import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { miniAppUserCalls as appUsers } from '@risk/shared/api/miniAppUser';
import { poolCalls as pool } from '@risk/shared/api/pool';
import { verificationCalls as orders } from '@risk/shared/api/verification';
import { POOL_IMPORT_HEADERS } from '@risk/shared/schemas/pool';
import { MONITOR_CONFIG_MSG } from '@risk/shared/schemas/monitor-config';
import { SEALED_COLUMNS } from '../../src/db/schema/columns.ts';
import type { Db } from '../../src/db/client.ts';
import { SEALED_PREFIX } from '../../src/db/sealed.ts';
import { sm4FieldCipher } from '../../src/platform/crypto/field-cipher.ts';
import { loadFieldCipher, sealPlainFields } from '../../src/platform/crypto/field-seal.ts';
import { importThroughJob } from '../helpers/import-job.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { companyAccount, FORM, pushedOrder } from '../helpers/order-fixtures.ts';
import { creditCode, registryEntry } from '../helpers/pool-fixtures.ts';
import { multipart, xlsx } from '../modules/users/multipart.ts';

/** CRYPTO_SUITE=gm: contacts' names and phones and mini-app accounts SM4-sealed in the database (docs/security.md §4b). */

const rows = async <T>(db: Db, q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
/** A row as the database holds it, every column as text. */
const stored = async (db: Db, table: string, id: number) =>
  (await rows<{ s: string }>(db, sql`select t::text as s from ${sql.identifier(table)} t where id = ${id}`))[0].s;

/** Every stored value of every sealed column (jsonb keys included), and how many of them are plain. */
async function sealedCensus(db: Db) {
  const out: Record<string, { values: number; plain: number }> = {};
  for (const c of SEALED_COLUMNS)
    for (const key of c.jsonKeys ?? [undefined]) {
      const v = key === undefined ? sql.identifier(c.column) : sql`(${sql.identifier(c.column)} ->> ${key})`;
      const [r] = await rows<{ values: number; plain: number }>(
        db,
        sql`select count(${v})::int as values, count(*) filter (where ${v} not like ${`${SEALED_PREFIX}%`})::int as plain
            from ${sql.identifier(c.table)}`,
      );
      out[`${c.table}.${c.column}${key ? `.${key}` : ''}`] = r;
    }
  return out;
}

const keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'risk-field-keys-'));
afterAll(() => fs.rmSync(keyDir, { recursive: true, force: true }));

describe('personal data sealed with SM4 (CRYPTO_SUITE=gm)', () => {
  let t: TestApp;
  let ops: string;
  let city: string;
  let haidian: string;
  const keyFile = path.join(keyDir, 'field.key');

  /** What the default suite wrote before the switch: a company, an order's form, an account and its answers. */
  const before = { companyId: 0, orderId: 0 };
  const BEFORE_ANSWERS = { contacts: '孔填报', contactsTel: '13911110010' };

  beforeAll(async () => {
    t = await createTestApp({ CRYPTO_SUITE: 'standard' });
    [ops, city, haidian] = await Promise.all(['ops', 'city', 'haidian'].map((u) => t.login(u)));
    const reg = await registryEntry(t.db, { companyName: '切换前联系人有限公司' });
    const company = await t.send(ops, pool.create, {
      body: { creditCode: reg.creditCode, companyRegion: '海淀区', contacts: '孔明文', contactsPhone: '13812340010' },
    });
    before.companyId = company.body.content.id;
    const order = await pushedOrder(t, ops);
    before.orderId = order.id;
    await t.send(city, orders.dispatch, { body: { ids: [order.id] } });
    await t.send(haidian, orders.take, { params: { id: order.id } });
    await t.send(haidian, orders.saveForm, { body: { orderId: order.id, submit: false, ...FORM } });
    const app = await companyAccount(t, haidian, order);
    const { token } = (await t.send(haidian, orders.pushApp, { params: { orderId: order.id } })).body.content;
    const { level: _level, ...answers } = FORM;
    const submitted = await t.send(null, orders.submitAppForm, {
      params: { token },
      headers: app,
      body: { ...answers, ...BEFORE_ANSWERS },
    });
    expect(submitted.status).toBe(200);
    expect((await register('13700000010', '孔经办')).status).toBe(200);
    expect(Object.values(await sealedCensus(t.db)).some((c) => c.plain > 0)).toBe(true);
    // the switch: the same database started again under the 商用密码 suite
    await t.reopen({ CRYPTO_SUITE: 'gm', FIELD_KEY_FILE: keyFile, LOG_HMAC_KEY_FILE: path.join(keyDir, 'log.key') });
  });
  afterAll(() => t.close());

  const register = (account: string, contactName = '周经办') =>
    t.send(null, appUsers.register, {
      body: {
        account,
        password: t.encrypt('Company@2026'),
        companyName: '北京加密账号测试有限公司',
        creditCode: creditCode(),
        region: '海淀区',
        contactName,
      },
    });

  it('when the suite starts on a database written plain then every value is sealed, and the API reads them plain', async () => {
    const census = await sealedCensus(t.db);
    expect(Object.keys(census).sort()).toEqual([
      'mini_app_user.account',
      'mini_app_user.contact_name',
      'risk_company.contacts',
      'risk_company.contacts_phone',
      'risk_mini_app_form.data.contacts',
      'risk_mini_app_form.data.contactsTel',
      'risk_verification_info.contacts',
      'risk_verification_info.contacts_tel',
    ]);
    for (const [field, { values, plain }] of Object.entries(census))
      expect([values > 0, plain], field).toEqual([true, 0]);
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);

    const company = await t.send(ops, pool.detail, { params: { id: before.companyId } });
    expect(company.body.content).toMatchObject({ contacts: '孔明文', contactsPhone: '138****0010' });
    const form = await t.send(haidian, orders.form, { params: { orderId: before.orderId } });
    expect(form.body.content).toMatchObject({ contacts: FORM.contacts, contactsTel: FORM.contactsTel });
    const review = await t.send(haidian, orders.appReview, { params: { orderId: before.orderId } });
    expect(review.body.content.latest?.form).toMatchObject(BEFORE_ANSWERS);
    // the account registered before signs in with its number: the start-up step gave it its blind index
    const signIn = await t.send(null, appUsers.login, {
      body: { account: '13700000010', password: t.encrypt('Company@2026') },
    });
    expect(signIn.status).toBe(200);
    const listed = await t.send(ops, appUsers.list, { query: { account: '13700000010' } });
    expect(listed.body.content.content.map((r) => r.content.contactName)).toEqual(['孔经办']);
  });

  it('when a company is added and edited through the API then its row holds no plain text; the API answers it plain', async () => {
    const reg = await registryEntry(t.db, { companyName: '加密联系人测试有限公司' });
    const created = await t.send(ops, pool.create, {
      body: { creditCode: reg.creditCode, companyRegion: '海淀区', contacts: '王联系', contactsPhone: '13812340001' },
    });
    expect(created.status).toBe(200);
    const id = created.body.content.id;
    const row = await stored(t.db, 'risk_company', id);
    expect(row).not.toContain('王联系');
    expect(row).not.toContain('13812340001');
    expect(row).toContain(SEALED_PREFIX);
    expect(created.body.content).toMatchObject({ contacts: '王联系', contactsPhone: '138****0001' });
    const phone = await t.send(ops, pool.phone, { params: { id }, query: { field: 'contactsPhone' } });
    expect(phone.body.content).toBe('13812340001');

    const edited = await t.send(ops, pool.update, { body: { id, contacts: '赵联系', contactsPhone: '010-62345678' } });
    expect(edited.body.content).toMatchObject({ contacts: '赵联系', contactsPhone: '010****5678' });
    const after = await stored(t.db, 'risk_company', id);
    for (const plain of ['赵联系', '62345678', '王联系']) expect(after).not.toContain(plain);
    // the log records the edit with the name masked, as it masks phones: a log row is never rewritten
    const [log] = await rows<{ old_value: string; new_value: string }>(
      t.db,
      sql`select old_value::text, new_value::text from sys_operation_log where action = '编辑企业' order by id desc limit 1`,
    );
    expect([log.old_value, log.new_value].join()).not.toMatch(/王联系|赵联系/);
    expect(log.new_value).toContain('赵*');
  });

  it('when companies are imported from a spreadsheet then their contacts are sealed and the list shows them plain', async () => {
    const code = creditCode();
    const file = await xlsx(
      [...POOL_IMPORT_HEADERS],
      [['导入加密测试有限公司', code, '海淀区', '海淀区', '钱法人', '13812340002', '孙导入', '13812340003', '']],
    );
    // the upload answers a job; its row report says what was written (imports run as jobs)
    const res = await importThroughJob(t, ops, pool.importExcel, multipart('企业.xlsx', file));
    expect([res.status, (res.body.content as { created?: number }).created]).toEqual([200, 1]);
    const [{ id }] = await rows<{ id: number }>(t.db, sql`select id from risk_company where credit_code = ${code}`);
    const row = await stored(t.db, 'risk_company', id);
    expect(row).not.toContain('孙导入');
    expect(row).not.toContain('13812340003');
    const detail = await t.send(ops, pool.detail, { params: { id } });
    expect(detail.body.content).toMatchObject({ contacts: '孙导入', contactsPhone: '138****0003' });
  });

  it('when a district saves the form and the company registers, fills and is adopted then no table holds their contacts plain', async () => {
    const order = await pushedOrder(t, ops);
    await t.send(city, orders.dispatch, { body: { ids: [order.id] } });
    expect((await t.send(haidian, orders.take, { params: { id: order.id } })).status).toBe(200);
    const saved = await t.send(haidian, orders.saveForm, { body: { orderId: order.id, submit: false, ...FORM } });
    expect(saved.body.content).toMatchObject({ contacts: FORM.contacts, contactsTel: FORM.contactsTel });
    const formId = saved.body.content.id;
    const formRow = await stored(t.db, 'risk_verification_info', formId);
    expect(formRow).not.toContain(FORM.contacts);
    expect(formRow).not.toContain(FORM.contactsTel);
    const fetched = await t.send(haidian, orders.form, { params: { orderId: order.id } });
    expect(fetched.body.content).toMatchObject({ contacts: FORM.contacts, contactsTel: FORM.contactsTel });

    const app = await companyAccount(t, haidian, order);
    const [account] = await rows<{ id: number }>(t.db, sql`select id from mini_app_user order by id desc limit 1`);
    expect(await stored(t.db, 'mini_app_user', account.id)).not.toMatch(/135\d{8}|企业经办/);

    const { token } = (await t.send(haidian, orders.pushApp, { params: { orderId: order.id } })).body.content;
    const { level: _level, ...answers } = FORM;
    const filled = { ...answers, contacts: '李填报', contactsTel: '13911112222' };
    const submit = await t.send(null, orders.submitAppForm, { params: { token }, headers: app, body: filled });
    expect(submit.status).toBe(200);
    const [appForm] = await rows<{ id: number; workers: number }>(
      t.db,
      sql`select id, (data ->> 'workersNum')::int as workers from risk_mini_app_form where token = ${token}`,
    );
    // only the contact and the phone are sealed: the answers the audit reads stay jsonb
    expect(appForm.workers).toBe(FORM.workersNum);
    const appRow = await stored(t.db, 'risk_mini_app_form', appForm.id);
    expect(appRow).not.toContain('李填报');
    expect(appRow).not.toContain('13911112222');
    const review = await t.send(haidian, orders.appReview, { params: { orderId: order.id } });
    expect(review.body.content.latest?.form).toMatchObject({ contacts: '李填报', contactsTel: '13911112222' });
    const view = await t.send(null, orders.appForm, { params: { token }, headers: app });
    expect(view.body.content.form).toMatchObject({ contacts: '李填报', contactsTel: '13911112222' });

    const adopt = await t.send(haidian, orders.auditApp, {
      params: { orderId: order.id },
      body: { pass: true, adopt: true },
    });
    expect(adopt.status).toBe(200);
    const adopted = await t.send(haidian, orders.detail, { params: { id: order.id } });
    expect(adopted.body.content.form).toMatchObject({ contacts: '李填报', contactsTel: '13911112222', source: 'app' });
    expect(await stored(t.db, 'risk_verification_info', formId)).not.toMatch(/李填报|13911112222/);
  });

  it('when accounts are registered then sign-in, the duplicate check and the list search match by the blind index; part of a number is refused with a message', async () => {
    expect((await register('13700000001')).status).toBe(200);
    const again = await register('13700000001');
    expect([again.status, again.body.message]).toEqual([400, MONITOR_CONFIG_MSG.accountTaken]);
    const signIn = await t.send(null, appUsers.login, {
      body: { account: '13700000001', password: t.encrypt('Company@2026') },
    });
    expect(signIn.status).toBe(200);

    const search = async (account: string) =>
      (await t.send(ops, appUsers.list, { query: { account } })).body.content.content.map((r) => r.content);
    const found = await search('13700000001');
    expect(found.map((r) => [r.account, r.contactName])).toEqual([['137****0001', '周经办']]);
    // the whole number as people type it (spaces, dashes, full-width digits) finds the same account
    expect(await search(' 137-0000-0001 ')).toHaveLength(1);
    expect(await search('１３７００００００01')).toHaveLength(1);
    const part = await t.send(ops, appUsers.list, { query: { account: '1370000' } });
    expect([part.status, part.body.message]).toEqual([400, MONITOR_CONFIG_MSG.accountSearchWhole]);
    expect(await search('13700000009')).toEqual([]);

    const removed = await t.send(ops, appUsers.remove, { body: [found[0].id] });
    expect(removed.status).toBe(200);
    const [log] = await rows<{ old_value: string }>(
      t.db,
      sql`select old_value::text from sys_operation_log where action = '删除小程序用户' order by id desc limit 1`,
    );
    expect(log.old_value).not.toMatch(/周经办|13700000001/);
  });

  it('when a sealed value is edited in the database, or copied into another column, then reading it fails; equal values seal differently', async () => {
    const cipher = sm4FieldCipher(crypto.randomBytes(32));
    const a = cipher.seal('risk_company.contacts', '张三');
    const b = cipher.seal('risk_company.contacts', '张三');
    expect(a).not.toBe(b);
    expect(cipher.open('risk_company.contacts', a)).toBe('张三');
    expect(() => cipher.open('risk_company.contacts_phone', a)).toThrow('校验值不符');
    const bytes = Buffer.from(a.slice(SEALED_PREFIX.length), 'base64');
    bytes[20] ^= 1;
    expect(() => cipher.open('risk_company.contacts', SEALED_PREFIX + bytes.toString('base64'))).toThrow('校验值不符');
    expect(() => sm4FieldCipher(crypto.randomBytes(32)).open('risk_company.contacts', a)).toThrow('校验值不符');
    expect(cipher.blindIndex('mini_app_user.account', '13700000001')).toBe(
      cipher.blindIndex('mini_app_user.account', '137 0000 0001'),
    );
    expect(cipher.blindIndex('mini_app_user.account', '13700000001')).not.toBe(
      cipher.blindIndex('risk_company.contacts_phone', '13700000001'),
    );

    const reg = await registryEntry(t.db, { companyName: '篡改测试有限公司' });
    const created = await t.send(ops, pool.create, {
      body: { creditCode: reg.creditCode, companyRegion: '海淀区', contacts: '吴联系', contactsPhone: '13812340004' },
    });
    const id = created.body.content.id;
    await t.db.execute(sql`update risk_company set contacts = contacts_phone where id = ${id}`);
    const detail = await t.send(ops, pool.detail, { params: { id } });
    expect([detail.status, detail.body.message]).toEqual([500, '服务器内部错误，请稍后重试']);
  });

  it('when the key file is missing while values are sealed, or is another key, then the start is refused', async () => {
    await expect(loadFieldCipher(path.join(keyDir, 'gone.key'), t.db, { create: true })).rejects.toThrow(
      '已有加密的个人信息',
    );
    expect(fs.existsSync(path.join(keyDir, 'gone.key'))).toBe(false);
    const other = path.join(keyDir, 'other.key');
    fs.writeFileSync(other, crypto.randomBytes(32).toString('hex'));
    await expect(loadFieldCipher(other, t.db, { create: true })).rejects.toThrow(
      '不是加密数据库中个人信息时所用的密钥',
    );
    await expect(loadFieldCipher(keyFile, t.db, { create: false })).resolves.toMatchObject({ sealing: true });
  });

  it('when rows are written plain by hand then the start-up step seals them and fills the blind index, once', async () => {
    const cipher = await loadFieldCipher(keyFile, t.db, { create: false });
    const [user] = await rows<{ id: number }>(
      t.db,
      sql`insert into mini_app_user (account, password_hash, company_name, credit_code, region, contact_name)
          values ('13700000099', 'x', '手写账号有限公司', ${creditCode()}, '海淀区', '郑手写') returning id`,
    );
    const [form] = await rows<{ id: number }>(
      t.db,
      sql`update risk_mini_app_form set data = ${JSON.stringify({ contacts: '冯手写', contactsTel: '13700000098', workersNum: 7 })}::jsonb
          where id = (select max(id) from risk_mini_app_form) returning id`,
    );
    expect(await sealPlainFields(t.db, cipher)).toBe(2); // rows: the account and the answers
    expect(await sealPlainFields(t.db, cipher)).toBe(0);
    expect(await stored(t.db, 'mini_app_user', user.id)).not.toMatch(/13700000099|郑手写/);
    const formRow = await stored(t.db, 'risk_mini_app_form', form.id);
    expect(formRow).not.toMatch(/冯手写|13700000098/);
    const [{ workers }] = await rows<{ workers: number }>(
      t.db,
      sql`select (data ->> 'workersNum')::int as workers from risk_mini_app_form where id = ${form.id}`,
    );
    expect(workers).toBe(7);
    const [{ account_index }] = await rows<{ account_index: string }>(
      t.db,
      sql`select account_index from mini_app_user where id = ${user.id}`,
    );
    expect(account_index).toBe(cipher.blindIndex('mini_app_user.account', '13700000099'));
    expect(Object.values(await sealedCensus(t.db)).every((c) => c.plain === 0)).toBe(true);
  });
});

describe('the default suite', () => {
  let t: TestApp;
  let ops: string;
  beforeAll(async () => {
    t = await createTestApp({ CRYPTO_SUITE: 'standard' });
    ops = await t.login('ops');
  });
  afterAll(() => t.close());

  it('when a company and an account are written then the table holds them as typed, without a blind index, and part of a number finds the account', async () => {
    const reg = await registryEntry(t.db, { companyName: '明文联系人测试有限公司' });
    const created = await t.send(ops, pool.create, {
      body: { creditCode: reg.creditCode, companyRegion: '海淀区', contacts: '陈明文', contactsPhone: '13812340005' },
    });
    const [c] = await rows<{ contacts: string; contacts_phone: string }>(
      t.db,
      sql`select contacts, contacts_phone from risk_company where id = ${created.body.content.id}`,
    );
    expect(c).toEqual({ contacts: '陈明文', contacts_phone: '13812340005' });
    const reg2 = await t.send(null, appUsers.register, {
      body: {
        account: '13700000002',
        password: t.encrypt('Company@2026'),
        companyName: '北京明文账号测试有限公司',
        creditCode: creditCode(),
        region: '海淀区',
        contactName: '褚经办',
      },
    });
    const [u] = await rows<{ account: string; account_index: string | null; contact_name: string }>(
      t.db,
      sql`select account, account_index, contact_name from mini_app_user where id = ${reg2.body.content.id}`,
    );
    expect(u).toEqual({ account: '13700000002', account_index: null, contact_name: '褚经办' });
    const found = await t.send(ops, appUsers.list, { query: { account: '1370000' } });
    expect(found.body.content.content.map((r) => r.content.account)).toEqual(['137****0002']);
  });
});
