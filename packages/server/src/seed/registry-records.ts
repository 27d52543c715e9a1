import type { registryRecord } from '../db/schema/registry.ts';
import { personName } from './company-names.ts';
import { createRandom, type Random } from './random.ts';

type RecordInsert = typeof registryRecord.$inferInsert;
const DAY_MS = 86_400_000;

const dateBefore = (rnd: Random, now: Date, maxDays: number) =>
  new Date(now.getTime() - rnd.int(0, maxDays) * DAY_MS).toISOString().slice(0, 10);
const COURTS = [
  '北京市朝阳区人民法院',
  '北京市海淀区人民法院',
  '北京市第一中级人民法院',
  '北京市第三中级人民法院',
  '北京互联网法院',
];
const CAUSES = ['劳动争议', '追索劳动报酬纠纷', '买卖合同纠纷', '借款合同纠纷', '确认劳动关系纠纷', '经济补偿金纠纷'];
const NEWS = [
  '发布年度社会责任报告',
  '获评区级优秀民营企业',
  '被曝拖欠员工工资',
  '宣布业务调整并优化人员结构',
  '完成新一轮融资',
  '开展校园招聘',
];

/** Thirteen monthly social-security headcounts ending this month, drifting from the yearly numbers. */
function monthlySocial(rnd: Random, now: Date, yearSocial: Record<string, number>): Record<string, number> {
  const values = Object.values(yearSocial);
  let headcount = values[0] ?? rnd.int(10, 500);
  const target = values[values.length - 1] ?? headcount;
  const months: Record<string, number> = {};
  for (let back = 12; back >= 0; back--) {
    const d = new Date(now.getFullYear(), now.getMonth() - back, 1);
    headcount =
      back === 0 ? target : Math.max(0, Math.round(headcount + (target - headcount) / (back + 1) + rnd.int(-3, 3)));
    months[`${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`] = headcount;
  }
  return months;
}

/** A generator of its own per company, so the listed panels leave the main sequence (and every other demo figure) as it was. */
function ownRandom(creditCode: string): Random {
  let h = 2166136261;
  for (const ch of creditCode) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return createRandom(h >>> 0);
}

const POSTS = ['董事长', '总经理', '财务总监', '董事会秘书', '独立董事', '监事会主席'];
const HOLDER_KINDS = ['境内法人', '境内自然人', '国有法人', '境外法人'];

/** The listed company's individual, major-shareholder and post panels of its board, and a fund panel for some. */
function listedSections(creditCode: string, companyKind: string, now: Date, out: RecordInsert[]): void {
  const rnd = ownRandom(creditCode);
  const add = (kind: string, title: string, days: number, data: Record<string, unknown>) =>
    out.push({ creditCode, kind, title, recordDate: dateBefore(rnd, now, days), data });
  const people = Array.from({ length: rnd.int(2, 4) }, () => personName(rnd));
  for (const [i, name] of people.entries()) {
    add(`${companyKind}Person`, name, 1800, { name, gender: rnd.pick(['男', '女']), age: rnd.int(35, 65) });
    add(`${companyKind}Post`, `${name} 任 ${POSTS[i % POSTS.length]}`, 1800, {
      name,
      post: POSTS[i % POSTS.length],
      term: `${rnd.int(2021, 2024)}-${rnd.int(2025, 2028)}`,
    });
  }
  for (let i = 0; i < rnd.int(1, 3); i++)
    add(`${companyKind}Holder`, `第${i + 1}大股东`, 365, {
      holder: i === 0 ? people[0] : `${personName(rnd)}投资有限公司`,
      holderKind: rnd.pick(HOLDER_KINDS),
      ratio: `${rnd.int(3, 45)}.${rnd.int(0, 99)}%`,
    });
  if (rnd.chance(0.5))
    add('listedFund', '基金持股', 180, {
      fund: `${rnd.pick(['华夏', '易方达', '嘉实', '南方'])}${rnd.pick(['成长', '价值', '均衡'])}混合基金`,
      shares: `${rnd.int(10, 900)}万股`,
    });
}

/** The registry's many-row blocks of one company: social series for all, the rest for some, listed panels for a few. */
export function registryRecordsOf(
  rnd: Random,
  creditCode: string,
  now: Date,
  yearSocial: Record<string, number>,
): RecordInsert[] {
  const out: RecordInsert[] = [
    {
      creditCode,
      kind: 'socialMonth',
      recordDate: now.toISOString().slice(0, 10),
      title: '社保参保人数',
      data: { months: monthlySocial(rnd, now, yearSocial) },
    },
  ];
  const add = (kind: string, title: string, days: number, data: Record<string, unknown>) =>
    out.push({ creditCode, kind, title, recordDate: dateBefore(rnd, now, days), data });
  if (rnd.chance(0.3)) {
    let left = 100;
    for (let i = rnd.int(1, 3); i > 0; i--) {
      const share = i === 1 ? left : rnd.int(1, left - i);
      left -= share;
      add('shareholder', personName(rnd), 3650, {
        name: personName(rnd),
        ratio: `${share}%`,
        capital: `${share * 10}万元`,
      });
    }
  }
  if (rnd.chance(0.1))
    add('judicialCase', rnd.pick(CAUSES), 900, {
      caseNo: `(${now.getFullYear() - 1})京0105民初${rnd.int(1000, 99999)}号`,
      court: rnd.pick(COURTS),
      role: rnd.pick(['被告', '原告']),
    });
  if (rnd.chance(0.05))
    add('courtNotice', `${rnd.pick(CAUSES)}开庭公告`, 365, {
      court: rnd.pick(COURTS),
      courtroom: `第${rnd.int(1, 30)}法庭`,
    });
  if (rnd.chance(0.03))
    add('execution', '被执行人信息', 730, { amount: `${rnd.int(5, 900)}万元`, court: rnd.pick(COURTS) });
  if (rnd.chance(0.03))
    add('courtAnnouncement', '起诉状副本及开庭传票', 730, { court: rnd.pick(COURTS), type: '起诉状副本及开庭传票' });
  if (rnd.chance(0.2))
    for (let i = rnd.int(1, 3); i > 0; i--)
      add('news', rnd.pick(NEWS), 120, {
        source: rnd.pick(['新京报', '北京日报', '澎湃新闻', '微博']),
        sentiment: rnd.pick(['正面', '中性', '负面']),
      });
  if (rnd.chance(0.5)) {
    const year = now.getFullYear() - 1;
    const headcount = yearSocial[String(year)] ?? 0;
    add('annualReport', `${year}年度报告`, 200, { year, employees: headcount, assets: `${rnd.int(100, 90000)}万元` });
    add('annualSocial', `${year}年度社保信息`, 200, {
      year,
      pension: headcount,
      unemployment: headcount,
      injury: headcount,
    });
  }
  if (rnd.chance(0.01)) {
    const kind = rnd.pick(['listedMain', 'listedNeeq', 'listedHk']);
    add(kind, '上市信息', 3650, {
      stockCode: String(rnd.int(600000, 688999)),
      section: 'company',
      marketValue: `${rnd.int(10, 900)}亿元`,
    });
    add('stockDisclosure', '临时公告', 90, { type: rnd.pick(['业绩预告', '人事变动', '重大合同']) });
    add('stockFinance', '年度财务摘要', 365, {
      revenue: `${rnd.int(1, 900)}亿元`,
      netProfit: `${rnd.int(-10, 90)}亿元`,
    });
    listedSections(creditCode, kind, now, out);
  }
  return out;
}
