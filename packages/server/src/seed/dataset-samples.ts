import { DISTRICT_NAMES } from '@risk/shared/districts';
import type { BiType } from '@risk/shared/datasets';
import type { CellInput } from '../platform/excel/workbook.ts';
import { companyName, creditCode } from './company-names.ts';
import { createRandom, type Random } from './random.ts';

/**
 * The sample files of the data sets, as a bureau analyst would fill
 * them: `npm run samples -w @risk/server` writes them to src/seed/samples/ (committed), the demo
 * seed imports them through the import service, and 监测管理 offers them for download.
 * Figures are plausible for Beijing (orders of magnitude of the published statistics), not real.
 */

type SampleRow = Record<string, CellInput>;

/** The last complete week, month and quarter of the samples: the demo's "now" is late November 2026. */
const LAST_WEEK = '2026-11-16';
const LAST_MONTH = '2026-10';
const LAST_QUARTER = '2026Q3';

const round = (n: number, digits = 1) => Number(n.toFixed(digits));

function weeksBack(n: number): string[] {
  const last = Date.parse(`${LAST_WEEK}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => new Date(last - (n - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10));
}
function monthsBack(n: number, last = LAST_MONTH): string[] {
  const [y, m] = last.split('-').map(Number);
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (n - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}
function quartersBack(n: number): string[] {
  const [y, q] = [Number(LAST_QUARTER.slice(0, 4)), Number(LAST_QUARTER.slice(5))];
  return Array.from({ length: n }, (_, i) => {
    const k = y * 4 + (q - 1) - (n - 1 - i);
    return `${Math.floor(k / 4)}Q${(k % 4) + 1}`;
  });
}

/** Relative size of each district's labour market (insured persons, in 万人), in dictionary order. */
const DISTRICT_WEIGHT: Record<string, number> = {
  东城区: 118,
  西城区: 205,
  朝阳区: 392,
  海淀区: 338,
  丰台区: 112,
  石景山区: 38,
  门头沟区: 9,
  房山区: 26,
  通州区: 52,
  顺义区: 78,
  昌平区: 61,
  大兴区: 49,
  怀柔区: 14,
  平谷区: 8,
  密云区: 9,
  延庆区: 5,
  经济技术开发区: 47,
};

/** 国民经济行业门类 of the generated companies' industries. */
const SECTOR: Record<string, string> = {
  科技: '信息传输、软件和信息技术服务业',
  信息技术: '信息传输、软件和信息技术服务业',
  电子: '制造业',
  商贸: '批发和零售业',
  汽车销售: '批发和零售业',
  服装: '批发和零售业',
  食品: '制造业',
  建筑工程: '建筑业',
  餐饮管理: '住宿和餐饮业',
  酒店管理: '住宿和餐饮业',
  物流: '交通运输、仓储和邮政业',
  物业管理: '房地产业',
  房地产开发: '房地产业',
  文化传媒: '文化、体育和娱乐业',
  医药: '制造业',
  教育咨询: '教育',
  机械制造: '制造业',
  环保科技: '科学研究和技术服务业',
  人力资源: '租赁和商务服务业',
  家政服务: '居民服务、修理和其他服务业',
};

/** Districts picked in proportion to their size. */
function weightedDistrict(rnd: Random): string {
  const total = Object.values(DISTRICT_WEIGHT).reduce((a, b) => a + b, 0);
  let x = rnd.next() * total;
  for (const [name, w] of Object.entries(DISTRICT_WEIGHT)) {
    x -= w;
    if (x <= 0) return name;
  }
  return '朝阳区';
}

interface SampleCompany {
  companyName: string;
  creditCode: string;
  region: string;
  industry: string;
  employees: number;
}
/** Companies of the sample lists; numbers far above the pool generator's so codes never collide with it. */
function companies(rnd: Random, n: number, base: number): SampleCompany[] {
  const seen = new Set<string>();
  const out: SampleCompany[] = [];
  for (let i = 0; out.length < n; i++) {
    const region = weightedDistrict(rnd);
    const { name, industry } = companyName(rnd, region);
    if (seen.has(name)) continue;
    seen.add(name);
    out.push({
      companyName: name,
      creditCode: creditCode(base + i, region),
      region,
      industry: SECTOR[industry] ?? '租赁和商务服务业',
      employees: rnd.chance(0.2) ? rnd.int(800, 6000) : rnd.int(40, 780),
    });
  }
  return out;
}

function weekly(rnd: Random): SampleRow[] {
  const rows: SampleRow[] = [];
  const weeks = weeksBack(12);
  for (const [wi, period] of weeks.entries())
    for (const region of DISTRICT_NAMES) {
      const w = DISTRICT_WEIGHT[region];
      const trend = 1 + wi * 0.015;
      const monitored = Math.round(w * 9 * (1 + wi * 0.004));
      const l1 = rnd.int(0, Math.max(1, Math.round(w / 120)));
      const l2 = rnd.int(0, Math.max(1, Math.round(w / 60)));
      const l3 = rnd.int(1, Math.max(2, Math.round(w / 25)));
      rows.push({
        period,
        region,
        monitoredCompanies: monitored,
        newRiskCompanies: Math.round(rnd.int(1, Math.max(2, Math.round(w / 12))) * trend),
        newRiskInfos: Math.round(rnd.int(3, Math.max(4, Math.round(w / 5))) * trend),
        warnLevel1: l1,
        warnLevel2: l2,
        warnLevel3: l3,
        involvedStaff: l1 * rnd.int(120, 400) + l2 * rnd.int(50, 150) + l3 * rnd.int(10, 60),
        riskIndex: round(Math.min(95, 35 + w / 12 + rnd.next() * 12 + wi * 0.6), 1),
      });
    }
  return rows;
}

const MACRO: {
  indicator: string;
  unit: string;
  base: number;
  drift: number;
  yoy: [number, number];
  cumulative?: boolean;
  source: string;
}[] = [
  {
    indicator: '规模以上工业增加值',
    unit: '亿元',
    base: 560,
    drift: 4,
    yoy: [3.5, 8.5],
    cumulative: true,
    source: '市统计局',
  },
  {
    indicator: '社会消费品零售总额',
    unit: '亿元',
    base: 1180,
    drift: 6,
    yoy: [-1.5, 4.8],
    cumulative: true,
    source: '市统计局',
  },
  {
    indicator: '固定资产投资（不含农户）',
    unit: '亿元',
    base: 720,
    drift: 5,
    yoy: [2, 9],
    cumulative: true,
    source: '市统计局',
  },
  {
    indicator: '一般公共预算收入',
    unit: '亿元',
    base: 540,
    drift: 3,
    yoy: [1.2, 5.5],
    cumulative: true,
    source: '市财政局',
  },
  { indicator: '进出口总额', unit: '亿元', base: 3050, drift: 10, yoy: [-4, 6], cumulative: true, source: '北京海关' },
  {
    indicator: '居民消费价格指数（上年同月=100）',
    unit: '%',
    base: 100.4,
    drift: 0,
    yoy: [0, 0],
    source: '国家统计局北京调查总队',
  },
  { indicator: '城镇调查失业率', unit: '%', base: 4.3, drift: 0, yoy: [0, 0], source: '国家统计局北京调查总队' },
];

function macro(rnd: Random): SampleRow[] {
  const rows: SampleRow[] = [];
  const months = monthsBack(12);
  const running = new Map<string, number>();
  for (const [mi, period] of months.entries())
    for (const m of MACRO) {
      const monthNo = Number(period.slice(5));
      if (monthNo === 1) running.set(m.indicator, 0);
      const rate = m.unit === '%';
      const value = rate
        ? round(m.base + (rnd.next() - 0.5) * (m.indicator.includes('失业') ? 0.4 : 1.2), 1)
        : round(m.base + m.drift * mi + (rnd.next() - 0.5) * m.base * 0.08, 1);
      const cumulative = m.cumulative ? round((running.get(m.indicator) ?? value * (monthNo - 1)) + value, 1) : null;
      if (m.cumulative) running.set(m.indicator, cumulative!);
      rows.push({
        period,
        indicator: m.indicator,
        unit: m.unit,
        value,
        yoy: rate ? null : round(m.yoy[0] + rnd.next() * (m.yoy[1] - m.yoy[0]), 1),
        cumulative,
        source: m.source,
      });
    }
  return rows;
}

const SURVEY_INDUSTRIES: [string, number, number][] = [
  ['制造业', 420, 97],
  ['建筑业', 180, 88],
  ['批发和零售业', 360, 94],
  ['交通运输、仓储和邮政业', 150, 96],
  ['住宿和餐饮业', 210, 91],
  ['信息传输、软件和信息技术服务业', 480, 106],
  ['金融业', 160, 103],
  ['房地产业', 140, 84],
  ['租赁和商务服务业', 260, 98],
  ['科学研究和技术服务业', 300, 104],
  ['居民服务、修理和其他服务业', 120, 95],
  ['文化、体育和娱乐业', 110, 99],
];

function survey(rnd: Random): SampleRow[] {
  const rows: SampleRow[] = [];
  for (const [qi, period] of quartersBack(4).entries())
    for (const [industry, sample, index] of SURVEY_INDUSTRIES) {
      const prosperity = round(index + qi * 0.8 + (rnd.next() - 0.5) * 6, 1);
      const more = round(Math.max(3, 18 + (prosperity - 100) * 0.9 + (rnd.next() - 0.5) * 6), 1);
      const less = round(Math.max(3, 16 - (prosperity - 100) * 0.8 + (rnd.next() - 0.5) * 6), 1);
      rows.push({
        period,
        industry,
        sampleCompanies: sample + rnd.int(-15, 15),
        hiringMoreRatio: more,
        hiringLessRatio: less,
        layoffPlanRatio: round(Math.max(0.5, less * 0.35 + (rnd.next() - 0.5) * 2), 1),
        prosperityIndex: prosperity,
      });
    }
  return rows;
}

const OCCUPATIONS: [string, number, number, number][] = [
  ['单位负责人', 1800, 2600, 16500],
  ['专业技术人员', 26500, 21800, 13200],
  ['办事人员和有关人员', 14200, 19800, 7600],
  ['社会生产服务和生活服务人员', 48600, 31200, 6400],
  ['农、林、牧、渔业生产及辅助人员', 900, 650, 5200],
  ['生产制造及有关人员', 12400, 8300, 7100],
];

function labour(rnd: Random): SampleRow[] {
  const rows: SampleRow[] = [];
  for (const period of monthsBack(12)) {
    const season = [1, 2].includes(Number(period.slice(5)))
      ? 0.82
      : [3, 9].includes(Number(period.slice(5)))
        ? 1.12
        : 1;
    for (const [occupation, demand, seekers, salary] of OCCUPATIONS)
      rows.push({
        period,
        occupation,
        demand: Math.round(demand * season * (0.92 + rnd.next() * 0.16)),
        seekers: Math.round(seekers * (0.92 + rnd.next() * 0.16)),
        avgSalary: Math.round(salary * (0.97 + rnd.next() * 0.06)),
      });
  }
  return rows;
}

function social(rnd: Random): SampleRow[] {
  const rows: SampleRow[] = [];
  const persons = new Map(DISTRICT_NAMES.map((d) => [d, DISTRICT_WEIGHT[d] * 10_000]));
  for (const period of monthsBack(12))
    for (const region of DISTRICT_NAMES) {
      const base = persons.get(region)!;
      const added = Math.round(base * (0.011 + rnd.next() * 0.006));
      const reduced = Math.round(base * (0.009 + rnd.next() * 0.007));
      const now = base + added - reduced;
      persons.set(region, now);
      const arrearsUnits = rnd.int(2, Math.max(3, Math.round(DISTRICT_WEIGHT[region] / 6)));
      rows.push({
        period,
        region,
        insuredUnits: Math.round(now / (region === '朝阳区' || region === '海淀区' ? 14 : 11)),
        insuredPersons: now,
        added,
        reduced,
        arrearsUnits,
        arrearsAmount: round(arrearsUnits * (4 + rnd.next() * 30), 2),
      });
    }
  return rows;
}

const TOPICS: [string, string[]][] = [
  [
    '建筑领域欠薪',
    ['工程款未结清，农民工工资支付存在缺口', '总包单位未按月足额拨付人工费用', '项目停工，劳务班组讨薪'],
  ],
  ['平台经济用工', ['骑手集中反映派单规则调整后收入下降', '平台外包用工主体频繁变更', '网约车司机反映抽成过高']],
  ['外资企业撤离风险', ['母公司宣布关闭在华研发中心', '生产线计划迁往东南亚', '在京办公室缩减编制']],
  ['房地产企业经营困难', ['销售回款下降，工资延迟发放两个月', '项目公司裁撤营销团队', '物业服务费收缴率下降']],
  ['教育培训机构', ['预收费退费纠纷集中，教师工资拖欠', '校区批量关停', '转型后裁减教学人员']],
];
const GRADES = ['高', '中', '低'];
/** The special list a company of a sector most plausibly lands on. */
const TOPIC_OF_SECTOR: Record<string, string> = {
  建筑业: '建筑领域欠薪',
  房地产业: '房地产企业经营困难',
  教育: '教育培训机构',
  '交通运输、仓储和邮政业': '平台经济用工',
  住宿和餐饮业: '平台经济用工',
  '信息传输、软件和信息技术服务业': '平台经济用工',
  制造业: '外资企业撤离风险',
  科学研究和技术服务业: '外资企业撤离风险',
};

function various(rnd: Random): SampleRow[] {
  const rows: SampleRow[] = [];
  const list = companies(rnd, 45, 9_100_000);
  for (const [i, c] of list.entries()) {
    const fitting = TOPIC_OF_SECTOR[c.industry];
    const [topic, descriptions] = TOPICS.find(([t]) => t === fitting) ?? TOPICS[i % TOPICS.length];
    rows.push({
      period: LAST_MONTH,
      topic,
      ...c,
      grade: rnd.pick(GRADES),
      description: rnd.pick(descriptions),
    });
  }
  return rows;
}

const CHANNELS = ['12333热线', '网格巡查', '舆情监测', '信访转办', '社保数据预警', '区县上报'];
const REASONS = [
  '连续两个月社保缴费人数减少超过10%',
  '职工集体反映拖欠工资',
  '企业经营异常，被列入经营异常名录',
  '涉及劳动争议案件较多',
  '拟实施经济性裁员',
  '法定代表人被限制高消费',
];

function allNew(rnd: Random): SampleRow[] {
  return companies(rnd, 36, 9_200_000).map((c) => ({
    period: LAST_MONTH,
    ...c,
    channel: rnd.pick(CHANNELS),
    includedDate: `${LAST_MONTH}-${String(rnd.int(1, 28)).padStart(2, '0')}`,
    reason: rnd.pick(REASONS),
  }));
}

function keyCompanies(rnd: Random): SampleRow[] {
  const rows: SampleRow[] = [];
  const list = companies(rnd, 30, 9_300_000).map((c) => ({ ...c, employees: c.employees + rnd.int(300, 2000) }));
  for (const period of monthsBack(3))
    for (const c of list) {
      const income = round((c.employees * (20 + rnd.next() * 60)) / 12, 1);
      rows.push({
        period,
        ...c,
        income,
        profit: round(income * (rnd.next() * 0.25 - 0.08), 1),
        insured: Math.round(c.employees * (0.9 + rnd.next() * 0.1)),
        layoffs: rnd.chance(0.4) ? rnd.int(1, Math.round(c.employees * 0.15)) : 0,
      });
    }
  return rows;
}

const MATTERS = ['拖欠工资', '经济性裁员', '停工停产', '社保断缴', '集体劳动争议', '关停搬迁'];

function bubbles(rnd: Random): SampleRow[] {
  return companies(rnd, 28, 9_400_000).map((c) => {
    const level = rnd.chance(0.15) ? '一级' : rnd.chance(0.4) ? '二级' : '三级';
    return {
      period: LAST_MONTH,
      companyName: c.companyName,
      creditCode: c.creditCode,
      region: c.region,
      level,
      involvedStaff: level === '一级' ? rnd.int(200, 900) : level === '二级' ? rnd.int(60, 260) : rnd.int(8, 80),
      matter: rnd.pick(MATTERS),
    };
  });
}

const WRITE_OFF_REASONS = ['决议解散', '经营期限届满', '被吊销营业执照后注销', '简易注销', '合并分立'];

function writeOff(rnd: Random): SampleRow[] {
  const rows: SampleRow[] = [];
  for (const [mi, period] of monthsBack(3).entries())
    for (const c of companies(rnd, 22, 9_500_000 + mi * 1000))
      rows.push({
        period,
        ...c,
        writeOffDate: `${period}-${String(rnd.int(1, 28)).padStart(2, '0')}`,
        insuredBefore: Math.max(0, Math.round(c.employees * rnd.next() * 0.3)),
        reason: rnd.pick(WRITE_OFF_REASONS),
      });
  return rows;
}

const MEASURES = [
  '区人社局约谈企业负责人',
  '纳入欠薪预警重点监控',
  '指导企业依法制定裁员方案',
  '协调街道开展矛盾调处',
  '跟踪社保缴费变化',
];
const CONCERN_REASONS = {
  '1': ['市领导批示关注', '涉及职工人数较多的重点企业', '上市公司经营下滑', '市级重点项目承建单位'],
  '2': ['区内用工规模较大', '近期劳动争议案件增多', '区重点招商企业', '社保缴费人数持续下降'],
  '3': ['媒体报道关注', '行业主管部门推送', '网格员上报', '群众来信反映'],
};

function concern(rnd: Random, type: '1' | '2' | '3', base: number): SampleRow[] {
  const rows: SampleRow[] = [];
  const list = companies(rnd, 16, base);
  for (const period of monthsBack(2))
    for (const c of list)
      rows.push({
        period,
        ...c,
        reason: rnd.pick(CONCERN_REASONS[type]),
        measures: rnd.pick(MEASURES),
        unit: type === '1' ? '市人社局劳动关系处' : `${c.region}人社局`,
      });
  return rows;
}

/** The sample rows of every data set, deterministic (same files on every machine). */
export function sampleRows(biType: BiType): SampleRow[] {
  const rnd = createRandom(20_261_124 + biType);
  switch (biType) {
    case 0:
      return weekly(rnd);
    case 1:
      return macro(rnd);
    case 2:
      return survey(rnd);
    case 3:
      return labour(rnd);
    case 5:
      return social(rnd);
    case 11:
      return various(rnd);
    case 12:
      return allNew(rnd);
    case 13:
      return keyCompanies(rnd);
    case 14:
      return bubbles(rnd);
    case 15:
      return writeOff(rnd);
    case 16:
      return concern(rnd, '1', 9_600_000);
    case 17:
      return concern(rnd, '2', 9_700_000);
    case 18:
      return concern(rnd, '3', 9_800_000);
  }
}
