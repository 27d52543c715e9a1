/** Header row of the user import template, in order (the download adds 状态 and 创建时间, not 初始密码). */
export const USER_IMPORT_HEADERS = ['用户名', '姓名', '性别', '手机号', '邮箱', '部门', '角色', '初始密码'] as const;
