import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mobileRule, phoneRule } from '@risk/shared/phone';
import { MSG } from '@risk/shared/messages';
import { profileBody } from '@risk/shared/schemas/auth';
import { newsBody, policyFields } from '@risk/shared/schemas/content';
import { miniAppRegisterBody, riskMonitorKeyBody } from '@risk/shared/schemas/monitor-config';
import { poolUpdateBody } from '@risk/shared/schemas/pool';
import { userBody } from '@risk/shared/schemas/system';
import { maxLengthOf, rulesFrom } from './form-rules.ts';

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const validatorOf = (schema: Parameters<typeof rulesFrom>[0]) =>
  (rulesFrom(schema).find((r) => typeof r === 'object' && 'validator' in r) as { validator: Validator } | undefined)
    ?.validator;

describe('form rules read from the shared zod schemas', () => {
  it('when a form asks for a mobile number then its rule is the one shared mobile rule', () => {
    expect(rulesFrom(userBody.shape.phone)).toMatchObject([mobileRule]);
    expect(rulesFrom(profileBody.shape.phone)).toMatchObject([mobileRule]);
  });

  it('when a form asks for a contact phone then its rule is the one shared phone rule', () => {
    expect(rulesFrom(poolUpdateBody.shape.contactsPhone)).toMatchObject([phoneRule]);
    expect(rulesFrom(poolUpdateBody.shape.legalPersonPhone)).toMatchObject([phoneRule]);
  });

  it('when the mini-app account is a mobile number then it is required and follows the shared mobile rule', () => {
    expect(rulesFrom(miniAppRegisterBody.shape.account)).toMatchObject([
      { required: true, whitespace: true, message: `手机号${MSG.required}` },
      mobileRule,
    ]);
  });

  it('when a text is required and limited then the form says so with the schema words', () => {
    expect(rulesFrom(riskMonitorKeyBody.shape.keyWord)).toMatchObject([
      { required: true, whitespace: true, message: `关键词${MSG.required}` },
      { max: 50, message: '关键词不能超过50个字符' },
    ]);
    expect(maxLengthOf(riskMonitorKeyBody.shape.keyWord)).toBe(50);
    expect(rulesFrom(policyFields.shape.summary)).toMatchObject([{ max: 1000, message: '摘要不能超过1000个字符' }]);
    expect(rulesFrom(newsBody.shape.link)).toMatchObject([
      { max: 500, message: '链接不能超过500个字符' },
      { pattern: /^https?:\/\//, message: MSG.link },
    ]);
  });

  it('when the schema trims or upper-cases then the form checks the text as the server will', () => {
    const [rule] = rulesFrom(userBody.shape.phone) as [{ transform: (v: string) => string }];
    expect(rule.transform(' 13812345678 ')).toBe('13812345678');
    const code = rulesFrom(miniAppRegisterBody.shape.creditCode).find((r) => 'pattern' in r) as {
      transform: (v: string) => string;
    };
    expect(code.transform(' 91110108mA01 ')).toBe('91110108MA01');
  });

  it('when a check has no antd form (a refinement, an e-mail) then the validator answers the schema message', async () => {
    const email = validatorOf(userBody.shape.email)!;
    await expect(email({}, 'not-an-email')).rejects.toThrow('邮箱格式不正确');
    await expect(email({}, 'a@b.cn')).resolves.toBeUndefined();
    await expect(email({}, '')).resolves.toBeUndefined();
    const status = validatorOf(newsBody.shape.status)!;
    await expect(status({}, 1.5)).rejects.toThrow('状态不正确');
  });
});

/** Every feature form under packages/web/src/features. */
function formFiles(dir = path.join(import.meta.dirname, '..', 'features')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return formFiles(full);
    return e.name.endsWith('.tsx') ? [full] : [];
  });
}

describe('no form restates a limit by hand', () => {
  it('when a form item has rules then no length limit or pattern is written into them', () => {
    const restated: string[] = [];
    for (const file of formFiles()) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/rules=\{\[([\s\S]*?)\]\}/g))
        if (/\b(max|min|len):\s*\d|pattern:/.test(m[1])) restated.push(`${path.basename(file)}: ${m[1].trim()}`);
    }
    expect(restated).toEqual([]);
  });
});
