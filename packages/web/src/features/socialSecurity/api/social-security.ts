/** 社保数据 (`/business/v1/importSocial`); rows are `SocialRow` of @risk/shared/schemas/monitor-config. */
export const SOCIAL_URL = '/business/v1/importSocial';
export const SOCIAL_SORTABLE = ['month', 'createTime', 'companyName', 'currentMonth', 'january', 'march'] as const;
export const SOCIAL_DEFAULT_SORT = 'month,DESC';
