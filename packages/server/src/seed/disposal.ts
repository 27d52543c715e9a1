import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DISPOSAL_STATUS, type DisposalRecordType } from '@risk/shared/disposal';
import { DISPOSAL_LEVELS } from '@risk/shared/order-machine';
import { COMPANY_STATUS } from '@risk/shared/pool';
import { ORDER_STATUS as S } from '@risk/shared/verification';
import type { Db, Tx } from '../db/client.ts';
import { disposalInfo, disposalOrder, layoffStatistics } from '../db/schema/disposal.ts';
import { riskCompany, riskCompanyEvaluation } from '../db/schema/pool.ts';
import { orderAudit, orderIdentity, verificationOrder as o } from '../db/schema/verification.ts';
import { createRandom, type Random } from './random.ts';

const DAY_MS = 86_400_000;
const CHUNK = 500;
const DEPARTMENTS = ['区人社局劳动关系科', '区人社局就业促进科', '街道劳动保障所', '区总工会'];
const CITY_DEPARTMENTS = ['市人社局劳动关系处', '市人社局就业促进处'];
const OPINIONS: Record<DisposalRecordType, string[]> = {
  talk: ['要求企业依法制定裁员方案并向职工公示', '提示企业按时足额支付经济补偿', '督促企业与工会协商安置方案'],
  downsizing: [
    '职工情绪稳定，补偿已按标准发放',
    '部分职工对补偿有异议，已组织调解',
    '已落实专人跟踪，未发生群体性事件',
  ],
  server: ['宣讲稳岗返还政策', '提供社保补贴政策解读', '组织专场招聘会'],
};

const day = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
const between = (rnd: Random, from: Date, to: Date) =>
  new Date(from.getTime() + Math.floor(rnd.next() * Math.max(to.getTime() - from.getTime(), DAY_MS)));

function recordData(rnd: Random, type: DisposalRecordType, date: string): Record<string, unknown> {
  if (type === 'talk')
    return {
      appointmentTime: date,
      localDepartment: rnd.pick(DEPARTMENTS),
      cityDepartment: rnd.pick(CITY_DEPARTMENTS),
      departmentHead: rnd.pick(['王强', '李敏', '张伟', '刘洋']),
      phone: `1390000${rnd.int(1000, 9999)}`,
      opinion: rnd.pick(OPINIONS.talk),
    };
  if (type === 'downsizing')
    return {
      layoffsTime: date,
      layoffsPerson: rnd.int(3, 80),
      allDepartment: rnd.pick(['生产部', '销售部', '研发部', '行政部']),
      opinion: rnd.pick(OPINIONS.downsizing),
    };
  return {
    serviceTime: date,
    policies: rnd.pick(OPINIONS.server),
    employmentServices: rnd.pick(['推荐岗位 20 个', '职业指导 1 次', '技能培训报名']),
    times: rnd.int(1, 5),
  };
}

type Candidate = {
  id: number;
  riskCompanyId: number;
  companyName: string;
  creditCode: string;
  region: string;
  registrationPlace: string | null;
  level: string;
  status: number;
  gradeTime: Date | null;
  archivedAt: Date | null;
  poolStatus: number;
};

/**
 * The disposal side of the demo orders: a disposal order for every order rated 三级 or above
 * (status 7–9), dated records of each type, some disposals finished (order 8, pool 4), the
 * archived ones (order 9) with archiveTime and, at pool 7, an evaluation; then layoff statistics
 * for companies with downsizing records and layoff reports for some of them.
 */
