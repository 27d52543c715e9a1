import { describe, expect, it } from 'vitest';
import { POOL_RULES } from '@risk/shared/pool';
import {
  batchPushRefusal,
  deleteRefusal,
  detailRefusal,
  pushButtonOf,
  pushRefusal,
  withdrawRefusal,
} from './pool-checks.ts';

const row = (status: number, companyRegion: string | null = '海淀区', isMatch = true) => ({
  status,
  companyRegion,
  isMatch,
});

describe('pool action checks before calling', () => {
  it('deletes only when every selected company is 未推送', () => {
    expect(deleteRefusal([row(0), row(0)])).toBeUndefined();
    expect(deleteRefusal([row(0), row(1)])).toBe('企业状态为 未推送 才能进行删除操作');
  });

  it('refuses a batch push without a dispatch district before looking at the status', () => {
    expect(batchPushRefusal([row(0), row(1, null)])).toBe('存在没有派单区县的企业,请先添加派单区县');
    expect(batchPushRefusal([row(0), row(1)])).toBe('请检查选中企业状态,状态为未推送才能进行推送操作');
    expect(batchPushRefusal([row(0), row(0)])).toBeUndefined();
  });

  it('refuses a single push without a dispatch district', () => {
    expect(pushRefusal(row(0, null))).toBe('企业没有派单区县,请先修正派单区县');
    expect(pushRefusal(row(0))).toBeUndefined();
    expect(pushRefusal(row(2))).toBe(POOL_RULES.push.message);
  });

  it('withdraws only a pushed company', () => {
    expect(withdrawRefusal(row(1))).toBeUndefined();
    expect(withdrawRefusal(row(2))).toBe('企业当前状态为为已推送,才能进行撤回操作');
    expect(withdrawRefusal(row(0))).toBe('企业当前状态为为已推送,才能进行撤回操作');
  });

  it('refuses the detail of an unmatched company', () => {
    expect(detailRefusal(row(0, null, false))).toBe('工商数据未匹配,请同步工商数据后再尝试访问');
    expect(detailRefusal(row(0))).toBeUndefined();
  });

  it('offers 推送 at 未推送, 撤回 at 已推送 and neither later', () => {
    expect(pushButtonOf(row(0))).toBe('push');
    expect(pushButtonOf(row(1))).toBe('withdraw');
    expect(pushButtonOf(row(4))).toBeUndefined();
  });
});
