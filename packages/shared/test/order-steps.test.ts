import { describe, expect, it } from 'vitest';
import {
  noticeText,
  ORDER_ACTIONS,
  ORDER_FOLLOWS,
  ORDER_STEPS,
  poolStatusAfterRating,
  refusalOf,
  type OrderAction,
} from '../src/order-machine.ts';
import { ALL_PERMISSION_CODES } from '../src/permissions.ts';
import { COMPANY_STATUS, POOL_RULES } from '../src/pool.ts';
import { ORDER_NOT_TAKEN, ORDER_STATUS } from '../src/verification.ts';

const rows = Object.entries(ORDER_STEPS) as [string, OrderAction][];

describe('order machine rows and their effects', () => {
  it('when a step follows the company or the disposal then its codes exist and it is not a button on the order', () => {
    for (const [name, row] of Object.entries(ORDER_FOLLOWS) as [string, OrderAction][]) {
      expect(row.side, name).toBe('follows');
      expect(Object.keys(ORDER_ACTIONS)).not.toContain(name);
      for (const p of row.permission) expect(ALL_PERMISSION_CODES).toContain(p);
    }
  });

  it('when a row needs company statuses then it names the refusal, and the pool rows use the pool rules', () => {
    for (const [name, row] of rows) if (row.pool?.from) expect(row.pool.refused, name).toBeTruthy();
    expect(ORDER_FOLLOWS.create.pool.from).toEqual(POOL_RULES.push.allowed);
    expect(ORDER_FOLLOWS.withdraw.pool.from).toEqual(POOL_RULES.withdraw.allowed);
    expect(ORDER_FOLLOWS.withdraw.from).toEqual(ORDER_NOT_TAKEN);
    expect(refusalOf('withdraw', ORDER_STATUS.TAKEN)).toBe(POOL_RULES.withdrawTaken);
    expect(ORDER_FOLLOWS.archive.pool.from).toEqual(POOL_RULES.archive.allowed);
  });

  it('when a rating lands then the company goes to linked disposal at 三级 and above, else waits for archiving', () => {
    expect(poolStatusAfterRating('一级')).toBe(COMPANY_STATUS.DISPOSING);
    expect(poolStatusAfterRating('三级')).toBe(COMPANY_STATUS.DISPOSING);
    expect(poolStatusAfterRating('三级以下')).toBe(COMPANY_STATUS.TO_ARCHIVE);
  });

  it('when a notice is written then its placeholders are filled and the rating text depends on the status reached', () => {
    const facts = { companyName: '甲公司', region: '海淀区', level: '二级', reason: '不属于本区' };
    expect(noticeText(ORDER_ACTIONS.refuse.notice, ORDER_STATUS.REFUSED, facts)).toBe(
      '海淀区退回了核实工单：甲公司，原因：不属于本区',
    );
    expect(noticeText(ORDER_ACTIONS.rating.notice, ORDER_STATUS.DISPOSING, facts)).toBe(
      '甲公司已定级为二级，请开展联动处置',
    );
    expect(noticeText(ORDER_ACTIONS.rating.notice, ORDER_STATUS.DONE, { ...facts, level: '三级以下' })).toBe(
      '甲公司已定级为三级以下',
    );
    expect(noticeText(ORDER_ACTIONS.rating.notice, ORDER_STATUS.TO_RATE, facts)).toBeNull();
  });
});
