import { and, isNotNull, lte } from 'drizzle-orm';
import { deadlineMark, stepDeadline } from '@risk/shared/timeliness';
import { beijingDay, isWorkingDay } from '@risk/shared/working-days';
import type { Db } from '../../../db/client.ts';
import { verificationOrder } from '../../../db/schema/verification.ts';
import type { JobQueue } from '../../../platform/jobs/queue.ts';
import { holidayCalendar } from '../../holidays/service.ts';
import { cityUserIds, districtUserIds, sendNotices, SYSTEM_SENDER } from '../../notices/service.ts';
import { timeLimitSettings } from './limits.ts';

export const DIGEST_KIND = 'timeliness-digest';
export const DIGEST_NOTICE_TYPE = '办理时限提醒';
/** the working morning's hour and minute (Beijing time) after which the digest is due */
const DIGEST_AFTER_MINUTES = 8 * 60 + 30;
/** a notice names this many companies per group and counts the rest, so it stays readable */
const NAMED_COMPANIES = 10;
const BEIJING_OFFSET_MINUTES = 8 * 60;

/** The occurrence due at `now`: one per working day after 08:30 Beijing time, none on a day off. */
export async function digestDue(db: Db, now: Date): Promise<string | null> {
  const day = beijingDay(now);
  const minutes = (now.getUTCHours() * 60 + now.getUTCMinutes() + BEIJING_OFFSET_MINUTES) % (24 * 60);
  if (minutes < DIGEST_AFTER_MINUTES) return null;
  return isWorkingDay(day, await holidayCalendar(db)) ? `${DIGEST_KIND}:${day}` : null;
}

interface DigestOrder {
  region: string;
  companyName: string;
}

function named(orders: DigestOrder[]): string {
  const names = [...new Set(orders.map((o) => o.companyName))];
  const shown = names.slice(0, NAMED_COMPANIES).join('、');
  return names.length > NAMED_COMPANIES ? `${shown}等${names.length}家` : shown;
}

function districtText(dueSoon: DigestOrder[], overdue: DigestOrder[]): string {
  const parts = [];
  if (overdue.length) parts.push(`已超期${overdue.length}单（${named(overdue)}）`);
  if (dueSoon.length) parts.push(`一个工作日内到期${dueSoon.length}单（${named(dueSoon)}）`);
  return `办理时限提醒：${parts.join('；')}，请及时办理。`;
}

function cityText(escalate: number, late: DigestOrder[]): string {
  const regions = [...new Set(late.map((o) => o.region))]
    .map((r) => `${r}${late.filter((o) => o.region === r).length}单`)
    .join('、');
  return `超期超过${escalate}个工作日的工单共${late.length}单（${regions}）：${named(late)}。`;
}

/**
 * The morning digest: to each district with orders overdue or due within one working day, one notice
 * with the counts and the companies; to the city, one notice of the orders overdue by more than the
 * settings' escalation threshold. One transaction, so a failed run leaves no half of the notices.
 */
export async function sendDigest(db: Db, now: Date): Promise<{ districts: number; escalated: number }> {
  const cal = await holidayCalendar(db);
  return db.transaction(async (tx) => {
    const { escalate } = await timeLimitSettings(tx);
    // only orders marked today: the deadline passed or falls within the next working day
    const rows = await tx
      .select({
        region: verificationOrder.region,
        companyName: verificationOrder.companyName,
        deadline: verificationOrder.deadline,
      })
      .from(verificationOrder)
      .where(and(isNotNull(verificationOrder.deadline), lte(verificationOrder.deadline, stepDeadline(now, 1, cal))))
      .orderBy(verificationOrder.deadline, verificationOrder.id);
    const byRegion = new Map<string, { dueSoon: DigestOrder[]; overdue: DigestOrder[] }>();
    const late: DigestOrder[] = [];
    for (const r of rows) {
      const mark = deadlineMark(r.deadline, now, cal);
      if (!mark) continue;
      const group = byRegion.get(r.region) ?? { dueSoon: [], overdue: [] };
      group[mark].push(r);
      byRegion.set(r.region, group);
      if (mark === 'overdue' && now.getTime() > stepDeadline(r.deadline!, escalate, cal).getTime()) late.push(r);
    }
    for (const [region, { dueSoon, overdue }] of byRegion) {
      await sendNotices(tx, SYSTEM_SENDER, await districtUserIds(tx, region), {
        noticeType: DIGEST_NOTICE_TYPE,
        noticeBody: districtText(dueSoon, overdue),
        link: '/verification/county',
      });
    }
    if (late.length) {
      await sendNotices(tx, SYSTEM_SENDER, await cityUserIds(tx), {
        noticeType: DIGEST_NOTICE_TYPE,
        noticeBody: cityText(escalate, late),
        link: '/verification/city',
      });
    }
    return { districts: byRegion.size, escalated: late.length };
  });
}

/** Registers the digest's kind and its working-morning schedule on this instance's queue. */
export function registerDigest(jobs: JobQueue, db: Db): void {
  jobs.define<Record<string, never>>(DIGEST_KIND, {
    title: () => '办理时限每日提醒',
    run: async (job) => {
      const { districts, escalated } = await sendDigest(db, job.now);
      return { message: `已提醒${districts}个区县，${escalated}单超期工单报市级` };
    },
  });
  jobs.schedule({ kind: DIGEST_KIND, due: digestDue });
}
