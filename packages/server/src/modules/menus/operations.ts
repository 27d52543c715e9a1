/** How menu writes are named in the operation log (route config and service share them). */
export const MENU_OPERATIONS = {
  add: { module: '菜单管理', action: '新增菜单' },
  edit: { module: '菜单管理', action: '修改菜单' },
  del: { module: '菜单管理', action: '删除菜单' },
} as const;
