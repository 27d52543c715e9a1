import type { FastifyInstance } from 'fastify';
import { MSG } from '@risk/shared/messages';
import { type HolidayRow, holidayCalls as calls } from '@risk/shared/api/system';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { createHoliday, deleteHolidays, HOLIDAY_MODULE, listHolidays, updateHoliday } from './service.ts';

const tags = ['节假日'];
const op = (action: string) => ({ module: HOLIDAY_MODULE, action });

/** The holiday calendar behind working-day counts (feedback deadlines, overdue orders). */
export async function holidaysModule(app: FastifyInstance, { db }: AppContext) {
  route(app, calls.list, { tags, summary: '一年的节假日与调休上班日' }, async (req) =>
    ok(await listHolidays(db, req.query.year)),
  );
  route(app, calls.create, { tags, summary: '新增节假日或调休上班日', operation: op('新增节假日') }, async (req) =>
    ok(await createHoliday(db, actorOf(req), req.body as HolidayRow), MSG.added),
  );
  route(app, calls.update, { tags, summary: '修改节假日', operation: op('修改节假日') }, async (req) =>
    ok(await updateHoliday(db, actorOf(req), req.params.day, req.body), MSG.updated),
  );
  route(
    app,
    calls.remove,
    { tags, summary: '删除节假日（全部删除或全部不删除）', operation: op('删除节假日') },
    async (req) => {
      const n = await deleteHolidays(db, actorOf(req), req.body);
      return ok({ deleted: n }, MSG.deleted);
    },
  );
}
