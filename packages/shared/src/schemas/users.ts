/** A user as the user list shows it (phone masked). */
export interface UserRow {
  id: number;
  username: string;
  nickName: string;
  gender: string;
  /** masked as 138****1234 in lists and downloads; complete in the single-user answer (for editing) */
  phone: string | null;
  email: string | null;
  enabled: boolean;
  /** locked by too many wrong passwords until a time still in the future */
  locked: boolean;
  dept: { id: number; name: string } | null;
  roles: { id: number; name: string; level: number }[];
  createTime: string;
}

/** Header row of the user import template, in order (the download adds 状态 and 创建时间, not 初始密码). */
export const USER_IMPORT_HEADERS = ['用户名', '姓名', '性别', '手机号', '邮箱', '部门', '角色', '初始密码'] as const;
