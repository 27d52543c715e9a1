/**
 * Two counts on one card (企业 / 次数), grouped in thousands as antd's Statistic groups a single
 * count beside it: 4,405 / 8,502, not 4405 / 8502.
 */
export const countPair = (companies: number, times: number) =>
  `${companies.toLocaleString('zh-CN')} / ${times.toLocaleString('zh-CN')}`;
