import { MENU_TYPE, type MenuType } from './pages.ts';

/**
 * Which menu types may sit under which: directories and pages at the top or in a directory,
 * buttons only in a page (the route builder renders nothing else).
 */
const MENU_CHILD_TYPES: Record<MenuType | 'top', readonly MenuType[]> = {
  top: [MENU_TYPE.DIRECTORY, MENU_TYPE.PAGE],
  [MENU_TYPE.DIRECTORY]: [MENU_TYPE.DIRECTORY, MENU_TYPE.PAGE],
  [MENU_TYPE.PAGE]: [MENU_TYPE.BUTTON],
  [MENU_TYPE.BUTTON]: [],
};

export function menuFitsUnder(parentType: MenuType | null, childType: MenuType): boolean {
  return MENU_CHILD_TYPES[parentType ?? 'top'].includes(childType);
}

/** A department named like this is a district bureau and must name its district. */
export const DISTRICT_DEPT_SUFFIX = '区人社局';

export const isDistrictDeptName = (name: string) => name.trim().endsWith(DISTRICT_DEPT_SUFFIX);

/** The dictionary whose values are the districts (departments' regions, district scope). */
export const REGION_DICT = 'global_regoin';

/** Messages of the administration screens (menus, departments, dictionaries) beyond the shared MSG. */
export const ADMIN_MSG = {
  parentMissing: '上级不存在',
  parentCycle: '上级不能是自己或自己的下级',
  menuNesting: '按钮只能放在菜单下，目录和菜单只能放在目录下或顶层',
  regionUnknown: '所属区县必须是区县字典中的值',
  dictMissing: '字典不存在',
  dictValueTaken: '该字典中已存在相同的字典值',
  builtInDict: '系统内置字典不能删除或改名',
} as const;
