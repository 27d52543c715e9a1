import { DISTRICT_NAMES } from './districts.ts';

/** A dictionary as the platform ships it; administrators edit it afterwards on the dictionary screen. */
export interface DictDefinition {
  name: string;
  description: string;
  items: readonly { label: string; value: string }[];
}

const sameLabelAndValue = (labels: readonly string[]) => labels.map((l) => ({ label: l, value: l }));
const numbered = (labels: readonly string[], first = 1) =>
  labels.map((l, i) => ({ label: l, value: String(i + first) }));

/** The dictionaries named in the specs, with the values the bureau works with. */
export const DEFAULT_DICTS: readonly DictDefinition[] = [
  { name: 'global_regoin', description: '区县', items: sameLabelAndValue(DISTRICT_NAMES) },
  {
    name: 'risk_dot',
    description: '风险点',
    items: numbered([
      '规模裁员',
      '拖欠工资',
      '社保减员',
      '股权冻结',
      '股权出质',
      '经营异常',
      '注销吊销',
      '劳动投诉',
      '劳动仲裁',
      '负面舆情',
    ]),
  },
  {
    name: 'risk_category',
    description: '风险类别',
    items: numbered(['经营风险', '用工风险', '司法风险', '舆情风险', '社保风险']),
  },
  {
    name: 'company_status',
    description: '风险企业状态',
    items: [
      { label: '未推送', value: '0' },
      { label: '已推送', value: '1' },
      { label: '核实中', value: '2' },
      { label: '联动处置', value: '3' },
      { label: '待存档', value: '4' },
      { label: '待评价', value: '6' },
      { label: '已评价', value: '7' },
    ],
  },
  { name: 'news_status', description: '新闻状态', items: numbered(['未发布', '已发布', '已下架'], 0) },
  {
    name: 'policy_type',
    description: '政策类型',
    items: numbered(['就业政策', '社会保险', '劳动关系', '稳岗补贴', '职业培训']),
  },
  { name: 'key_word_regoin', description: '关键词地区', items: sameLabelAndValue(['北京市', ...DISTRICT_NAMES]) },
  {
    name: 'riskMonitorKey_type',
    description: '监测关键词类型',
    items: numbered(['裁员', '欠薪', '讨薪', '停工停产', '群体性事件', '社保断缴']),
  },
  {
    name: 'riskDimension_type',
    description: '风险维度类型',
    items: numbered(['经营维度', '用工维度', '司法维度', '舆情维度', '社保维度']),
  },
];

/** Dictionary names (keys) are English letters only; underscores are kept for the spec's own names. */
export const DICT_NAME_PATTERN = /^[A-Za-z][A-Za-z_]*$/;
