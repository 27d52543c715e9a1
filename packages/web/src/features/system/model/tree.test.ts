import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES } from '@risk/shared/permissions';
import { allIds, checkedCodes, checkedLeaves, permissionTree, pruneEmptyChildren, toTreeOptions } from './tree.ts';

const TREE = [
  {
    id: 1,
    name: '北京市人社局',
    children: [
      { id: 2, name: '朝阳区人社局', children: [{ id: 4, name: '劳动监察科', children: [] }] },
      { id: 3, name: '海淀区人社局' },
    ],
  },
  { id: 5, name: '运维中心' },
];

describe('tree options', () => {
  it('keeps the shape and titles of the server tree', () => {
    const options = toTreeOptions(TREE, (n) => n.name);
    expect(options.map((o) => o.title)).toEqual(['北京市人社局', '运维中心']);
    expect(options[0].children?.[0].children?.[0]).toMatchObject({
      value: 4,
      title: '劳动监察科',
      children: undefined,
    });
  });

  it('drops the edited record and its subtree, so it cannot become its own parent', () => {
    const options = toTreeOptions(TREE, (n) => n.name, 2);
    expect(allIds(options.map((o) => ({ id: o.value, children: o.children?.map((c) => ({ id: c.value })) })))).toEqual([
      1, 3, 5,
    ]);
  });

  it('lists every id depth first and prunes empty children', () => {
    expect(allIds(TREE)).toEqual([1, 2, 4, 3, 5]);
    expect(pruneEmptyChildren(TREE)[0].children?.[0].children?.[0].children).toBeUndefined();
  });
});

describe('checked trees', () => {
  it('passes on only the stored leaves, so a stored parent does not check every child', () => {
    expect(checkedLeaves(TREE, [1, 2, 3])).toEqual([3]);
    expect(checkedLeaves(TREE, [1, 2, 4, 5])).toEqual([4, 5]);
  });

  it('offers every permission code of the catalogue once, grouped by module', () => {
    const leaves = permissionTree().flatMap((m) => m.children?.map((c) => c.key) ?? []);
    expect(leaves.sort()).toEqual([...ALL_PERMISSION_CODES].sort());
  });

  it('submits codes only, never the module branches', () => {
    expect(checkedCodes(['module:user', 'user:add', 'user:del', 'roles:list'])).toEqual([
      'user:add',
      'user:del',
      'roles:list',
    ]);
  });
});
