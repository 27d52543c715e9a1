export interface RoleRow {
  id: number;
  name: string;
  level: number;
  description: string | null;
  permissions: string[];
  createTime: string;
  updateTime: string;
}

/** The single-role answer: the list row plus the menus it opens. */
export interface RoleDetail extends RoleRow {
  menuIds: number[];
}

/** An entry of GET /iams/v1/roles/all, for selects. */
export interface RoleOption {
  id: number;
  name: string;
  level: number;
}
