/** A route of the signed-in user's menu, as the sidebar, breadcrumb, tabs and search read it. */
export interface NavRoute {
  /** full client path (`/system/user`), or the URL of an external link */
  path: string;
  title: string;
  /** an @ant-design/icons component name, e.g. 'SettingOutlined' */
  icon: string | null;
  /** page component key (`system/user/index`); 'Layout' for a directory */
  component: string;
  hidden: boolean;
  external: boolean;
  /** pinned tab that cannot be closed */
  affix: boolean;
  children: NavRoute[];
  /** titles of the directories above, outermost first (the breadcrumb) */
  trail: string[];
}

export const DIRECTORY_COMPONENT = 'Layout';
export const isDirectory = (r: NavRoute) => r.component === DIRECTORY_COMPONENT;
