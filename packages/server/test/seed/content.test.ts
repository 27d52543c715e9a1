import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../src/db/client.ts';
import { seedContent } from '../../src/seed/content.ts';

const WATCHED = [
  '裁员',
  '优化',
  '毕业',
  'N+1',
  '欠薪',
  '拖欠工资',
  '讨薪',
  '农民工',
  '停工',
  '停产',
  '集体维权',
  '断缴',
  '社保停缴',
  '搬迁',
];

describe('demo news', { timeout: 120_000 }, () => {
  it('when the demo is generated then its news cover this month and each of the eleven before, and name the watched words', async () => {
    const database = await openDatabase({});
    try {
      await migrateDatabase(database);
      const now = new Date('2026-11-29T04:00:00Z');
      await seedContent(database.db, now);
      const { rows } = (await database.db.execute(
        `select to_char(create_time at time zone 'Asia/Shanghai', 'YYYY-MM') as month, title from biz_news`,
      )) as unknown as { rows: { month: string; title: string }[] };
      const months = new Set(rows.map((r) => r.month));
      for (let back = 0; back < 12; back++) {
        const d = new Date(Date.UTC(2026, 10 - back, 1));
        expect(months, `${back} months back`).toContain(d.toISOString().slice(0, 7));
      }
      expect(rows.every((r) => r.month <= '2026-11')).toBe(true);
      const named = WATCHED.filter((w) => rows.some((r) => r.title.includes(w)));
      expect(named.length).toBeGreaterThanOrEqual(12);
    } finally {
      await database.close();
    }
  });
});
