/**
 * Sort whitelists of the content, configuration and data lists (policy, news, district reports,
 * daily reports, social security, mini-app accounts): the fields a list accepts in `sort=field,DIR`.
 * Each is backed by an index the plan test (server/test/platform/query-plans.test.ts) proves.
 */
export const POLICY_SORT_FIELDS = ['uploadTime', 'title', 'createTime'] as const;
export const NEWS_SORT_FIELDS = ['createTime', 'title', 'status'] as const;
export const DISTRICT_REPORT_SORT_FIELDS = ['createTime', 'year', 'reportName', 'region'] as const;
export const DAILY_REPORT_SORT_FIELDS = ['uploadTime', 'createTime', 'title'] as const;
export const SOCIAL_SECURITY_SORT_FIELDS = [
  'createTime',
  'month',
  'companyName',
  'currentMonth',
  'january',
  'march',
] as const;
export const MINI_APP_USER_SORT_FIELDS = ['createTime', 'companyName', 'status', 'auditTime'] as const;
