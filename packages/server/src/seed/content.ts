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

const NEWS: [string, number, string | null][] = [
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

/** Demo rows of the content screens: news, policies with their files, daily and district reports. */
export async function seedContent(db: DbOrTx): Promise<void> {
  const docs = JSON.parse(fs.readFileSync(path.join(DEMO_FILE_DIR, 'content.json'), 'utf8')) as DemoDocument[];
  await db.insert(news).values(
    NEWS.map(([title, status, link], i) => ({
      title,
      status,
      link,
      content: `${title}。（演示数据）`,
      createBy: 'ops',
      createTime: new Date(Date.UTC(2025, 10, 20 - i, 2)),
    })),
  );
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
