import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar, isCreditCode, maskName, maskPhone, normalizeCompanyName } from '../src/company.ts';

describe('normalizeCompanyName', () => {
  it('when brackets are full-width or Chinese then they match the half-width form', () => {
    expect(normalizeCompanyName('北京（朝阳）科技')).toBe(normalizeCompanyName('北京(朝阳)科技'));
    expect(normalizeCompanyName('北京【朝阳】科技')).toBe('北京(朝阳)科技');
  });
  it('when there are spaces, full-width letters or upper case then they are folded', () => {
    expect(normalizeCompanyName(' 北京　ＡＢＣ 科技 ')).toBe('北京abc科技');
  });
});

describe('credit codes', () => {
  it('when the check character is right then the code is valid', () => {
    const body = '91110105MA01ABCD1';
    const code = body + creditCodeCheckChar(body);
    expect(isCreditCode(code)).toBe(true);
    const wrongCheck = body + (code[17] === '0' ? '1' : '0');
    expect(isCreditCode(wrongCheck)).toBe(false);
  });
  it('when the code is short, lower case or uses I/O/S/V/Z then it is invalid', () => {
    expect(isCreditCode('91110105MA01ABCD')).toBe(false);
    expect(isCreditCode('91110105ma01abcd1x')).toBe(false);
    expect(isCreditCode('91110105MA01ABCDIO')).toBe(false);
  });
  it('accepts a real published code', () => {
    expect(isCreditCode('91110000802100433B')).toBe(true);
  });
});

describe('maskPhone', () => {
  it('when a mobile number is shown then the middle four digits are hidden', () => {
    expect(maskPhone('13812341234')).toBe('138****1234');
    expect(maskPhone(null)).toBeNull();
  });
});

describe('maskName', () => {
  it('when a name is logged under the gm suite then only its first character shows, whatever its length', () => {
    expect([maskName('张三'), maskName('欧阳娜娜'), maskName('王'), maskName('𠀀二'), maskName(null)]).toEqual([
      '张*',
      '欧***',
      '*',
      '𠀀*',
      null,
    ]);
  });
});