export async function seedDisposal(db: Db, opts: { seed: number; now?: Date }): Promise<void> {
  const rnd = createRandom(opts.seed * 31 + 5);
  const now = opts.now ?? new Date();
  const candidates: Candidate[] = await db
    .select({
      ...orderIdentity,
      registrationPlace: o.registrationPlace,
      gradeTime: o.gradeTime,
      archivedAt:
        sql<Date | null>`(select max(${orderAudit.createTime}) from ${orderAudit} where ${orderAudit.orderId} = ${o.id} and ${orderAudit.toStatus} = ${S.ARCHIVED})`.mapWith(
          (v) => (v ? new Date(v) : null),
        ),
      poolStatus: riskCompany.status,
    })
    .from(o)
    .innerJoin(riskCompany, eq(riskCompany.id, o.riskCompanyId))
    .where(and(inArray(o.status, [S.DISPOSING, S.DONE, S.ARCHIVED]), inArray(o.level, [...DISPOSAL_LEVELS])))
    .orderBy(asc(o.id));
  for (let i = 0; i < candidates.length; i += CHUNK) {
    const part = candidates.slice(i, i + CHUNK);
    await db.transaction((tx) => seedPart(tx, rnd, part, now));
  }
  await datedArchivesWithoutDisposal(db);
}

/**
 * Cases rated below 三级 are archived without a disposal. 存档 and 评价 date the company whichever way
 * it came (the pool step's archiveTime, the evaluation's evaluateTime), and 风险报表 counts 已存档 and
 * 已评价 by those dates: undated, the demo's statement showed 16 archived beside the wall's 20. They
 * take their order's archive step's time, and an evaluation a day later like the disposed ones.
 */
async function datedArchivesWithoutDisposal(db: Db) {
  const archivedAt = sql`(select max(${orderAudit.createTime}) from ${orderAudit} join ${o} on ${o.id} = ${orderAudit.orderId}
    where ${o.riskCompanyId} = ${riskCompany.id} and ${orderAudit.toStatus} = ${S.ARCHIVED})`;
  const undated = and(
    inArray(riskCompany.status, [COMPANY_STATUS.TO_EVALUATE, COMPANY_STATUS.EVALUATED]),
    sql`${riskCompany.archiveTime} is null`,
  );
  const dated = await db
    .update(riskCompany)
    .set({
      archiveTime: sql`${archivedAt}`,
      evaluateTime: sql`case when ${riskCompany.status} = ${COMPANY_STATUS.EVALUATED} then ${archivedAt} + interval '1 day' end`,
    })
    .where(and(undated, sql`${archivedAt} is not null`))
    .returning({ id: riskCompany.id, status: riskCompany.status, evaluateTime: riskCompany.evaluateTime });
  const evaluated = dated.filter((c) => c.status === COMPANY_STATUS.EVALUATED && c.evaluateTime);
  if (evaluated.length)
    await db.insert(riskCompanyEvaluation).values(
      evaluated.map((c) => ({
        riskCompanyId: c.id,
        score: 80,
        content: '定级三级以下，核实后存档，企业用工平稳',
        evaluator: '市人社局业务员',
        createTime: c.evaluateTime!,
      })),
    );
}

