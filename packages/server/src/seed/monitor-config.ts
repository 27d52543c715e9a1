import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { DEFAULT_DICTS } from '@risk/shared/dicts';
import type { Db } from '../db/client.ts';
import {
  miniAppUser,
  riskDimension,
  riskDimensionConfig,
  riskIndex,
  riskMonitorKey,
} from '../db/schema/monitor-config.ts';
import { riskCompany } from '../db/schema/pool.ts';
import { createRandom } from './random.ts';
import { hashPassword } from '../platform/auth/passwords.ts';

const dictValue = (name: string, label: string) =>
  DEFAULT_DICTS.find((d) => d.name === name)!.items.find((i) => i.label === label)!.value;

/** The risk dimensions of the demo; their names are those the generated risk information carries. */
const DIMENSIONS: {
  name: string;
  type: string;
  enabled: boolean;
  configs: [string, string, string, string | null][];
}[] = [
  {
    name: '经营维度',
    type: '经营维度',
    enabled: true,
    configs: [
      ['incomeChange', 'number', '营业收入同比变化（%）', null],
      ['operatingStatus', 'select', '经营状态', '存续,停业,注销,吊销'],
    ],
  },
  {
    name: '用工维度',
    type: '用工维度',
    enabled: true,
    configs: [
      ['layoffsNum', 'number', '裁员人数', '0'],
      ['layoffsPlan', 'select', '是否有裁员计划', '是,否'],
    ],
  },
  {
    name: '司法维度',
    type: '司法维度',
    enabled: true,
    configs: [
      ['caseNo', 'input', '案号', null],
      ['filingDate', 'date', '立案日期', null],
    ],
  },
  { name: '舆情维度', type: '舆情维度', enabled: true, configs: [['newsLink', 'input', '舆情链接', null]] },
  {
    name: '社保维度',
    type: '社保维度',
    enabled: true,
    configs: [
      ['payers', 'number', '缴费人数', null],
      ['arrearsMonths', 'number', '欠缴月数', '0'],
    ],
  },
  { name: '信用维度', type: '经营维度', enabled: false, configs: [['creditLevel', 'select', '信用等级', 'A,B,C,D']] },
];

const KEYWORDS: [string, string, string][] = [
  ['裁员', '裁员', '北京市'],
  ['优化', '裁员', '北京市'],
  ['毕业', '裁员', '北京市'],
  ['N+1', '裁员', '北京市'],
  ['欠薪', '欠薪', '北京市'],
  ['拖欠工资', '欠薪', '北京市'],
  ['讨薪', '讨薪', '北京市'],
  ['农民工工资', '讨薪', '北京市'],
  ['停工', '停工停产', '北京市'],
  ['停产', '停工停产', '北京市'],
  ['集体维权', '群体性事件', '北京市'],
  ['断缴', '社保断缴', '北京市'],
  ['社保停缴', '社保断缴', '北京市'],
  ['拖欠工资', '欠薪', '朝阳区'],
  ['裁员', '裁员', '海淀区'],
  ['搬迁', '停工停产', '大兴区'],
  ['讨薪', '讨薪', '丰台区'],
];

/** The quarters up to the one before `now`'s: the survey is published after its quarter ends. */
function quartersUntil(now: Date): [number, number][] {
  const out: [number, number][] = [];
  const lastYear = now.getFullYear();
  const current = Math.floor(now.getMonth() / 3) + 1;
  for (let y = 2023; y <= lastYear; y++) for (let q = 1; q <= 4; q++) if (y < lastYear || q < current) out.push([y, q]);
  return out;
}

/**
 * The demo's configuration screens: quarterly risk indices since 2023 (a slow drift with a dip in
 * the first quarter), the risk dimensions, the monitor keywords, and two mini-app accounts of pool
 * companies of 海淀区 (one audited, one waiting).
 */
export async function seedMonitorConfig(db: Db, opts: { seed: number; demoPassword: string; now?: Date }) {
  const rnd = createRandom(opts.seed + 15);
  const now = opts.now ?? new Date();
  const round = (n: number) => Math.round(n * 100) / 100;
  let level = 78;
  const indices = quartersUntil(now).map(([year, quarterly]) => {
    level += rnd.int(-10, 14) / 10 - (quarterly === 1 ? 1.2 : 0);
    return {
      year,
      quarterly,
      fissIndex: round(level + rnd.int(-30, 30) / 10),
      fiseIndex: round(level - 2 + rnd.int(-30, 30) / 10),
      esIndex: round(level + 3 + rnd.int(-20, 20) / 10),
      eeIndex: round(level + 1 + rnd.int(-20, 20) / 10),
      createBy: 'ops',
    };
  });
  await db.transaction(async (tx) => {
    await tx.insert(riskIndex).values(indices);
    for (const d of DIMENSIONS) {
      const [row] = await tx
        .insert(riskDimension)
        .values({
          name: d.name,
          type: dictValue('riskDimension_type', d.type),
          status: d.enabled,
          createBy: 'ops',
        })
        .returning({ id: riskDimension.id });
      await tx.insert(riskDimensionConfig).values(
        d.configs.map(([keyWorth, type, displayName, defaultValue], i) => ({
          dimensionId: row.id,
          sort: i + 1,
          keyWorth,
          type,
          displayName,
          defaultValue,
        })),
      );
    }
    await tx.insert(riskMonitorKey).values(
      KEYWORDS.map(([keyWord, type, region]) => ({
        keyWord,
        type: dictValue('riskMonitorKey_type', type),
        region,
        createBy: 'ops',
      })),
    );
    const companies = await tx
      .select({ creditCode: riskCompany.creditCode, companyName: riskCompany.companyName })
      .from(riskCompany)
      .where(and(eq(riskCompany.companyRegion, '海淀区'), isNotNull(riskCompany.contacts)))
      .orderBy(asc(riskCompany.id))
      .limit(2);
    if (companies.length === 0) return;
    const passwordHash = await hashPassword(opts.demoPassword);
    await tx.insert(miniAppUser).values(
      companies.map((c, i) => ({
        account: `1390000${String(1001 + i).padStart(4, '0')}`,
        passwordHash,
        companyName: c.companyName,
        creditCode: c.creditCode,
        region: '海淀区',
        contactName: i === 0 ? '赵经办' : '孙经办',
        status: i === 0 ? 1 : 0,
        auditBy: i === 0 ? '海淀区业务员' : null,
        auditTime: i === 0 ? now : null,
      })),
    );
  });
}
