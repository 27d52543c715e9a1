import { asc, eq } from 'drizzle-orm';
import { DATA_APPLY_STATUS } from '@risk/shared/schemas/dataApply';
import type { DbOrTx } from '../db/client.ts';
import { dataApply } from '../db/schema/dataApply.ts';
import { riskCompany } from '../db/schema/pool.ts';

/** The demo's 数据申请: what two districts asked the city for, some answered, so the list is not empty. */
const DEMO = [
  {
    region: '朝阳区',
    user: 'chaoyang',
    content: '社保参保数据',
    reason: '核实裁员人数，需近12个月参保明细',
    reply: null,
  },
  {
    region: '朝阳区',
    user: 'chaoyang',
    content: '司法涉诉数据',
    reason: '企业拖欠工资投诉较多，需了解涉诉情况',
    reply: { agree: true, text: '已同意，涉诉清单已通过政务内网邮箱发送' },
  },
  {
    region: '朝阳区',
    user: 'chaoyang',
    content: '上市公司数据',
    reason: '核实是否为上市公司子公司',
    reply: { agree: false, text: '该企业不是上市公司，企业详情的工商数据已可查看' },
  },
  { region: '海淀区', user: 'haidian', content: '工商登记数据', reason: '企业变更注册地，需最新登记信息', reply: null },
  {
    region: '海淀区',
    user: 'haidian',
    content: '社保参保数据',
    reason: '核实减员情况',
    reply: { agree: true, text: '已同意，请在企业详情的社保信息中查看近三个月减员' },
  },
] as const;

/** Seeds the demo applications on the first pool companies of each district (deterministic). Answers the count. */
export async function seedDataApplies(db: DbOrTx): Promise<number> {
  let n = 0;
  for (const region of [...new Set(DEMO.map((d) => d.region))]) {
    const mine = DEMO.filter((d) => d.region === region);
    const companies = await db
      .select({ id: riskCompany.id, companyName: riskCompany.companyName, creditCode: riskCompany.creditCode })
      .from(riskCompany)
      .where(eq(riskCompany.companyRegion, region))
      .orderBy(asc(riskCompany.id))
      .limit(mine.length);
    for (const [i, c] of companies.entries()) {
      const d = mine[i];
      const created = new Date(Date.now() - (10 - n) * 86_400_000);
      await db.insert(dataApply).values({
        riskCompanyId: c.id,
        companyName: c.companyName,
        creditCode: c.creditCode,
        region,
        applyContent: d.content,
        applyReason: d.reason,
        createBy: d.user,
        createTime: created,
        ...(d.reply
          ? {
              status: d.reply.agree ? DATA_APPLY_STATUS.AGREED : DATA_APPLY_STATUS.REFUSED,
              replyContent: d.reply.text,
              replyBy: 'city',
              replyTime: new Date(created.getTime() + 86_400_000),
            }
          : {}),
      });
      n++;
    }
  }
  return n;
}
