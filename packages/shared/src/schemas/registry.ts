import { z } from 'zod';
import { POOL_RULES } from '../pool.ts';

/** At most this many suggestions answer the company search of the add forms. */
export const COMPANY_SEARCH_LIMIT = 20;

/** The company search needs a name or a credit code; the text is trimmed, the server normalises it. */
export const compBasicQuery = z.object({
  keyword: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: POOL_RULES.searchNeedsKey }).min(1, POOL_RULES.searchNeedsKey).max(100, '查询条件过长'),
  ),
});

export const registryCodeQuery = z.object({
  creditCode: z
    .string({ error: '统一社会信用代码不能为空' })
    .trim()
    .min(1, '统一社会信用代码不能为空')
    .max(18, '统一社会信用代码为18位'),
});
export const registryCodeParam = registryCodeQuery;

/** Header row of the registry import template (business-registration basic information), in order. */
export const REGISTRY_IMPORT_HEADERS = [
  '统一社会信用代码',
  '企业名称',
  '注册地',
  '法定代表人',
  '法人联系电话',
  '企业类型',
  '经营状态',
  '注册资本',
  '成立日期',
  '地址',
  '经营范围',
  '行业',
  '营业收入(万元)',
  '利润(万元)',
  '从业人数',
  '上年参保人数',
  '本年参保人数',
] as const;

/** Second sheet of the registry import template: the many-row registry records (shareholders, judicial cases, news …). */
export const REGISTRY_RECORD_SHEET = '工商记录';

/** Header row of the 工商记录 sheet, in order; 类别 is the Chinese label of a record block (股东信息, 司法案件 …). */
export const REGISTRY_RECORD_IMPORT_HEADERS = ['统一社会信用代码', '类别', '日期', '事项', '内容'] as const;

/**
 * Help block of the company detail: the law to cite and the employment services to
 * offer, by risk point label (risk_dot); a company gets the hints of every risk point it carries.
 */
export const RISK_POINT_HELP: Record<string, { law: string[]; employment: string[] }> = {
  规模裁员: {
    law: [
      '《劳动合同法》第四十一条：裁减人员二十人以上或不足二十人但占职工总数百分之十以上的，应提前三十日向工会或全体职工说明情况，并向劳动行政部门报告裁减人员方案。',
    ],
    employment: ['组织专场招聘会，帮助被裁减人员再就业', '落实稳岗返还政策，引导企业减少裁员'],
  },
  拖欠工资: {
    law: [
      '《保障农民工工资支付条例》：用人单位应当按照工资支付周期足额支付工资。',
      '《劳动合同法》第八十五条：未及时足额支付劳动报酬的，由劳动行政部门责令限期支付。',
    ],
    employment: ['启动欠薪应急周转金', '开展劳动保障监察专项执法'],
  },
  社保减员: {
    law: ['《社会保险法》第五十八条：用人单位应当自用工之日起三十日内为其职工申请办理社会保险登记。'],
    employment: ['核查减员原因，指导企业依法办理参保变更', '落实失业保险待遇'],
  },
  股权冻结: {
    law: ['《公司法》关于股权变动与债权人保护的规定'],
    employment: ['关注企业经营状况，提前储备岗位对接资源'],
  },
  股权出质: { law: ['《民法典》第四百四十条：可以转让的股权可以出质。'], employment: ['关注企业融资压力对用工的影响'] },
  经营异常: {
    law: ['《企业信息公示暂行条例》关于经营异常名录的规定'],
    employment: ['走访企业了解经营困难，宣传援企稳岗政策'],
  },
  注销吊销: {
    law: [
      '《劳动合同法》第四十四条：用人单位被依法宣告破产、吊销营业执照或决定提前解散的，劳动合同终止。',
      '《劳动合同法》第四十六条：上述情形下应当向劳动者支付经济补偿。',
    ],
    employment: ['为职工办理失业登记与再就业服务'],
  },
  劳动投诉: {
    law: ['《劳动保障监察条例》第九条：任何组织或者个人对于违反劳动保障法律的行为，有权向劳动行政部门举报。'],
    employment: ['开展用工指导，规范企业劳动管理'],
  },
  劳动仲裁: {
    law: ['《劳动争议调解仲裁法》：发生劳动争议，当事人可以向劳动争议仲裁委员会申请仲裁。'],
    employment: ['引导企业建立内部劳动争议调解机制'],
  },
  负面舆情: {
    law: ['《劳动法》第三条：劳动者享有取得劳动报酬、休息休假、获得劳动安全卫生保护等权利。'],
    employment: ['及时回应职工诉求，做好政策解读'],
  },
};
