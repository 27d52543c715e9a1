import { sql } from 'drizzle-orm';
import type { TimeLimitsBody } from '@risk/shared/schemas/timeliness';
import {
  DEFAULT_TIME_LIMIT_SETTINGS,
  STEP_CLOCK_NAMES,
  TIME_LIMIT_SETTING_KEYS,
  type StepClock,
  type TimeLimitSettings,
  type TimeLimits,
} from '@risk/shared/timeliness';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { timeLimit } from '../../../db/schema/timeliness.ts';
import { recordOperation, type Actor } from '../../../platform/audit/operation-log.ts';

const SETTINGS_MODULE = '办理时限设置';
type SettingKey = (typeof TIME_LIMIT_SETTING_KEYS)[number];

/** The durations and the escalation threshold as configured; a key without a row keeps its default. */
export async function timeLimitSettings(db: DbOrTx): Promise<TimeLimitSettings> {
  const rows = await db.select({ step: timeLimit.step, days: timeLimit.days }).from(timeLimit);
  const settings: TimeLimitSettings = { ...DEFAULT_TIME_LIMIT_SETTINGS };
  for (const r of rows)
    if (TIME_LIMIT_SETTING_KEYS.includes(r.step as SettingKey)) settings[r.step as SettingKey] = r.days;
  return settings;
}

/**
 * The step clocks' durations (办理时限) as configured.
 * Read in the step's own transaction, so an edit counts from the next step change.
 */
export async function timeLimits(db: DbOrTx): Promise<TimeLimits> {
  const settings = await timeLimitSettings(db);
  return Object.fromEntries(STEP_CLOCK_NAMES.map((c: StepClock) => [c, settings[c]])) as TimeLimits;
}

/**
 * Saves the settings in one transaction with the operation log of old and new values. The rows are
 * locked first so two administrators saving at once log each other's values as the old ones.
 * Deadlines already set are not rewritten: a new duration counts from the next step change.
 */
export async function saveTimeLimits(db: Db, actor: Actor, next: TimeLimitsBody): Promise<TimeLimitSettings> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM ${timeLimit} FOR UPDATE`);
    const old = await timeLimitSettings(tx);
    const values = TIME_LIMIT_SETTING_KEYS.map((k) => ({ step: k, days: next[k] }));
    await tx
      .insert(timeLimit)
      .values(values)
      .onConflictDoUpdate({ target: timeLimit.step, set: { days: sql`excluded.days`, updateTime: sql`now()` } });
    await recordOperation(tx, actor, {
      module: SETTINGS_MODULE,
      action: '保存办理时限',
      oldValue: old,
      newValue: next,
    });
    return { ...next };
  });
}
