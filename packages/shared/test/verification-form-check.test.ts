import { describe, expect, it } from 'vitest';
import { checkVerificationForm } from '../src/verification-form-check.ts';

const filled = {
  isDownsizing: '1',
  workersNum: 200,
  downNum: 30,
  isLayoffplan: '0',
  compensateType: '0',
  compensate: 'N+1',
  isDownmoney: '0',
  isBackpay: '0',
  isLacksocial: '0',
  otherReason: '',
  level: '二级',
  contacts: '王芳',
  contactsTel: '13800138000',
};

describe('checking a verification form before sending it', () => {
  it('passes a complete form', () => {
    expect(checkVerificationForm(filled, true).kind).toBe('ok');
  });
  it('calls a form with an empty required answer empty, including the compensation type of a layoff', () => {
    expect(checkVerificationForm({ ...filled, contacts: '  ' }, true).kind).toBe('empty');
    expect(checkVerificationForm({ ...filled, compensateType: undefined }, true).kind).toBe('empty');
    expect(checkVerificationForm({ ...filled, level: undefined }, true).kind).toBe('empty');
  });
  it('gives the shared Chinese messages for answers that break the rules', () => {
    const check = checkVerificationForm({ ...filled, downNum: 300 }, true);
    expect(check).toEqual({ kind: 'invalid', issues: [{ field: 'downNum', message: '裁员人数不能大于职工人数' }] });
  });
  it('needs no level on the mini-app form and sends none', () => {
    const { level: _l, ...noLevel } = filled;
    const check = checkVerificationForm(noLevel, false);
    expect(check.kind).toBe('ok');
    expect(check.kind === 'ok' && 'level' in check.form).toBe(false);
    expect(checkVerificationForm({ ...noLevel, contactsTel: '123' }, false)).toMatchObject({
      kind: 'invalid',
      issues: [{ field: 'contactsTel' }],
    });
  });
});
