import { UNRATED, WARNING_LEVELS, type WarningLevel } from './verification.ts';

/**
 * One palette for the warning levels on every screen, dashboard and list: 一级 red, 二级 orange,
 * 三级 yellow, 三级以下 blue, 未定级 grey. A chart or tag showing a level takes its colour here and
 * nowhere else, so 一级 is red on the wall and in the work list alike.
 */
export const WARNING_LEVEL_COLORS = {
  一级: '#f5222d',
  二级: '#fa8c16',
  三级: '#fadb14',
  三级以下: '#1677ff',
  未定级: '#8c8c8c',
} as const satisfies Record<WarningLevel, string>;

const LEVELS: readonly string[] = [...WARNING_LEVELS, UNRATED];

/** The colour of a warning level's name, or undefined for any other name. */
export const warningLevelColor = (name: string): string | undefined =>
  LEVELS.includes(name) ? WARNING_LEVEL_COLORS[name as WarningLevel] : undefined;
