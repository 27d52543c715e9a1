import { describe, expect, it } from 'vitest';
import { actionAllowed, ORDER_ACTIONS, refusalOf, statusAfterRating } from '../src/order-machine.ts';
import { ALL_PERMISSION_CODES } from '../src/permissions.ts';
import { ORDER_STATUS } from '../src/verification.ts';

describe('order machine', () => {
  it('when an action names permissions then every code exists in the catalogue', () => {
    for (const a of Object.values(ORDER_ACTIONS))
      for (const p of a.permission) expect(ALL_PERMISSION_CODES).toContain(p);
  });
  it('when the city audits outside status 5 then the spec gives one message before the form and another after the audit', () => {
    expect(actionAllowed('reviewPass', ORDER_STATUS.TO_AUDIT)).toBe(true);
    for (const s of [0, 1, 2, 3, 4, 10, 11] as const) expect(refusalOf('reviewPass', s)).toBe('核实情况内容未填写');
    for (const s of [6, 7, 8, 9] as const) expect(refusalOf('reviewReturn', s)).toBe('已审核完成,请勿重复进行此操作');
  });
  it('when revoking after the district took the order then the spec message answers', () => {
    expect(actionAllowed('revoke', ORDER_STATUS.DISPATCHED)).toBe(true);
    expect(actionAllowed('revoke', ORDER_STATUS.TAKEN)).toBe(false);
    expect(refusalOf('revoke', ORDER_STATUS.TAKEN)).toBe('区县已经进行接单操作,不能进行撤回');
  });
  it('when rating then levels 一级 to 三级 go to linked disposal and 三级以下 is done', () => {
    expect(actionAllowed('rating', 5)).toBe(false);
    expect([6, 7, 8].every((s) => actionAllowed('rating', s))).toBe(true);
    expect(refusalOf('rating', 5)).toBe('预警定级操作请在区县完成调查核实后,存档前进行');
    expect(statusAfterRating('二级')).toBe(ORDER_STATUS.DISPOSING);
    expect(statusAfterRating('三级以下')).toBe(ORDER_STATUS.DONE);
  });
  it('when the form is edited then it is allowed from taking the order to archiving', () => {
    expect([1, 4, 5, 6, 7, 8, 9].every((s) => actionAllowed('editForm', s))).toBe(true);
    expect([0, 2, 3, 10, 11].some((s) => actionAllowed('editForm', s))).toBe(false);
  });
});
