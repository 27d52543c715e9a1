import fs from 'node:fs';
import path from 'node:path';
import type { DbOrTx } from '../db/client.ts';
import { districtReport, news, policy, policyFile, specialDaily } from '../db/schema/content.ts';
import { storeFile, type FileOwner } from '../modules/files/service.ts';
import { DEMO_FILE_DIR } from './research-reports.ts';

interface DemoDocument {
  file: string;
  kind: 'policy' | 'daily' | 'district';
  title: string;
  type?: string;
  region?: string;
  publishDate: string;
  summary: string;
}

const beijing = (day: string) => new Date(`${day}T09:00:00+08:00`);

async function store(db: DbOrTx, d: DemoDocument, owner: FileOwner) {
  const buffer = fs.readFileSync(path.join(DEMO_FILE_DIR, d.file));
  const fileName = `${d.title}.pdf`;
  return storeFile(db, null, { fileName, buffer }, { fileName, kind: 'pdf' }, owner);
}

/** The bureau's own news (no monitored keyword): 1 已发布, 0 草稿, 2 已下架. */
const BUREAU_NEWS: [string, number, string | null][] = [
  ['市人社局部署做好岁末年初根治欠薪工作', 1, 'https://rsj.beijing.gov.cn/'],
  ['本市发布促进高校毕业生就业十条措施', 1, 'https://rsj.beijing.gov.cn/'],
  ['失业保险稳岗返还资金开始拨付', 1, null],
  ['人社部门开展劳动用工风险专项排查', 1, null],
  ['朝阳区举办重点企业用工服务对接会', 1, null],
  ['海淀区推进新就业形态劳动者权益保障', 1, null],
  ['本市企业职工基本养老保险待遇调整', 2, null],
  ['职业技能提升行动补贴申领指南', 1, 'https://rsj.beijing.gov.cn/'],
  ['关于规范企业裁员报告工作的解读', 0, null],
  ['第四季度劳动用工风险监测会商召开', 0, null],
];

/** Press items of the kind the 舆情 screen watches: each names one or two monitored keywords. */
const PRESS_NEWS = [
  '{d}一餐饮企业被曝拖欠工资，劳动监察介入调查',
  '{d}某科技公司传出裁员消息，员工称补偿按N+1执行',
  '{d}建筑工地农民工讨薪，属地部门现场调处',
  '{d}一制造企业停工停产，部分职工社保断缴',
  '互联网企业“优化”部分岗位引发关注',
  '{d}一企业计划搬迁，职工安置方案征求意见',
  '{d}物流企业集体维权事件已妥善化解',
  '毕业季临近，{d}企业校园招聘需求回暖',
  '{d}多家培训机构欠薪问题进入集中处置',
  '{d}一商场停产装修，员工社保停缴引发投诉',
];
const NEWS_DISTRICTS = ['朝阳区', '海淀区', '丰台区', '大兴区', '通州区', '昌平区', '顺义区', '石景山区'];
const DAY_MS = 86_400_000;

/**
 * The demo's news, dated back from `now` over the last twelve months (three to four press items a
 * month and the bureau's own), so a fresh demo's 舆情 screen shows this month and a year of hits.
 */
function demoNews(now: Date) {
  const rows = BUREAU_NEWS.map(([title, status, link], i) => ({
    title,
    status,
    link,
    createTime: new Date(now.getTime() - (3 + i * 9) * DAY_MS),
  }));
  for (let month = 0; month < 12; month++)
    for (let k = 0; k < 3 + (month % 2); k++) {
      const n = month * 4 + k;
      const title = PRESS_NEWS[n % PRESS_NEWS.length].replace('{d}', NEWS_DISTRICTS[n % NEWS_DISTRICTS.length]);
      const daysBack = month * 30 + k * 7 + 1;
      rows.push({ title, status: 1, link: null, createTime: new Date(now.getTime() - daysBack * DAY_MS) });
    }
  return rows.map((r) => ({ ...r, content: `${r.title}。（演示数据）`, createBy: 'ops' }));
}

/** Demo rows of the content screens: news, policies with their files, daily and district reports. */
export async function seedContent(db: DbOrTx, now = new Date()): Promise<void> {
  const docs = JSON.parse(fs.readFileSync(path.join(DEMO_FILE_DIR, 'content.json'), 'utf8')) as DemoDocument[];
  await db.insert(news).values(demoNews(now));
  for (const d of docs.filter((x) => x.kind === 'policy')) {
    const stored = await store(db, d, 'policy');
    const [row] = await db
      .insert(policy)
      .values({
        title: d.title,
        summary: d.summary,
        type: d.type ?? '1',
        uploadTime: beijing(d.publishDate),
        createBy: 'ops',
      })
      .returning();
    await db.insert(policyFile).values({ policyId: row.id, fileId: stored.id, sort: 0 });
  }
  for (const d of docs.filter((x) => x.kind === 'daily')) {
    const stored = await store(db, d, 'specialDaily');
    await db
      .insert(specialDaily)
      .values({ title: d.title, uploadTime: beijing(d.publishDate), fileId: stored.id, createBy: 'ops' });
  }
  for (const d of docs.filter((x) => x.kind === 'district')) {
    const stored = await store(db, d, 'districtReport');
    await db.insert(districtReport).values({
      reportName: d.title,
      region: d.region ?? '海淀区',
      year: Number(d.publishDate.slice(0, 4)),
      fileId: stored.id,
      createBy: 'haidian',
      createTime: beijing(d.publishDate),
    });
  }
  // Reports filed without their file yet: their download shows the notice.
  await db.insert(districtReport).values([
    { reportName: '朝阳区2025年第三季度劳动用工风险报告', region: '朝阳区', year: 2025, createBy: 'chaoyang' },
    { reportName: '海淀区2025年上半年稳岗工作总结', region: '海淀区', year: 2025, createBy: 'haidian' },
  ]);
}
