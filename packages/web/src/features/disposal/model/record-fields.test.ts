import { describe, expect, it } from 'vitest';
import { DISPOSAL_RECORD_TYPES, DISPOSAL_RECORD_TYPE_NAMES } from '@risk/shared/disposal';
import { hasEmptyField, RECORD_FIELDS } from './record-fields.ts';

describe('disposal record fields', () => {
  it('cover exactly the fields of each type schema', () => {
    for (const type of DISPOSAL_RECORD_TYPE_NAMES) {
      expect(RECORD_FIELDS[type].map((f) => f.key).sort()).toEqual(
        Object.keys(DISPOSAL_RECORD_TYPES[type].schema.shape).sort(),
      );
    }
  });

  it('find a blank field, including whitespace, and accept a full row', () => {
    const full = { serviceTime: '2026-01-02', policies: '稳岗补贴', employmentServices: '招聘会', times: 2 };
    expect(hasEmptyField('server', full)).toBe(false);
    expect(hasEmptyField('server', { ...full, policies: '  ' })).toBe(true);
    expect(hasEmptyField('server', { ...full, times: undefined })).toBe(true);
    expect(hasEmptyField('server', { ...full, times: 0 })).toBe(false);
  });
});