async function seedPart(tx: Tx, rnd: Random, part: Candidate[], now: Date) {
  for (const c of part) {
    const graded = c.gradeTime ?? new Date(now.getTime() - 60 * DAY_MS);
    const archived = c.status === S.ARCHIVED;
    const finished = archived || c.status === S.DONE || rnd.chance(0.25);
    const archiveTime = archived
      ? (c.archivedAt ?? new Date(Math.min(graded.getTime() + rnd.int(10, 40) * DAY_MS, now.getTime())))
      : null;
    const finishTime = finished ? (archiveTime ? between(rnd, graded, archiveTime) : between(rnd, graded, now)) : null;
    const recordsUntil = finishTime ?? now;
    // Pending disposals (nothing recorded yet) only among the unfinished ones.
    const types: DisposalRecordType[] = [];
    if (finished || !rnd.chance(0.2)) {
      for (const [type, p, max] of [
        ['talk', 0.75, 3],
        ['downsizing', 0.5, 2],
        ['server', 0.5, 3],
      ] as const)
        if (rnd.chance(p)) for (let k = rnd.int(1, max); k > 0; k--) types.push(type);
      if (types.length === 0) types.push('talk');
    }
    const count = (t: DisposalRecordType) => types.filter((x) => x === t).length;
    const [d] = await tx
      .insert(disposalOrder)
      .values({
        orderId: c.id,
        riskCompanyId: c.riskCompanyId,
        companyName: c.companyName,
        creditCode: c.creditCode,
        region: c.region,
        registrationPlace: c.registrationPlace,
        level: c.level,
        status: finished
          ? DISPOSAL_STATUS.FINISHED
          : types.length
            ? DISPOSAL_STATUS.DISPOSING
            : DISPOSAL_STATUS.PENDING,
        talkNum: count('talk'),
        downsizingNum: count('downsizing'),
        serverNum: count('server'),
        finishTime,
        createTime: graded,
      })
      .returning({ id: disposalOrder.id });
    const records = types.map((type) => {
      const date = day(between(rnd, graded, recordsUntil));
      return {
        disposalId: d.id,
        type,
        recordDate: date,
        data: recordData(rnd, type, date),
        createBy: 'demo',
        createTime: graded,
      };
    });
    if (records.length) await tx.insert(disposalInfo).values(records);
    if (finished && c.status === S.DISPOSING) {
      await tx.update(o).set({ status: S.DONE, deadline: null }).where(eq(o.id, c.id));
      await tx.insert(orderAudit).values({
        orderId: c.id,
        action: 'finish',
        fromStatus: S.DISPOSING,
        toStatus: S.DONE,
        actorName: `${c.region}业务员`,
        createTime: finishTime!,
      });
      await tx
        .update(riskCompany)
        .set({ status: COMPANY_STATUS.TO_ARCHIVE })
        .where(eq(riskCompany.id, c.riskCompanyId));
    }
    if (archived) {
      await tx
        .update(riskCompany)
        .set({
          archiveTime,
          ...(c.poolStatus === COMPANY_STATUS.EVALUATED
            ? { evaluateTime: new Date(archiveTime!.getTime() + DAY_MS) }
            : {}),
        })
        .where(eq(riskCompany.id, c.riskCompanyId));
      if (c.poolStatus === COMPANY_STATUS.EVALUATED)
        await tx.insert(riskCompanyEvaluation).values({
          riskCompanyId: c.riskCompanyId,
          score: rnd.int(60, 100),
          content: rnd.pick(['处置及时，职工安置妥当', '约谈到位，补偿按标准落实', '对接服务充分，未发生群体性事件']),
          evaluator: rnd.pick(['市人社局业务员', '市人社局审核员']),
          createTime: new Date(archiveTime!.getTime() + DAY_MS),
        });
    }
    const downsizing = records.filter((r) => r.type === 'downsizing');
    if (downsizing.length)
      await seedLayoffs(
        tx,
        rnd,
        c,
        downsizing.map((r) => ({ date: r.recordDate, persons: r.data.layoffsPerson as number })),
      );
  }
}

/** Cumulative layoff statistics at each downsizing record's date (the 裁员报告 list reads the orders, see docs/clerk-notes.md). */
async function seedLayoffs(tx: Tx, rnd: Random, c: Candidate, layoffs: { date: string; persons: number }[]) {
  const sorted = [...layoffs].sort((a, b) => a.date.localeCompare(b.date));
  const planNum = sorted.reduce((s, l) => s + l.persons, 0) + rnd.int(0, 30);
  let actualNum = 0;
  const rows = sorted.map((l) => {
    actualNum += l.persons;
    const standardNum = Math.floor(actualNum * (0.6 + rnd.next() * 0.3));
    const noCompensationNum = rnd.int(0, actualNum - standardNum);
    return {
      riskCompanyId: c.riskCompanyId,
      statDate: l.date,
      planNum,
      actualNum,
      standardNum,
      noCompensationNum,
      otherNum: actualNum - standardNum - noCompensationNum,
      createBy: 'demo',
      createTime: new Date(`${l.date}T18:00:00+08:00`),
    };
  });
  await tx.insert(layoffStatistics).values(rows);
}
