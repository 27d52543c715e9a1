/** 启用/禁用 as filter options; the server reads `enabled=true|false`. */
export const ENABLED_OPTIONS = [
  { value: 'true', label: '启用' },
  { value: 'false', label: '禁用' },
];
