import type { registryRecord } from '../db/schema/registry.ts';
import { personName } from './company-names.ts';
import type { Random } from './random.ts';

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
  }
  return out;
}
