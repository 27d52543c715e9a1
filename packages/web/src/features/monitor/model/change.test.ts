import { describe, expect, it } from 'vitest';
import { changedFields, readableJson } from './change.ts';

describe('logged values', () => {
  it('shows an object as indented JSON and nothing as 无', () => {
    expect(readableJson({ name: '朝阳区人社局', sort: 1 })).toBe('{\n  "name": "朝阳区人社局",\n  "sort": 1\n}');
    expect(readableJson(null)).toBe('无');
    expect(readableJson(undefined)).toBe('无');
  });

  it('re-indents JSON held as text and leaves other text alone', () => {
    expect(readableJson('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(readableJson('删除 3 条')).toBe('删除 3 条');
  });

  it('names the fields an edit changed, including added and removed ones', () => {
    expect(changedFields({ name: 'a', roles: [1, 2], sort: 1 }, { name: 'b', roles: [1, 2], enabled: true })).toEqual([
      'name',
      'sort',
      'enabled',
    ]);
  });

  it('names no fields when either side is not a record', () => {
    expect(changedFields(null, { name: 'a' })).toEqual([]);
    expect(changedFields([1], [2])).toEqual([]);
  });
});
