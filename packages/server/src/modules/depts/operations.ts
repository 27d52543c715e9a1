/** How department writes are named in the operation log (route config and service share them). */
export const DEPT_OPERATIONS = {
  add: { module: '部门管理', action: '新增部门' },
  edit: { module: '部门管理', action: '修改部门' },
  del: { module: '部门管理', action: '删除部门' },
} as const;
