import { describe, expect, it } from 'vitest';
import { DISPOSAL_RECORD_TYPE_NAMES, type DisposalRecordType } from '@risk/shared/disposal';
import type { DisposalRecord } from '@risk/shared/api/disposal';
import { addRow, editRow, saveRow } from './record-editing.ts';
import { RECORD_FIELDS } from './record-fields.ts';

/** A complete, valid row of each tab. */
const FULL: Record<DisposalRecordType, Record<string, unknown>> = {
  talk: {
    appointmentTime: '2026-03-02',
    localDepartment: '海淀区人社局',
    cityDepartment: '市人社局',
    departmentHead: '周部长',
    phone: '13944445555',
    opinion: '责令依法制定裁员方案',
  },
  downsizing: { layoffsTime: '2026-03-05', layoffsPerson: 30, allDepartment: '人社、街道', opinion: '情绪稳定' },
  server: { serviceTime: '2026-03-09', policies: '稳岗返还', employmentServices: '专场招聘', times: 2 },
};
const record = (type: DisposalRecordType, id: number): DisposalRecord => ({
  id,
  type,
  recordDate: '2026-03-02',
  createTime: '2026-03-02T08:00:00Z',
  ...FULL[type],
});

describe('添加 and 编辑 on a record tab', () => {
  it('when no row is being edited then 添加 opens an empty new row and 编辑 opens the record with its values', () => {
    expect(addRow(undefined)).toEqual({ editing: 'new', draft: {} });
    for (const type of DISPOSAL_RECORD_TYPE_NAMES)
      expect(editRow(type, undefined, record(type, 7))).toEqual({ editing: 7, draft: FULL[type] });
  });

  it.each([
    ['an added row', 'new' as const],
    ['an edited record', 7],
  ])('when %s is unsaved then 添加 and 编辑 say 请先保存再添加信息', (_, editing) => {
    expect(addRow(editing)).toEqual({ refused: '请先保存再添加信息' });
    expect(editRow('talk', editing, record('talk', 8))).toEqual({ refused: '请先保存再添加信息' });
  });
});

describe('保存 on a record tab', () => {
  it('when every field is filled and valid then the body carries the values, the tab and the disposal', () => {
    for (const type of DISPOSAL_RECORD_TYPE_NAMES)
      expect(saveRow(type, 42, FULL[type])).toEqual({ body: { ...FULL[type], type, disposalId: 42 } });
  });

  const blanks = DISPOSAL_RECORD_TYPE_NAMES.flatMap((type) =>
    RECORD_FIELDS[type].flatMap((f) => [
      [type, f.key, undefined],
      [type, f.key, null],
      ...(f.kind === 'number' ? [] : [[type, f.key, '   ']]),
    ]),
  ) as [DisposalRecordType, string, unknown][];
  it.each(blanks)('when %s.%s is %j then it says 表单存在空值', (type, key, blank) => {
    expect(saveRow(type, 42, { ...FULL[type], [key]: blank })).toEqual({ refused: '表单存在空值' });
  });

  it('when a blank and a malformed field meet then 表单存在空值 comes first; a malformed field alone gets its own message', () => {
    expect(saveRow('talk', 42, { ...FULL.talk, phone: '123', opinion: '' })).toEqual({ refused: '表单存在空值' });
    expect(saveRow('talk', 42, { ...FULL.talk, phone: '123' })).toEqual({ refused: '请输入正确的手机或座机号码' });
    expect(saveRow('server', 42, { ...FULL.server, times: 0 })).toEqual({ refused: '请输入正整数' });
  });
});
