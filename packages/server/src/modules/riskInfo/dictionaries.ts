/** The dictionaries risk information stores codes of; the codes are read through the dictionary book of the dicts module. */
export const RISK_DICT_MSG = {
  riskPoint: '风险点不在字典“风险点”（risk_dot）中',
  category: '风险类别不在字典“风险类别”（risk_category）中',
} as const;
