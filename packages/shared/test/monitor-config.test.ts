import { describe, expect, it } from 'vitest';
import { MSG } from '../src/messages.ts';
import {
  checkDimensionConfigs,
  MONITOR_CONFIG_MSG,
  riskDimensionBody,
  riskIndexBody,
} from '../src/schemas/monitor-config.ts';

const row = (fields: Record<string, string | null> = {}) => ({
  keyWorth: 'layoffs',
  type: 'number',
  displayName: '裁员人数',
  defaultValue: null,
  ...fields,
});

describe('the configuration rows of a risk dimension', () => {
  it('when every row is filled with English keys, each once, then there is no problem', () => {
    expect(checkDimensionConfigs([row(), row({ keyWorth: 'plan', type: 'select', defaultValue: '是,否' })])).toBe(
      undefined,
    );
    expect(checkDimensionConfigs([])).toBe(undefined);
  });

  it('when a type or display name is empty, or a select has no default value, then 表单存在空值 comes first', () => {
    expect(checkDimensionConfigs([row({ type: '' })])).toBe(MSG.formHasEmpty);
    expect(checkDimensionConfigs([row({ displayName: '  ' })])).toBe(MSG.formHasEmpty);
    expect(checkDimensionConfigs([row({ type: 'select', defaultValue: '' })])).toBe(MSG.formHasEmpty);
    // an empty row wins over a non-English key in another row
    expect(checkDimensionConfigs([row({ keyWorth: '裁员' }), row({ displayName: '' })])).toBe(MSG.formHasEmpty);
  });

  it('when a key has other than letters then key值必须使用英文; when used twice then key值不能重复', () => {
    for (const keyWorth of ['裁员', 'key1', 'lay_offs', 'a b'])
      expect(checkDimensionConfigs([row({ keyWorth })]), keyWorth).toBe(MONITOR_CONFIG_MSG.keyWorthLetters);
    expect(checkDimensionConfigs([row(), row({ displayName: '另一项' })])).toBe(MONITOR_CONFIG_MSG.keyWorthUnique);
  });

  it('when the body is parsed then the same rules answer as the schema issue', () => {
    const parsed = riskDimensionBody.safeParse({ name: '维度', type: '1', configs: [row(), row()] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe(MONITOR_CONFIG_MSG.keyWorthUnique);
  });
});

describe('a risk index row', () => {
  const body = { year: 2026, quarterly: 1, fissIndex: 78.25, fiseIndex: 70, esIndex: 81.5, eeIndex: 79 };
  it('when the year is not a positive integer then 请输入正整数; indices take two decimals within 0–100', () => {
    expect(riskIndexBody.safeParse(body).success).toBe(true);
    expect(riskIndexBody.safeParse({ ...body, eeIndex: 0.29 }).success).toBe(true);
    expect(riskIndexBody.safeParse({ ...body, year: 2026.5 }).error?.issues[0].message).toBe(MSG.positiveInteger);
    expect(riskIndexBody.safeParse({ ...body, fissIndex: 78.255 }).error?.issues[0].message).toBe(
      MONITOR_CONFIG_MSG.indexRange,
    );
  });
});
