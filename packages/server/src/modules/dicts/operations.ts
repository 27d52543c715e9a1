/** How dictionary writes are named in the operation log (route config and service share them). */
export const DICT_OPERATIONS = {
  add: { module: '字典管理', action: '新增字典' },
  edit: { module: '字典管理', action: '修改字典' },
  del: { module: '字典管理', action: '删除字典' },
  enable: { module: '字典管理', action: '启用/禁用字典' },
  addItem: { module: '字典管理', action: '新增字典项' },
  editItem: { module: '字典管理', action: '修改字典项' },
  delItem: { module: '字典管理', action: '删除字典项' },
} as const;
